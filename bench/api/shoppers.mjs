// The shoppers of bench:api's order scenarios and of its drop, for bench/api/run.mjs and
// bench/api/profile.mjs: a drop open now on a database, and the visitors (with their cookies, and
// with orders when the list scenario needs them) who buy from it.
import { runId, withClient } from './harness.mjs';

/**
 * A drop open now on the database at `url`, for the drop scenarios: the order scenario's two lines
 * with boxes to last any run, the sold-out scenario's line with none, and a per-visitor limit no
 * run reaches (each of the crowd's visitors sends many requests).
 */
export async function openDrop(url) {
  await withClient(url, async (client) => {
    await client.query(
      `INSERT INTO drops (id, name, opens_at, closes_at, per_visitor_boxes, updated_at)
       VALUES (gen_random_uuid(), 'bench-api-drop', now() - interval '1 minute', now() + interval '4 hours', 1000000000, now())`,
    );
    await client.query(
      `INSERT INTO drop_stock (drop_id, product_id, size_key, boxes, remaining)
       SELECT d.id, t.p, t.s, t.b, t.b FROM drops d, unnest($1::text[], $2::text[], $3::int[]) AS t(p, s, b)`,
      [
        ['thin-mint-elite', 'red-velvet-supreme', 'sea-salt-caramel-artisan'],
        ['half-dozen', 'dozen', 'dozen'],
        [1_000_000_000, 1_000_000_000, 0],
      ],
    );
  });
}

/**
 * The drop scenarios' buyers: CROWD visitors taking turns, each with the cookie its server gave
 * it, so that, as in a real drop, orders wait on the stock rows they all share and not on one
 * buyer's row (with one visitor sending everything, that row's lock decided the tail).
 */
const CROWD = 1000;
export const baselineCrowd = Array.from({ length: CROWD }, (_, i) => `v=bench-drop-visitor-${i}`);
export async function crowd(url) {
  const cookies = [];
  for (let i = 0; i < CROWD; i += 50) {
    cookies.push(...(await Promise.all(Array.from({ length: 50 }, () => visitorWithOrders(url, 0)))));
  }
  return cookies;
}

export async function visitorWithOrders(url, count) {
  const first = await fetch(`${url}/api/orders`);
  const cookie = first.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  for (let i = 0; i < count; i++) {
    const answer = await fetch(`${url}/api/order`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, 'idempotency-key': `${runId}-seed-${i}` },
      body: JSON.stringify({
        items: [
          { id: 'thin-mint-elite-half-dozen', name: 'Thin Mint Elite', size: 'Half Dozen', price: 26, quantity: 2, total: 52 },
          { id: 'red-velvet-supreme-dozen', name: 'Red Velvet Supreme', size: 'Dozen', price: 48, quantity: 1, total: 48 },
        ],
        total: 10000,
      }),
    });
    if (answer.status !== 201) throw new Error(`Seeding orders failed: ${answer.status} ${await answer.text()}`);
  }
  return cookie;
}
