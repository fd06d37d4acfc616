import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite, protocol } from '@electric-sql/pglite';
import { Client } from 'pg';
import {
  EMBEDDED_SOCKET_FILE,
  embeddedSocketDir,
  findSharedDatabase,
  serveEmbeddedDatabase,
  shareEmbeddedDatabase,
} from './embedded-database-socket';

const newDataDir = () => join(mkdtempSync(join(tmpdir(), 'shop-socket-')), 'pglite');
const socketOf = (dataDir: string) => join(embeddedSocketDir(dataDir), EMBEDDED_SOCKET_FILE);

/** The socket file a process leaves behind when it is killed while serving (kill -9). */
async function leaveStaleSocket(dataDir: string): Promise<void> {
  const holder = spawn(process.execPath, [
    '-e',
    `require('node:fs').mkdirSync(${JSON.stringify(embeddedSocketDir(dataDir))}, { mode: 0o700 });
     require('node:net').createServer().listen(${JSON.stringify(socketOf(dataDir))}, () => console.log('listening'));`,
  ]);
  await new Promise((done, fail) => {
    holder.stdout.once('data', done);
    holder.once('exit', (code) => fail(new Error(`the socket holder exited (${code}) before listening`)));
  });
  const killed = new Promise((done) => holder.once('exit', done));
  holder.kill('SIGKILL');
  await killed;
}

async function client(dataDir: string): Promise<Client> {
  const pg = new Client({ host: embeddedSocketDir(dataDir), user: 'postgres', database: 'postgres' });
  pg.on('error', () => undefined);
  await pg.connect();
  return pg;
}

describe('the embedded database socket', () => {
  let pglite: PGlite;
  beforeAll(async () => {
    pglite = new PGlite();
    await pglite.exec('CREATE TABLE notes (id int PRIMARY KEY)');
  }, 60_000);
  afterAll(() => pglite.close());

  it('is found while served, and not once a killed process left only its file', async () => {
    const dataDir = newDataDir();
    expect(await findSharedDatabase(dataDir)).toBeUndefined();
    const shared = await serveEmbeddedDatabase(pglite, dataDir);
    expect(await findSharedDatabase(dataDir)).toEqual({ dir: embeddedSocketDir(dataDir), path: socketOf(dataDir) });
    await shared.close();
    expect(await findSharedDatabase(dataDir)).toBeUndefined();

    await leaveStaleSocket(dataDir);
    expect(existsSync(socketOf(dataDir))).toBe(true);
    expect(await findSharedDatabase(dataDir)).toBeUndefined();
  }, 30_000);

  it('replaces the socket file a killed process left, so the shop restarts after kill -9', async () => {
    const dataDir = newDataDir();
    await leaveStaleSocket(dataDir);
    const shared = await serveEmbeddedDatabase(pglite, dataDir);
    const pg = await client(dataDir);
    try {
      expect((await pg.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    } finally {
      await pg.end();
      await shared.close();
    }
  }, 30_000);

  it('lets the shop run unshared, and says why, where the socket cannot be served', async () => {
    // Longer than a Unix socket path may be (about 107 bytes).
    const dataDir = join(newDataDir(), 'x'.repeat(120));
    const warnings: string[] = [];
    const connection = { adapter: {} as never, pglite, fill: () => undefined, close: async () => undefined };
    const shared = await shareEmbeddedDatabase(connection, dataDir, { log: () => undefined, warn: (message) => warnings.push(message) });
    expect(shared).toBe(connection);
    expect(warnings).toEqual([
      expect.stringContaining(`The embedded database is not shared with npm run studio: cannot serve it at ${embeddedSocketDir(dataDir)}`),
    ]);
    expect(existsSync(embeddedSocketDir(dataDir))).toBe(false);
  }, 30_000);

  it("deallocates a client's named prepared statements when it leaves, as PostgreSQL does when a connection ends", async () => {
    // Prisma Studio's driver (postgres.js) names every statement; PGlite's one session would keep them all.
    const dataDir = newDataDir();
    const shared = await serveEmbeddedDatabase(pglite, dataDir);
    try {
      const first = await client(dataDir);
      await first.query({ name: 'studio_1', text: 'SELECT count(*) FROM notes' });
      await first.end();
      const second = await client(dataDir);
      // Without the deallocation: prepared statement "studio_1" already exists.
      expect((await second.query({ name: 'studio_1', text: 'SELECT 2 AS two' })).rows).toEqual([{ two: 2 }]);
      await second.end();
    } finally {
      await shared.close();
    }
  }, 30_000);

  it('rolls back an extended-protocol sequence cut off before its Sync (a Sync alone would commit it)', async () => {
    const dataDir = newDataDir();
    const shared = await serveEmbeddedDatabase(pglite, dataDir);
    try {
      const socket = connect(socketOf(dataDir));
      const { serialize } = protocol;
      await new Promise((done) => socket.once('connect', done));
      socket.write(serialize.startup({ user: 'postgres', database: 'postgres' }));
      await new Promise((done) => socket.once('data', done));
      socket.write(Buffer.concat([serialize.parse({ text: 'INSERT INTO notes VALUES (7)' }), serialize.bind({}), serialize.execute({})]));
      // CommandComplete of the INSERT, without ReadyForQuery: the client holds the session.
      await new Promise((done) => socket.once('data', done));
      socket.destroy();
      expect((await pglite.query('SELECT count(*)::int AS n FROM notes WHERE id = 7')).rows).toEqual([{ n: 0 }]);
    } finally {
      await shared.close();
    }
  }, 30_000);
});
