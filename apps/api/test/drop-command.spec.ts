import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import request from 'supertest';
import { line, order } from './testing/payloads';
import { createTestApp, type TestApp } from './testing/test-app';

// `npm run drop`: staff run a drop from the command line, through the running shop's admin API.

const ADMIN_TOKEN = 'c'.repeat(40);
const DROP = resolve(__dirname, '../../../tools/scripts/drop.mjs');
let t: TestApp;
let url: string;
let dir: string;

beforeAll(async () => {
  t = await createTestApp({ ADMIN_TOKEN, DROP_ANNOUNCE_POLL_MS: '600000' });
  await t.app.listen(0, '127.0.0.1');
  url = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
  dir = mkdtempSync(join(tmpdir(), 'drop-command-'));
}, 60_000);
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const file = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};
/** Runs the command; resolves to its output and exit code, whether it failed or not. */
async function drop(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [DROP, ...args, '--url', url], {
      env: { PATH: process.env['PATH'], ADMIN_TOKEN },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('npm run drop', () => {
  const opens = new Date(Date.now() - 60_000).toISOString();

  it('refuses a bad stock file with the line and the reason, and stores nothing', async () => {
    const bad = file('bad.csv', 'product,size,boxes\nthin-mint-elite,half-dozen,40\nthin-mint-elite,dozen,lots\n');
    const res = await drop('schedule', '--name', 'dec-drop', '--opens', opens, '--stock', bad);
    expect(res.code).toBe(1);
    expect(res.stderr).toContain('line 3: boxes must be a whole number');
    expect(await t.prisma.drop.count()).toBe(0);
  });

  it('schedules a drop from a stock file, and the same command again changes nothing', async () => {
    const stock = file('stock.csv', 'product,size,boxes\r\nthin-mint-elite,half-dozen,40\r\nthin-mint-elite,dozen,3\r\n');
    const body = file('body.txt', 'Forty boxes.');
    const args = [
      'schedule',
      '--name',
      'dec-drop',
      '--opens',
      opens,
      '--hours',
      '48',
      '--stock',
      stock,
      '--subject',
      'Open now',
      '--body-file',
      body,
    ];
    const first = await drop(...args);
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('Scheduled dec-drop.');
    expect(first.stdout).toMatch(/dec-drop is open: since .*, closes in 1 d 23 h 59 min/);
    expect((await drop(...args)).stdout).toContain('dec-drop was already scheduled like this: nothing changed.');
  });

  it('status shows per cookie and size the stock, sold and left, with orders and visitors', async () => {
    await request
      .agent(t.server)
      .post('/api/order')
      .send(order(line(0, 'dozen', 2)))
      .expect(201);
    const res = await drop('status', '--name', 'dec-drop');
    expect(res.code).toBe(0);
    expect(res.stdout).toMatch(/Thin Mint Elite Dozen\s+3\s+2\s+1/);
    expect(res.stdout).toMatch(/Thin Mint Elite Half Dozen\s+40\s+0\s+40/);
    expect(res.stdout).toContain('Orders: 1, from 1 visitor');
    expect((await drop('status')).stdout).toContain('dec-drop is open: since');
  });

  it('export writes the orders and packing totals as CSV', async () => {
    const res = await drop('export', '--name', 'dec-drop');
    expect(res.code).toBe(0);
    expect(res.stdout.split('\r\n')[0]).toBe('reference,ordered_at_utc,product_id,product,size,boxes,line_total_usd');
    expect(res.stdout).toContain('TOTAL,dec-drop,thin-mint-elite,Thin Mint Elite,Dozen,2,96.00');
  });

  it('close ends the drop early', async () => {
    const res = await drop('close', '--name', 'dec-drop');
    expect(res.code).toBe(0);
    expect(res.stdout).toMatch(/dec-drop is closed: since .* \(closed early by staff\)/);
  });

  it('status says when an announcement could not be sent, and why', async () => {
    const problem = 'A campaign named "drop-dec-drop" was already announced with another list, subject or text';
    await t.prisma.drop.update({ where: { name: 'dec-drop' }, data: { announceSubject: 'December', announceProblem: problem } });
    const res = await drop('status', '--name', 'dec-drop');
    expect(res.code).toBe(0);
    expect(res.stdout).toContain(`Announcement: "December", NOT SENT: ${problem}`);
  });

  it('status of a closed drop says an announcement never sent was never sent', async () => {
    await t.prisma.drop.update({
      where: { name: 'dec-drop' },
      data: { announceSubject: 'December', announceProblem: null, announcedAt: null },
    });
    const res = await drop('status', '--name', 'dec-drop');
    expect(res.stdout).toContain('Announcement: "December", never sent: the drop closed first');
  });

  it('says what is missing or unknown, in one line', async () => {
    expect((await drop('close')).stderr).toContain('Missing --name');
    expect((await drop('status', '--name', 'nope')).stderr).toContain('404: No drop is named "nope".');
    expect((await drop('launch')).stderr).toContain('Usage: npm run drop -- schedule');
  });
});
