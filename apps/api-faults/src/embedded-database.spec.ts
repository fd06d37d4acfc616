import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { type ApiProcess, killAll, startApi } from './support/api-process';
import { listOrders, newVisitorCookie, placeOrder } from './support/shop-client';

const VISITORS = 5;
const ORDERS_EACH = 10;

// The default a user gets on a fresh laptop: no DATABASE_URL, PGlite in DATA_DIR.
describe('embedded database (PGlite)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-faults-pglite-'));

  afterAll(async () => {
    await killAll();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('stores 50 concurrent orders and still has them after a restart', async () => {
    let api = await startApi({ DATA_DIR: dataDir });
    const cookies = await Promise.all(Array.from({ length: VISITORS }, () => newVisitorCookie(api.url)));
    const answers = await Promise.all(
      cookies.flatMap((cookie, v) =>
        Array.from({ length: ORDERS_EACH }, (_, i) => placeOrder(api.url, cookie, `pglite-${v}-${i}`, 30_000)),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(VISITORS * ORDERS_EACH).fill(201));
    const created = cookies.map((_, v) =>
      answers
        .slice(v * ORDERS_EACH, (v + 1) * ORDERS_EACH)
        .map((answer) => answer.body.id)
        .sort(),
    );

    const { code } = await api.stop('SIGTERM');
    expect(code).toBe(0);
    api = await startApi({ DATA_DIR: dataDir });

    for (const [v, cookie] of cookies.entries()) {
      const listed = await listOrders(api.url, cookie);
      expect(listed.status).toBe(200);
      expect(listed.body.orders.map((order) => order.id).sort()).toEqual(created[v]);
      for (const order of listed.body.orders) expect(order.lines).toHaveLength(2);
    }
    await api.stop();
  });
});

/** How long the shop lets a socket client hold its one session idle (IDLE_IN_TRANSACTION_MS in @shop/api/database). */
const IDLE_IN_TRANSACTION_MS = 1000;

// Staff's tools share the running shop's one PGlite session over DATA_DIR/pglite.socket
// (embeddedSocketDir in @shop/api/database); how the sharing behaves is apps/api/test's
// shared-database.spec.ts. How long the shop waits on a client is timed here, one file at a time.
describe('the embedded database shared on its socket, timed', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-faults-socket-'));
  let api: ApiProcess;

  beforeAll(async () => {
    api = await startApi({ DATA_DIR: dataDir });
  });

  afterAll(async () => {
    await killAll();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function socketClient(): Promise<Client> {
    const client = new Client({ host: join(dataDir, 'pglite.socket'), user: 'postgres', database: 'postgres' });
    client.on('error', () => undefined);
    await client.connect();
    return client;
  }

  it('rolls back and disconnects a client that leaves a transaction open, so the shop waits at most IDLE_IN_TRANSACTION_MS', async () => {
    const cookie = await newVisitorCookie(api.url);
    const client = await socketClient();
    const ended = new Promise<void>((done) => client.once('end', () => done()));
    await client.query('BEGIN');
    await client.query(
      "INSERT INTO contact_messages (id, name, email, message, updated_at) VALUES (gen_random_uuid(), 'Staff', 'left-open@example.com', 'forgotten', now())",
    );
    const started = Date.now();
    const answer = await placeOrder(api.url, cookie);
    const waited = Date.now() - started;
    expect(answer.status).toBe(201);
    expect(waited).toBeGreaterThanOrEqual(IDLE_IN_TRANSACTION_MS - 50);
    expect(waited).toBeLessThan(IDLE_IN_TRANSACTION_MS + 5_000);
    await ended;
    const check = await socketClient();
    const kept = await check.query("SELECT count(*)::int AS n FROM contact_messages WHERE email = 'left-open@example.com'");
    const stored = await check.query('SELECT count(*)::int AS n FROM orders WHERE id = $1', [answer.body.id]);
    await check.end();
    expect(kept.rows[0].n).toBe(0);
    expect(stored.rows[0].n).toBe(1);
  });

  it("rolls back a client's transaction at once when the client goes away", async () => {
    const cookie = await newVisitorCookie(api.url);
    const client = await socketClient();
    await client.query('BEGIN');
    await client.query(
      "INSERT INTO contact_messages (id, name, email, message, updated_at) VALUES (gen_random_uuid(), 'Staff', 'went-away@example.com', 'cut off', now())",
    );
    // The process of a client killed mid-transaction: its connection drops, it sends no Terminate.
    (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    const started = Date.now();
    expect((await placeOrder(api.url, cookie)).status).toBe(201);
    expect(Date.now() - started).toBeLessThan(IDLE_IN_TRANSACTION_MS);
    const check = await socketClient();
    const kept = await check.query("SELECT count(*)::int AS n FROM contact_messages WHERE email = 'went-away@example.com'");
    await check.end();
    expect(kept.rows[0].n).toBe(0);
  });
});
