import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { killAll, startApi } from './support/api-process';
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
