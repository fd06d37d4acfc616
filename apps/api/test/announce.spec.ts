import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import request from 'supertest';
import { SmtpCatcher } from '@shop/api/mail/testing';
import { createTestApp, type TestApp } from './testing/test-app';

// Drop announcements through the admin API and `npm run announce`, delivered to a real SMTP server.

const ADMIN_TOKEN = 'a'.repeat(40);
const ANNOUNCE = resolve(__dirname, '../../../tools/scripts/announce.mjs');
const smtp = new SmtpCatcher();
let t: TestApp;

beforeAll(async () => {
  await smtp.start();
  t = await createTestApp({ SMTP_URL: smtp.url, MAIL_SENDER: 'in-process', MAIL_POLL_MS: '20', ADMIN_TOKEN });
  const at = new Date();
  await t.prisma.subscriber.createMany({
    data: [
      { email: 'c1@example.com', list: 'drop', status: 'confirmed', confirmedAt: at },
      { email: 'c2@example.com', list: 'drop', status: 'confirmed', confirmedAt: at },
      { email: 'c3@example.com', list: 'drop', status: 'confirmed', confirmedAt: at },
      { email: 'pending@example.com', list: 'drop', status: 'pending' },
      { email: 'gone@example.com', list: 'drop', status: 'unsubscribed', unsubscribedAt: at },
      { email: 'c1@example.com', list: 'newsletter', status: 'confirmed', confirmedAt: at },
    ],
  });
}, 60_000);
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

const june = { name: 'june-drop', list: 'drop', subject: 'The June drop is live', body: 'Twelve cookies, 72 hours.\n\nGo!' };
const announce = (limit: number, body: object = june, token = ADMIN_TOKEN) =>
  request(t.server)
    .post('/api/admin/announcements')
    .set('Authorization', `Bearer ${token}`)
    .send({ ...body, limit });

describe('POST /api/admin/announcements', () => {
  it('refuses a missing or wrong token with 401 and queues nothing', async () => {
    await request(t.server)
      .post('/api/admin/announcements')
      .send({ ...june, limit: 10 })
      .expect(401);
    await announce(10, june, 'b'.repeat(40)).expect(401);
    expect(await t.prisma.mailMessage.count()).toBe(0);
  });

  it('queues the confirmed subscribers of the list in steps, resumes, and queues nobody twice', async () => {
    expect((await announce(2).expect(200)).body).toEqual({ name: 'june-drop', queuedNow: 2, queuedTotal: 2, remaining: 1 });
    expect((await announce(2).expect(200)).body).toEqual({ name: 'june-drop', queuedNow: 1, queuedTotal: 3, remaining: 0 });
    expect((await announce(2).expect(200)).body).toEqual({ name: 'june-drop', queuedNow: 0, queuedTotal: 3, remaining: 0 });

    for (const email of ['c1@example.com', 'c2@example.com', 'c3@example.com']) {
      const [mail] = await smtp.waitFor(email);
      expect(mail.headers['subject']).toBe('The June drop is live');
      expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      expect(mail.decoded).toContain('Twelve cookies, 72 hours.');
    }
    expect(smtp.to('pending@example.com')).toEqual([]);
    expect(smtp.to('gone@example.com')).toEqual([]);
    expect(smtp.to('c1@example.com')).toHaveLength(1);
  });

  it('takes a name in any letter case as the same campaign: a rerun in other case queues nobody twice', async () => {
    const july = { name: 'July-Drop', list: 'drop', subject: 'The July drop is live', body: 'Ten cookies.' };
    expect((await announce(10, july).expect(200)).body).toEqual({ name: 'july-drop', queuedNow: 3, queuedTotal: 3, remaining: 0 });
    expect((await announce(10, { ...july, name: 'july-drop' }).expect(200)).body).toEqual({
      name: 'july-drop',
      queuedNow: 0,
      queuedTotal: 3,
      remaining: 0,
    });
    const res = await announce(10, { ...july, name: 'JULY-DROP', subject: 'Another subject' }).expect(409);
    expect(res.body.message).toContain('A campaign named "july-drop" was already announced');
    expect(await t.prisma.campaign.findMany({ where: { name: { contains: 'uly' } }, select: { name: true } })).toEqual([
      { name: 'july-drop' },
    ]);
    expect(await t.prisma.mailMessage.count({ where: { subject: 'The July drop is live' } })).toBe(3);
  });

  it('refuses the same name with other content (409), and an unknown list (400)', async () => {
    const res = await announce(10, { ...june, subject: 'Another subject' }).expect(409);
    expect(res.body.message).toContain('choose a new --name');
    await announce(10, { ...june, name: 'x', list: 'vip' }).expect(400);
  });

  it('npm run announce: queues through the running server at its rate, and a rerun sends nothing', async () => {
    await t.app.listen(0, '127.0.0.1');
    const { port } = t.app.getHttpServer().address() as AddressInfo;
    const bodyFile = join(mkdtempSync(join(tmpdir(), 'announce-')), 'body.txt');
    writeFileSync(bodyFile, 'The newsletter special.');
    const args = [
      ANNOUNCE,
      '--name',
      'news-1',
      '--list',
      'newsletter',
      '--subject',
      'Special',
      '--body-file',
      bodyFile,
      '--url',
      `http://127.0.0.1:${port}`,
    ];
    const run = () => promisify(execFile)(process.execPath, args, { env: { PATH: process.env['PATH'], ADMIN_TOKEN } });
    expect((await run()).stdout).toContain('news-1: queued 1 now, 1 in all, 0 to go');
    expect((await run()).stdout).toContain('Every recipient was queued already');
    const mails = await smtp.waitFor('c1@example.com', 2);
    expect(mails.map((m) => m.headers['subject'])).toContain('Special');
    expect(await t.prisma.mailMessage.count({ where: { kind: 'announcement' } })).toBe(7);
  }, 60_000);
});
