import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { DataDirInUseError, openDatabase } from './database-connection';

describe('the embedded database directory', () => {
  const dataDir = () => join(mkdtempSync(join(tmpdir(), 'shop-lock-')), 'pglite');

  it('refuses a directory another live process holds', async () => {
    const dir = dataDir();
    writeFileSync(`${dir}.lock`, String(process.ppid));
    await expect(openDatabase({ kind: 'pglite', dataDir: dir })).rejects.toBeInstanceOf(DataDirInUseError);
  });

  it('takes over a lock left by a process that died, and releases it on close', async () => {
    const dir = dataDir();
    writeFileSync(`${dir}.lock`, '2147483646');
    const connection = await openDatabase({ kind: 'pglite', dataDir: dir });
    expect(existsSync(`${dir}.lock`)).toBe(true);
    await connection.close();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  }, 60_000);
});

describe('an in-memory database', () => {
  it('starts from the template it names: a dump of another cluster, with what that cluster held', async () => {
    const source = new PGlite();
    await source.exec(`CREATE TABLE from_template (word text); INSERT INTO from_template VALUES ('kept')`);
    const template = join(mkdtempSync(join(tmpdir(), 'shop-template-')), 'cluster.tar');
    writeFileSync(template, Buffer.from(await (await source.dumpDataDir('none')).arrayBuffer()));
    await source.close();
    const connection = await openDatabase({ kind: 'pglite', dataDir: null, template });
    try {
      expect((await connection.pglite?.query('SELECT word FROM from_template'))?.rows).toEqual([{ word: 'kept' }]);
    } finally {
      await connection.close();
      rmSync(dirname(template), { recursive: true, force: true });
    }
  }, 60_000);
});
