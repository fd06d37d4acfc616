import { existsSync, mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AppConfig } from '@shop/api/config';
import { EMBEDDED_SOCKET_FILE, embeddedSocketDir } from '@shop/api/database';
import { Client } from 'pg';
import request from 'supertest';
import { line, order } from './testing/payloads';
import { createTestApp, type TestApp } from './testing/test-app';

/*
 * The running shop serves its embedded database to local tools (npm run studio) on a socket in
 * DATA_DIR, sharing its one PGlite session. What could go wrong is the sharing: the shop's
 * statements landing inside a client's transaction (and vanishing with its ROLLBACK), a client's
 * statements landing inside one of the shop's transactions (seeing half of it, or breaking it
 * with an error), a client that holds the session and goes quiet.
 */

/** An app on an embedded database on disk, as `npm start` runs it. */
async function shopOnDisk(env: Record<string, string> = {}): Promise<TestApp & { dataDir: string }> {
  const dataDir = join(mkdtempSync(join(tmpdir(), 'shop-shared-')), 'pglite');
  const t = await createTestApp(env, (config: AppConfig) => ({ ...config, database: { kind: 'pglite', dataDir } }));
  return { ...t, dataDir };
}

/** A PostgreSQL client through the shop's socket, as Studio (or psql -h DIR) connects. */
async function socketClient(dataDir: string): Promise<Client> {
  const client = new Client({ host: embeddedSocketDir(dataDir), user: 'postgres', database: 'postgres' });
  client.on('error', () => undefined);
  await client.connect();
  return client;
}

/** The one number a `SELECT count(*) ...` answers. */
const count = async (client: Client, sql: string, values: unknown[] = []) =>
  Number(Object.values((await client.query(sql, values)).rows[0])[0]);

describe('the embedded database, shared on a socket while the shop runs', () => {
  let t: TestApp & { dataDir: string };
  beforeAll(async () => {
    t = await shopOnDisk();
  }, 60_000);
  afterAll(() => t?.close());

  it('is served on an owner-only socket in DATA_DIR', () => {
    const dir = embeddedSocketDir(t.dataDir);
    expect(dir.startsWith(join(t.dataDir, '..'))).toBe(true);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    const socket = statSync(join(dir, EMBEDDED_SOCKET_FILE));
    expect(socket.isSocket()).toBe(true);
    expect(socket.mode & 0o777).toBe(0o600);
  });

  it('shows a client the rows the API wrote through HTTP, and the API the rows a client wrote', async () => {
    const res = await request(t.server)
      .post('/api/order')
      .send(order(line(0, 'dozen', 2), line(2, 'half-dozen', 1)))
      .expect(201);
    const client = await socketClient(t.dataDir);
    try {
      const { rows } = await client.query(
        'SELECT o.reference, count(l.id)::int AS lines FROM orders o JOIN order_lines l ON l.order_id = o.id WHERE o.id = $1 GROUP BY o.reference',
        [res.body.id],
      );
      expect(rows).toEqual([{ reference: res.body.reference, lines: 2 }]);
      // Staff may fix a row in Studio: the shop sees it at once.
      await client.query(
        "INSERT INTO contact_messages (id, name, email, message, updated_at) VALUES (gen_random_uuid(), 'Staff', 'staff@example.com', 'written in Studio', now())",
      );
      expect(await t.prisma.contactMessage.count({ where: { email: 'staff@example.com' } })).toBe(1);
    } finally {
      await client.end();
    }
  }, 30_000);

  it('keeps an order written over HTTP while a client holds a transaction open: it waits, then is stored, whatever the client does', async () => {
    const client = await socketClient(t.dataDir);
    try {
      const before = await count(client, 'SELECT count(*) FROM orders');
      await client.query('BEGIN');
      await client.query(
        "INSERT INTO contact_messages (id, name, email, message, updated_at) VALUES (gen_random_uuid(), 'Staff', 'rolled-back@example.com', 'never kept', now())",
      );
      let answered = false;
      const placed = request(t.server)
        .post('/api/order')
        .send(order(line(1, 'dozen', 1)))
        .then((res) => {
          answered = true;
          return res;
        });
      await new Promise((done) => setTimeout(done, 300));
      // The order did not run inside the client's transaction: it is waiting for it to end.
      expect(answered).toBe(false);
      expect(await count(client, 'SELECT count(*) FROM orders')).toBe(before);
      await client.query('ROLLBACK');
      const res = await placed;
      expect(res.status).toBe(201);
      expect(await count(client, 'SELECT count(*) FROM orders WHERE id = $1', [res.body.id])).toBe(1);
      expect(await count(client, "SELECT count(*) FROM contact_messages WHERE email = 'rolled-back@example.com'")).toBe(0);
    } finally {
      await client.end();
    }
  }, 30_000);

  it("never runs a client's statements inside the shop's transactions, nor the shop's inside a client's, under load from both", async () => {
    // POST /api/notify writes the subscription and its confirmation mail in one transaction: a
    // client looking between the two would see a subscriber without its mail.
    const clients = await Promise.all([1, 2, 3].map(() => socketClient(t.dataDir)));
    const unexpected: string[] = [];
    let halfSeen = 0;
    let looks = 0;
    let stop = false;
    const watch = async (client: Client, turn: number) => {
      for (let i = 0; !stop; i++) {
        try {
          if ((turn + i) % 3 === 0) {
            // Extended protocol (Parse/Bind/Execute/Sync) with a parameter.
            halfSeen += await count(
              client,
              'SELECT count(*) FROM subscribers s WHERE s.email LIKE $1 AND NOT EXISTS (SELECT 1 FROM mail_outbox m WHERE m.to_address = s.email)',
              ['load-%'],
            );
            looks++;
          } else if ((turn + i) % 3 === 1) {
            // A transaction that fails half-way: inside one of the shop's, it would abort the shop's.
            await client.query('BEGIN');
            await client.query('SELECT count(*) FROM orders');
            await client.query('SELECT 1 / 0').then(
              () => unexpected.push('1 / 0 did not fail'),
              (error: Error) => (error.message.includes('division by zero') ? undefined : unexpected.push(error.message)),
            );
            await client.query('ROLLBACK');
          } else {
            // A transaction that writes and rolls back: the shop's rows must not go with it.
            await client.query("BEGIN; UPDATE subscribers SET status = status WHERE email LIKE 'load-%'; ROLLBACK");
          }
        } catch (error) {
          unexpected.push((error as Error).message);
          return;
        }
      }
    };
    const watchers = clients.map((client, turn) => watch(client, turn));
    try {
      const signUps = Array.from({ length: 60 }, (_, i) =>
        request(t.server)
          .post('/api/notify')
          .send({ email: `load-${i}@example.com` }),
      );
      const orders = Array.from({ length: 30 }, (_, i) =>
        request(t.server)
          .post('/api/order')
          .set('Idempotency-Key', `load-order-${i}`)
          .send(order(line(i % 6, 'dozen', 1))),
      );
      const answers = await Promise.all([...signUps, ...orders]);
      stop = true;
      await Promise.all(watchers);
      expect(answers.map((res) => res.status).filter((status) => status !== 201)).toEqual([]);
      expect(unexpected).toEqual([]);
      expect(looks).toBeGreaterThan(0);
      expect(halfSeen).toBe(0);
      // Every write of the shop is there, complete, after the clients' rollbacks.
      const [client] = clients;
      expect(await count(client, "SELECT count(*) FROM subscribers WHERE email LIKE 'load-%'")).toBe(60);
      expect(await count(client, "SELECT count(*) FROM mail_outbox WHERE to_address LIKE 'load-%'")).toBe(60);
      const placed = answers.slice(60).map((res) => res.body.id);
      expect(
        await count(
          client,
          'SELECT count(*) FROM orders o WHERE o.id = ANY($1::uuid[]) AND EXISTS (SELECT 1 FROM order_lines l WHERE l.order_id = o.id)',
          [placed],
        ),
      ).toBe(30);
    } finally {
      stop = true;
      await Promise.all(clients.map((client) => client.end()));
    }
  }, 60_000);

  it("keeps a client's settings out of the shop's session: a SET lasts for the client's statement or transaction", async () => {
    const client = await socketClient(t.dataDir);
    try {
      // A search_path without the shop's tables, set alone, then inside a transaction.
      await client.query('SET search_path = nowhere');
      await request(t.server)
        .post('/api/order')
        .send(order(line(3, 'dozen', 1)))
        .expect(201);
      await client.query('BEGIN; SET search_path = nowhere; SET statement_timeout = 1; COMMIT');
      await request(t.server).post('/api/notify').send({ email: 'after-set@example.com' }).expect(201);
    } finally {
      await client.end();
    }
  }, 30_000);
  // How long the shop waits on a client that holds the session (IDLE_IN_TRANSACTION_MS), or one
  // that went away: timed in the fault tests (apps/api-faults/src/embedded-database.spec.ts).
});

describe('the socket, around the shop', () => {
  it('is gone once the shop has stopped', async () => {
    const t = await shopOnDisk();
    const socket = join(embeddedSocketDir(t.dataDir), EMBEDDED_SOCKET_FILE);
    expect(existsSync(socket)).toBe(true);
    const client = await socketClient(t.dataDir);
    const ended = new Promise<void>((done) => client.once('end', () => done()));
    await t.close();
    await ended;
    expect(existsSync(socket)).toBe(false);
    expect(existsSync(embeddedSocketDir(t.dataDir))).toBe(false);
  }, 60_000);

  it('is not served with SHARE_EMBEDDED_DATABASE=false', async () => {
    const t = await shopOnDisk({ SHARE_EMBEDDED_DATABASE: 'false' });
    try {
      expect(t.config.shareEmbeddedDatabase).toBe(false);
      await request(t.server).get('/api/health/ready').expect(200);
      expect(existsSync(embeddedSocketDir(t.dataDir))).toBe(false);
    } finally {
      await t.close();
    }
  }, 60_000);
});
