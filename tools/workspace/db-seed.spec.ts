import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(__dirname, '../..');

/**
 * `npm run db:seed` as staff run it, on an embedded database of its own. DATABASE_URL is set
 * (empty: the embedded database) so that a developer's .env cannot point the test elsewhere.
 */
function seed(dataDir: string, ...args: string[]) {
  return spawnSync('npm', ['run', '--silent', 'db:seed', '--', ...args], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir },
    encoding: 'utf8',
    timeout: 120_000,
  });
}

describe('npm run db:seed', () => {
  it('migrates and fills a fresh embedded database, then adds nothing the second time', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'shop-seed-'));
    const first = seed(dataDir);
    expect(first.stderr).not.toMatch(/^\s+at /m);
    expect(first.status).toBe(0);
    expect(first.stdout).toMatch(
      /^Added to the embedded database in .*pglite: 140 subscribers, 6 contact messages, 200 orders \(\d+ lines\) placed between /m,
    );

    const second = seed(dataDir);
    expect(second.status).toBe(0);
    expect(second.stdout).toContain('The demo month is already in the embedded database');
    expect(second.stdout).toContain('nothing added');
  }, 240_000);

  it('takes no argument but --force', () => {
    const result = seed(mkdtempSync(join(tmpdir(), 'shop-seed-')), '--wipe');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('db:seed takes only --force (got --wipe)');
  }, 120_000);
});
