import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
