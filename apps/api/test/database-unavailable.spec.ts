import { createServer, connect, type Server, type Socket } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import request from 'supertest';
import { line, order } from './testing/payloads';
import { createTestApp, type TestApp } from './testing/test-app';

/** A TCP relay in front of the database that the test can cut, as a network failure would. */
class Relay {
  private readonly sockets = new Set<Socket>();
  private readonly server: Server;
  /** Set once the test app's database is known (see beforeAll). */
  target = { host: '', port: 0 };

  constructor() {
    this.server = createServer((client) => {
      const upstream = connect(this.target.port, this.target.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
  }

  listen(): Promise<number> {
    return new Promise((resolve) => this.server.listen(0, '127.0.0.1', () => resolve((this.server.address() as { port: number }).port)));
  }

  cut(): void {
    this.server.close();
    for (const socket of this.sockets) socket.destroy();
  }
}

/**
 * The app talks PostgreSQL through the relay: to the TEST_DATABASE_URL server when set, else to
 * an in-memory PGlite served over the wire protocol, so this runs on either kind of test run.
 */
describe('the database becoming unreachable', () => {
  const relay = new Relay();
  let t: TestApp;
  let pglite: PGlite | undefined;
  let socketServer: PGLiteSocketServer | undefined;

  beforeAll(async () => {
    const relayPort = await relay.listen();
    let pgliteUrl: string | undefined;
    if (!process.env['TEST_DATABASE_URL']) {
      pglite = await PGlite.create();
      socketServer = new PGLiteSocketServer({ db: pglite, port: 0, host: '127.0.0.1', maxConnections: 4 });
      await socketServer.start();
      pgliteUrl = `postgresql://postgres@${socketServer.getServerConn()}/postgres?sslmode=disable`;
    }
    t = await createTestApp({ LOG_LEVEL: 'error' }, (config) => {
      const direct = new URL(pgliteUrl ?? (config.database.kind === 'postgres' ? config.database.url : ''));
      relay.target = { host: direct.hostname, port: Number(direct.port || 5432) };
      direct.host = `127.0.0.1:${relayPort}`;
      return { ...config, database: { kind: 'postgres', url: direct.toString(), poolSize: 2 } };
    });
  }, 60_000);

  afterAll(async () => {
    await t?.close().catch(() => undefined);
    await socketServer?.stop();
    await pglite?.close();
  });

  // How quickly it answers is timed in the fault tests (apps/api-faults: database-unreachable).
  it('answers 503, as readable JSON, and health says not ready', async () => {
    await request(t.server).post('/api/notify').send({ email: 'before@example.com' }).expect(201);
    relay.cut();

    for (const send of [
      () => request(t.server).post('/api/notify').send({ email: 'during@example.com' }),
      () =>
        request(t.server)
          .post('/api/order')
          .send(order(line(0, 'dozen', 1))),
      () => request(t.server).get('/api/orders'),
    ]) {
      const res = await send();
      expect(res.status).toBe(503);
      expect(res.body).toEqual({
        statusCode: 503,
        error: 'Service Unavailable',
        message: 'The shop is briefly unavailable. Please try again in a moment.',
      });
    }
    await request(t.server).get('/api/health/ready').expect(503);
  }, 60_000);
});
