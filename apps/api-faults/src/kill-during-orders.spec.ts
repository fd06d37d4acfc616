import { type ApiProcess, startApi } from './support/api-process';
import { freshDatabaseForSuite } from './support/suite';
import { type Answer, listOrders, newVisitorCookie, placeOrder, TWO_LINE_ORDER, waitFor } from './support/shop-client';
import type { OrderResponse } from '@shop/contract';

// kill -9 in the middle of a stream of orders: what was acknowledged must be there, whole.
describe('kill -9 during a stream of orders', () => {
  const db = freshDatabaseForSuite();

  it('keeps every acknowledged order with all its lines, and no order without lines', async () => {
    let api: ApiProcess = await startApi({ DATABASE_URL: db().url });
    const cookie = await newVisitorCookie(api.url);
    const acknowledged: OrderResponse[] = [];
    const answers: Answer<OrderResponse>[] = [];
    let stop = false;
    let n = 0;

    // 12 clients ordering back to back, each with its own idempotency key per order.
    const clients = Array.from({ length: 12 }, async () => {
      while (!stop) {
        const answer = await placeOrder(api.url, cookie, `kill-${n++}`, 30_000);
        answers.push(answer);
        if (answer.status === 201) acknowledged.push(answer.body);
        if (answer.status === 0) return; // the server is gone
      }
    });
    // Kill once the stream is really flowing (however busy the machine is).
    await waitFor(async () => acknowledged.length >= 20, 30_000, 50);
    const before = acknowledged.length;
    api.child.kill('SIGKILL');
    await api.exited;
    stop = true;
    await Promise.all(clients);

    expect(before).toBeGreaterThanOrEqual(20); // the stream was really flowing when the process died
    expect(answers.some((answer) => answer.status === 0)).toBe(true); // and some requests were cut off
    expect(answers.filter((answer) => answer.status !== 0 && answer.status !== 201)).toEqual([]);

    api = await startApi({ DATABASE_URL: db().url });
    const rows = await db().query<{ id: string; total_cents: number; lines: string; line_sum: string | null }>(
      `SELECT o.id, o.total_cents, count(l.id) AS lines, sum(l.line_total_cents) AS line_sum
         FROM orders o LEFT JOIN order_lines l ON l.order_id = o.id GROUP BY o.id`,
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const order of acknowledged) {
      const row = byId.get(order.id);
      expect(row).toBeDefined();
      expect(Number(row?.lines)).toBe(TWO_LINE_ORDER.items.length);
    }
    // Nothing half-written: every order has its two lines and they add up to its total.
    expect(rows.filter((row) => Number(row.lines) !== 2 || Number(row.line_sum) !== row.total_cents)).toEqual([]);
    // At most the requests in flight at the kill may have been committed without an answer.
    expect(rows.length).toBeGreaterThanOrEqual(acknowledged.length);
    expect(rows.length - acknowledged.length).toBeLessThanOrEqual(12);

    // The restarted server shows the visitor the newest of them.
    const listed = await listOrders(api.url, cookie);
    expect(listed.status).toBe(200);
    expect(listed.body.orders).toHaveLength(Math.min(20, rows.length));
    await api.stop();
  });
});
