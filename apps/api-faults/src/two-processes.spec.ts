import { randomBytes } from 'node:crypto';
import type { OrderResponse } from '@shop/contract';
import { type ApiProcess, killAll, startApi } from './support/api-process';
import { createDatabase, type TestDatabase } from './support/databases';
import { type Answer, call, newVisitorCookie, placeOrder } from './support/shop-client';

const NOTIFY_LIMIT = 10;

// `npm test` finds or starts a Redis and passes it (tools/scripts/test-services.mjs); with none,
// this block is skipped and the runner prints why and how to enable it.
const REDIS_TEST_URL = process.env['REDIS_TEST_URL'] ?? '';
const describeWithRedis = REDIS_TEST_URL ? describe : describe.skip;

// Scale-out: two API processes, one PostgreSQL, one Redis.
describeWithRedis('two API processes sharing PostgreSQL and Redis', () => {
  let db: TestDatabase;
  let a: ApiProcess;
  let b: ApiProcess;

  beforeAll(async () => {
    db = await createDatabase();
    // A prefix of its own: counters of other runs on the same Redis cannot interfere.
    const shared = {
      DATABASE_URL: db.url,
      REDIS_URL: REDIS_TEST_URL,
      REDIS_KEY_PREFIX: `faults-${randomBytes(6).toString('hex')}:`,
      RATE_LIMIT_NOTIFY: String(NOTIFY_LIMIT),
    };
    a = await startApi(shared);
    b = await startApi({ ...shared, MIGRATE_ON_START: 'false' });
  });

  afterAll(async () => {
    await killAll();
    await db?.drop();
  });

  it('counts the rate limit across both processes', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < NOTIFY_LIMIT + 4; i++) {
      const api = i % 2 === 0 ? a : b;
      const answer = await call(`${api.url}/api/notify`, { method: 'POST', body: { email: `limit-${i}@example.com` } });
      statuses.push(answer.status);
      if (answer.status === 429) expect(answer.headers.get('retry-after')).toMatch(/^\d+$/);
    }
    // Each process alone saw only 7 requests: the limit of 10 was reached by their sum.
    expect(statuses.slice(0, NOTIFY_LIMIT)).toEqual(Array(NOTIFY_LIMIT).fill(201));
    expect(statuses.slice(NOTIFY_LIMIT)).toEqual([429, 429, 429, 429]);
  });

  it('creates one order for one idempotency key sent to both', async () => {
    // The visitor cookie from A is valid on B: both sign with the same COOKIE_SECRET.
    const cookie = await newVisitorCookie(a.url);
    const key = `both-${randomBytes(6).toString('hex')}`;
    const burst: Answer<OrderResponse>[] = await Promise.all(
      Array.from({ length: 10 }, (_, i) => placeOrder(i % 2 === 0 ? a.url : b.url, cookie, key)),
    );
    const replay = await placeOrder(b.url, cookie, key);

    expect(burst.filter((answer) => answer.status >= 500 || answer.status === 0)).toEqual([]);
    const succeeded = [...burst, replay].filter((answer) => answer.status === 200 || answer.status === 201);
    expect(succeeded.length).toBeGreaterThanOrEqual(2);
    expect(new Set(succeeded.map((answer) => answer.body.id)).size).toBe(1);
    expect([200, 201]).toContain(replay.status);

    const rows = await db.query<{ count: string }>('SELECT count(*) FROM orders WHERE idempotency_key = $1', [key]);
    expect(Number(rows[0].count)).toBe(1);
    const lines = await db.query<{ count: string }>('SELECT count(*) FROM order_lines WHERE order_id = $1', [replay.body.id]);
    expect(Number(lines[0].count)).toBe(2);

    // B lists the order A (or B) created for this visitor.
    const listed = await call<{ orders: OrderResponse[] }>(`${b.url}/api/orders`, { headers: { cookie } });
    expect(listed.body.orders.map((order) => order.id)).toEqual([replay.body.id]);
  });
});
