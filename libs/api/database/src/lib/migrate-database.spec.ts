import { createServer, type Server } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { migrateDatabase, waitForDatabase } from './migrate-database';
import { readMigrationsList, findPrismaDir } from './migrator';

function freePort(): Promise<number> {
  return new Promise((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

const postgresAt = (port: number) => ({
  kind: 'postgres' as const,
  url: `postgresql://postgres@127.0.0.1:${port}/postgres?sslmode=disable`,
  poolSize: 2,
});

/**
 * The compose `migrate` service starts beside a PostgreSQL that may still be initialising its
 * volume. An embedded PGlite served over the wire protocol stands in for it, and only starts
 * listening a while after the migration began.
 */
describe('migrateDatabase with a wait', () => {
  let pglite: PGlite | undefined;
  let socket: PGLiteSocketServer | undefined;

  afterEach(async () => {
    await socket?.stop();
    await pglite?.close();
    socket = undefined;
    pglite = undefined;
  });

  it('retries until the server accepts connections, then applies every migration', async () => {
    const db = await PGlite.create();
    pglite = db;
    const port = await freePort();
    const retries: string[] = [];
    const started = Date.now();
    const late = new Promise<void>((done) =>
      setTimeout(async () => {
        socket = new PGLiteSocketServer({ db, port, host: '127.0.0.1', maxConnections: 4 });
        await socket.start();
        done();
      }, 1_500),
    );
    const applied = await migrateDatabase(postgresAt(port), { timeoutMs: 20_000, onRetry: (reason) => retries.push(reason) });
    await late;
    const expected = readMigrationsList(findPrismaDir()).migrationDirectories.map((dir) => dir.path);
    expect(applied).toEqual(expected);
    expect(retries.length).toBeGreaterThanOrEqual(2);
    expect(retries[0]).toBe('ECONNREFUSED');
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_500);
  }, 120_000);

  it('gives up once the time is spent, with the last error', async () => {
    const port = await freePort();
    const started = Date.now();
    const retries: number[] = [];
    await expect(
      waitForDatabase(postgresAt(port), { timeoutMs: 1_200, onRetry: (_reason, delay) => retries.push(delay) }),
    ).rejects.toMatchObject({
      code: 'ECONNREFUSED',
      message: `PostgreSQL at 127.0.0.1:${port} did not accept connections within 1.2 s (connect ECONNREFUSED 127.0.0.1:${port})`,
    });
    const elapsed = Date.now() - started;
    expect(elapsed).toBeLessThan(5_000);
    // the pauses double from 250 ms, and none would end past the deadline (250 + 500 + 1000 > 1200)
    expect(retries.length).toBeGreaterThanOrEqual(1);
    expect(retries).toEqual([250, 500].slice(0, retries.length));
  }, 10_000);
});

describe('waitForDatabase and answers that waiting cannot change', () => {
  let server: Server;
  afterEach(() => new Promise<void>((done) => server.close(() => done())));

  it('fails at once on a refused password instead of retrying for a minute', async () => {
    // The smallest PostgreSQL server: whatever the client says, it answers FATAL 28P01.
    const field = (type: string, text: string) => Buffer.concat([Buffer.from(type), Buffer.from(`${text}\0`)]);
    const body = Buffer.concat([
      field('S', 'FATAL'),
      field('C', '28P01'),
      field('M', 'password authentication failed for user "postgres"'),
      Buffer.from([0]),
    ]);
    const length = Buffer.alloc(4);
    length.writeInt32BE(body.length + 4);
    const errorResponse = Buffer.concat([Buffer.from('E'), length, body]);
    let connections = 0;
    server = createServer((client) => {
      connections++;
      client.once('data', () => client.end(errorResponse));
      client.on('error', () => undefined);
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', () => done()));
    const { port } = server.address() as { port: number };

    const started = Date.now();
    await expect(waitForDatabase(postgresAt(port), { timeoutMs: 60_000 })).rejects.toMatchObject({ code: '28P01' });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(connections).toBe(1);
  });

  it('does not wait for the embedded database', async () => {
    await expect(waitForDatabase({ kind: 'pglite', dataDir: null }, { timeoutMs: 0 })).resolves.toBeUndefined();
  });
});
