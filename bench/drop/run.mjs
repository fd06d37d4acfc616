// npm run bench:drop — a drop of 500 boxes opening to a flash crowd (issue 21), on PostgreSQL, with
// two server processes behind a round-robin client, one of them killed with SIGKILL mid-drop.
// The same crowd meets the API and a bare baseline (bench/drop/baseline-server.mjs: Fastify + pg
// running the same checkout statement) in the same run; after each run the database is checked:
// never oversold, every 201 stored with its lines, every order took exactly its boxes, the
// per-visitor limit held, no 5xx other than cut connections, and (API) the announcement queued
// once per confirmed subscriber.
//
// Environment: BENCH_DATABASE_URL (admin URL of the PostgreSQL server), BENCH_BUYERS (5000),
// BENCH_BOXES (500), BENCH_CONNECTIONS (comma-separated, "64,256"), BENCH_SIDES ("api,baseline"),
// BENCH_KILL (1: kill one process mid-drop; 0: don't), BENCH_POOL_SIZE (per process, 20),
// BENCH_SKIP_BUILD=1 (use dist/api as is), BENCH_REFERENCE_API (another checkout's
// dist/api/apps/api/src/main.js: the crowd meets it too, on a database migrated as this
// checkout's, so "no slower than before" is measured in the same run; sides api,baseline,reference),
// BENCH_ROUNDS (3: every side at every concurrency once per round; ratios are taken within a round,
// between runs a minute apart, and their median reported, since a shared machine's speed drifts).
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import http from 'node:http';
import { API_MAIN, build, cleanUp, cpuMs, createDatabase, log, migrate, root, startServer, withClient } from '../api/harness.mjs';

const BUYERS = Number(process.env.BENCH_BUYERS ?? 5000);
const BOXES = Number(process.env.BENCH_BOXES ?? 500);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '64,256').split(',').map(Number);
const REFERENCE_API = process.env.BENCH_REFERENCE_API;
const SIDES = (process.env.BENCH_SIDES ?? (REFERENCE_API ? 'api,baseline,reference' : 'api,baseline')).split(',');
if (SIDES.includes('reference') && !REFERENCE_API)
  throw new Error("The reference side needs BENCH_REFERENCE_API (another checkout's dist/api/apps/api/src/main.js)");
const KILL = process.env.BENCH_KILL !== '0';
const POOL_SIZE = process.env.BENCH_POOL_SIZE ?? '20';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SUBSCRIBERS = 200;
const PER_VISITOR = 4;
const ADMIN_TOKEN = 'bench-admin-token-0123456789abcdef0123456789';
const COOKIE_SECRET = 'bench-cookie-secret-0123456789abcdef0123456789';

/** A few popular cookies, both sizes: BOXES spread over 8 lines. */
const POPULAR = ['thin-mint-elite', 'red-velvet-supreme', 'sea-salt-caramel-artisan', 'double-chocolate-explosion'];
const LINES = POPULAR.flatMap((productId) => ['half-dozen', 'dozen'].map((sizeKey) => ({ productId, sizeKey })));
const NAMES = { 'half-dozen': 'Half Dozen', dozen: 'Dozen' };
const PRICE = { 'half-dozen': 26, dozen: 48 };

/** Buyer i's basket: 1–3 boxes over one or two popular lines, the same on both sides. */
function basket(i) {
  const first = LINES[(i * 7) % LINES.length];
  const boxes = 1 + (i % 3);
  const items = [{ ...first, quantity: boxes === 3 && i % 2 ? 2 : boxes }];
  if (boxes === 3 && i % 2) items.push({ ...LINES[(i * 7 + 3) % LINES.length], quantity: 1 });
  const lines = items.map(({ productId, sizeKey, quantity }) => ({
    id: `${productId}-${sizeKey}`,
    name: productId
      .split('-')
      .map((w) => w[0].toUpperCase() + w.slice(1))
      .join(' '),
    size: NAMES[sizeKey],
    price: PRICE[sizeKey],
    quantity,
    total: PRICE[sizeKey] * quantity,
  }));
  return { items: lines, total: lines.reduce((sum, l) => sum + l.total * 100, 0) };
}

async function seedDrop(url, { announce }) {
  await withClient(url, async (client) => {
    const per = Math.floor(BOXES / LINES.length);
    const stock = LINES.map((line, i) => ({ ...line, boxes: per + (i < BOXES - per * LINES.length ? 1 : 0) }));
    await client.query(
      `INSERT INTO drops (id, name, opens_at, closes_at, per_visitor_boxes, announce_subject, announce_body, updated_at)
       VALUES (gen_random_uuid(), 'bench-drop', now() + interval '1 hour', now() + interval '4 hours', $1, $2, $3, now())`,
      [PER_VISITOR, announce ? 'The bench drop is open' : null, announce ? 'Go!' : null],
    );
    await client.query(
      `INSERT INTO drop_stock (drop_id, product_id, size_key, boxes, remaining)
       SELECT (SELECT id FROM drops), p, s, b, b FROM unnest($1::text[], $2::text[], $3::int[]) AS t(p, s, b)`,
      [stock.map((l) => l.productId), stock.map((l) => l.sizeKey), stock.map((l) => l.boxes)],
    );
    await client.query(
      `INSERT INTO subscribers (id, email, list, status, confirmed_at, updated_at)
       SELECT gen_random_uuid(), 'fan-' || i || '@bench.example', 'drop', 'confirmed', now(), now() FROM generate_series(1, $1::int) i`,
      [SUBSCRIBERS],
    );
  });
}

const openDrop = (url) => withClient(url, (client) => client.query(`UPDATE drops SET opens_at = now() - interval '1 millisecond'`));

/** The API's sides: this build, and with BENCH_REFERENCE_API another checkout's (the build before a change, say). */
const isApi = (side) => side === 'api' || side === 'reference';

function startSide(side, url, label) {
  if (isApi(side)) {
    return startServer(`${side === 'api' ? 'API' : 'reference API'} ${label}`, side === 'api' ? API_MAIN : REFERENCE_API, {
      NODE_ENV: 'production',
      DATABASE_URL: url,
      DATABASE_POOL_SIZE: POOL_SIZE,
      MIGRATE_ON_START: 'false',
      COOKIE_SECRET,
      ADMIN_TOKEN,
      PUBLIC_URL: 'http://127.0.0.1',
      LOG_LEVEL: 'info',
      WEB_DIR: 'none',
      RATE_LIMIT_ORDER: '0',
      MAIL_SENDER: 'off',
      DROP_PER_VISITOR_BOXES: String(PER_VISITOR),
      DROP_ANNOUNCE_POLL_MS: '200',
    });
  }
  return startServer(`baseline ${label}`, join(root, 'bench/drop/baseline-server.mjs'), {
    DATABASE_URL: url,
    DATABASE_POOL_SIZE: POOL_SIZE,
  });
}

/**
 * The crowd waiting for the opening: every buyer, on one process or the other in turn,
 * `connections` at a time, gets the visitor cookie their browser holds (GET /api/orders, the box's
 * recent orders, sets it) and loads the drop (GET /api/drop, as the page does). So both processes
 * have served visitors, every checkout and its retry after the kill carry the buyer's own cookie
 * (an idempotency key belongs to its visitor), and the client holds a keep-alive connection per
 * member of the crowd to each process, as a load balancer holds its connections to every process
 * behind it. (A Node server under load accepts one new connection per turn of its event loop,
 * about 10 ms: a hundred connections made at once after the kill would wait more than a second to
 * be accepted.) Answers one cookie per buyer; the baseline takes a plain `v=` id.
 */
async function waitingCrowd(side, servers, connections, dispatcher) {
  const out = new Array(BUYERS);
  let next = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < BUYERS) {
        const i = next++;
        const url = servers[i % servers.length].url;
        if (side === 'baseline') {
          out[i] = `v=buyer-${i}-${randomBytes(4).toString('hex')}`;
        } else {
          const visit = await send(`${url}/api/orders`, { agent: dispatcher });
          out[i] = (visit.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
          if (!out[i]) throw new Error(`GET /api/orders set no visitor cookie (status ${visit.status})`);
        }
        await send(`${url}/api/drop`, { headers: { cookie: out[i] }, agent: dispatcher });
      }
    }),
  );
  return out;
}

/** One HTTP request on a keep-alive agent; a cut connection is status 0. */
function send(url, { method = 'GET', headers = {}, body, agent }) {
  return new Promise((resolve) => {
    const request = http.request(url, { method, headers, agent, timeout: 60_000 }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => {
        let json = null;
        try {
          json = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        } catch {
          // not JSON
        }
        resolve({ status: response.statusCode, body: json, headers: response.headers });
      });
      response.on('error', () => resolve({ status: 0, body: null, headers: {} }));
    });
    request.on('error', () => resolve({ status: 0, body: null, headers: {} }));
    request.on('timeout', () => request.destroy());
    request.end(body);
  });
}

async function post(url, cookie, key, body, agent) {
  const started = performance.now();
  const payload = JSON.stringify(body);
  const answer = await send(`${url}/api/order`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), cookie, 'idempotency-key': key },
    body: payload,
    agent,
  });
  return { status: answer.status, body: answer.body, ms: performance.now() - started };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

async function runOne(side, connections, round) {
  const url = await createDatabase(`drop_${side}_${connections}_${round}`);
  await migrate(url);
  await seedDrop(url, { announce: isApi(side) && !process.env.BENCH_NO_ANNOUNCE });
  const servers = [await startSide(side, url, 'A'), await startSide(side, url, 'B')];
  // A socket per connection of the crowd on either process: after the kill, all of them reach the survivor.
  const dispatcher = new http.Agent({ keepAlive: true, maxSockets: connections });
  const jars = await waitingCrowd(side, servers, connections, dispatcher);
  await openDrop(url);

  const answers = [];
  let next = 0;
  let killedAt = null;
  let retries = 0;
  const cpuBefore = process.cpuUsage();
  // The servers' own CPU time (user + system) over the crowd, per checkout: a figure less at the
  // mercy of a shared machine than throughput, which also counts what the neighbours take.
  const serverCpuBefore = servers.map((server) => cpuMs(server.pid));
  let killedCpuMs = null;
  const started = performance.now();
  const killAfter = Math.floor(BUYERS / 10);
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < BUYERS) {
        const i = next++;
        const key = `bench-${i}`;
        // Round-robin by request: buyer i goes to process i % 2 until the kill, then to the survivor.
        const target = killedAt === null ? servers[i % 2] : servers[1];
        let answer = await post(target.url, jars[i], key, basket(i), dispatcher);
        if (answer.status === 0) {
          retries++;
          const retry = await post(servers[1].url, jars[i], key, basket(i), dispatcher);
          answer = { ...retry, ms: answer.ms + retry.ms, retried: true };
        }
        answers.push({ i, ...answer, at: performance.now() - started });
        if (KILL && killedAt === null && answers.length >= killAfter) {
          killedAt = performance.now() - started;
          killedCpuMs = cpuMs(servers[0].pid) - serverCpuBefore[0];
          process.kill(servers[0].pid, 'SIGKILL');
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const clientCpu = process.cpuUsage(cpuBefore);
  const serverCpuMs = (killedCpuMs ?? cpuMs(servers[0].pid) - serverCpuBefore[0]) + (cpuMs(servers[1].pid) - serverCpuBefore[1]);
  if (process.env.BENCH_DEBUG) {
    console.log(`  the load generator used ${((clientCpu.user + clientCpu.system) / 1000 / seconds / 10).toFixed(0)}% of a core`);
    for (let t = 0; t < seconds; t += 0.5) {
      const slice = answers
        .filter((a) => a.at - a.ms >= t * 1000 && a.at - a.ms < (t + 0.5) * 1000)
        .map((a) => a.ms)
        .sort((x, y) => x - y);
      if (slice.length)
        console.log(
          `  sent ${t.toFixed(1)}-${(t + 0.5).toFixed(1)} s: ${slice.length} requests, p50 ${slice[Math.floor(slice.length / 2)].toFixed(0)} ms, max ${slice.at(-1).toFixed(0)} ms`,
        );
    }
    const slowest = [...answers].sort((x, y) => y.ms - x.ms).slice(0, Math.ceil(answers.length / 100));
    const count = (pick) => slowest.filter(pick).length;
    console.log(
      `  the slowest 1% (${slowest.length}, from ${slowest.at(-1).ms.toFixed(0)} ms): ${count((a) => a.retried)} retried after the kill, ` +
        `${count((a) => a.status === 201)} placed, ${count((a) => a.status === 409)} refused; sent ${Math.min(...slowest.map((a) => a.at - a.ms)).toFixed(0)}–` +
        `${Math.max(...slowest.map((a) => a.at - a.ms)).toFixed(0)} ms after the opening${killedAt === null ? '' : `, the kill at ${killedAt.toFixed(0)} ms`}`,
    );
  }
  dispatcher.destroy();

  // Give the announcer a moment, then check everything from the database.
  if (isApi(side)) await new Promise((resolve) => setTimeout(resolve, 1_500));
  const problems = [];
  const created = answers.filter((a) => a.status === 201);
  await withClient(url, async (client) => {
    const stock = (
      await client.query(`SELECT sum(boxes)::int AS boxes, sum(remaining)::int AS remaining, min(remaining)::int AS low FROM drop_stock`)
    ).rows[0];
    const sold = stock.boxes - stock.remaining;
    if (sold > BOXES || stock.low < 0) problems.push(`oversold: ${sold} of ${BOXES}`);
    if (sold !== BOXES) problems.push(`sold ${sold} boxes, not all ${BOXES} (the crowd wanted more)`);
    const ordered = (
      await client.query(
        `SELECT coalesce(sum(l.quantity), 0)::int AS boxes FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE o.drop_id IS NOT NULL`,
      )
    ).rows[0];
    if (ordered.boxes !== sold) problems.push(`order lines hold ${ordered.boxes} boxes, stock says ${sold} sold`);
    const ids = created.map((a) => a.body.id);
    const stored = (
      await client.query(
        `SELECT count(DISTINCT o.id)::int AS n FROM orders o JOIN order_lines l ON l.order_id = o.id WHERE o.id = ANY($1::uuid[])`,
        [ids],
      )
    ).rows[0];
    if (stored.n !== new Set(ids).size) problems.push(`${new Set(ids).size - stored.n} answered 201 without their order and lines`);
    const exact = (
      await client.query(
        `SELECT count(*)::int AS n FROM orders o WHERE o.drop_id IS NOT NULL AND o.total_cents <> (SELECT sum(line_total_cents) FROM order_lines WHERE order_id = o.id)`,
      )
    ).rows[0];
    if (exact.n > 0) problems.push(`${exact.n} orders whose lines do not add up`);
    const over = (
      await client.query(
        `SELECT count(*)::int AS n FROM (SELECT o.visitor_id FROM orders o JOIN order_lines l ON l.order_id = o.id WHERE o.drop_id IS NOT NULL GROUP BY o.visitor_id HAVING sum(l.quantity) > $1) v`,
        [PER_VISITOR],
      )
    ).rows[0];
    if (over.n > 0) problems.push(`${over.n} visitors past the limit`);
    // Each buyer sends one idempotency key, retried at most once: never two orders for it.
    const twice = (
      await client.query(
        `SELECT count(*)::int AS n FROM (SELECT idempotency_key FROM orders WHERE drop_id IS NOT NULL GROUP BY idempotency_key HAVING count(*) > 1) k`,
      )
    ).rows[0];
    if (twice.n > 0) problems.push(`${twice.n} buyers got two orders`);
    if (isApi(side) && !process.env.BENCH_NO_ANNOUNCE) {
      const mail = (
        await client.query(
          `SELECT count(*)::int AS n, count(DISTINCT subscriber_id)::int AS distinct FROM mail_outbox WHERE campaign_id IS NOT NULL`,
        )
      ).rows[0];
      if (mail.n !== SUBSCRIBERS || mail.distinct !== SUBSCRIBERS)
        problems.push(`announcement queued ${mail.n} times for ${mail.distinct} of ${SUBSCRIBERS} subscribers`);
    }
  });
  const fivexx = answers.filter((a) => a.status >= 500 || a.status === 0);
  if (fivexx.length > 0)
    problems.push(`${fivexx.length} answers were 5xx or never came (${[...new Set(fivexx.map((a) => a.status))].join(', ')})`);

  const reasons = {};
  for (const a of answers.filter((x) => x.status === 409)) reasons[a.body?.reason ?? '?'] = (reasons[a.body?.reason ?? '?'] ?? 0) + 1;
  const latencies = answers.map((a) => a.ms).sort((a, b) => a - b);
  const createdMs = created.map((a) => a.ms).sort((a, b) => a - b);
  const soldOutAt = created.length ? Math.max(...created.map((a) => a.at)) / 1000 : NaN;
  for (const server of servers) await server.stop();
  return {
    side,
    connections,
    requestsPerSec: answers.length / seconds,
    ordersPerSec: created.length / soldOutAt,
    orders: created.length,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    p99Created: percentile(createdMs, 99),
    cpuUsPerCheckout: (serverCpuMs * 1000) / answers.length,
    reasons,
    retries,
    killedAt,
    seconds,
    problems,
  };
}

const f = (n, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : '–');
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length % 2 ? sorted[(sorted.length - 1) / 2] : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;
};
try {
  build();
  log(
    `${BUYERS} buyers, ${BOXES} boxes, two processes per side${KILL ? ', one killed after a tenth of the crowd' : ''}; pool ${POOL_SIZE} each; ${ROUNDS} round(s)`,
  );
  const results = [];
  for (let round = 1; round <= ROUNDS; round++) {
    for (const connections of CONNECTIONS) {
      for (const side of SIDES) {
        log(`round ${round}: ${side} at ${connections} connections`);
        const result = { round, ...(await runOne(side, connections, round)) };
        results.push(result);
        log(
          `${side} @${connections}: ${f(result.requestsPerSec)} checkouts/s, ${f(result.ordersPerSec)} orders/s until sold out, p50 ${f(result.p50)} ms, p99 ${f(result.p99)} ms (201s: p99 ${f(result.p99Created)} ms), ` +
            `server CPU ${f(result.cpuUsPerCheckout)} µs/checkout, ${result.orders} orders, refusals ${JSON.stringify(result.reasons)}, ${result.retries} retried after the kill; checks: ${result.problems.length ? result.problems.join('; ') : 'all held'}`,
        );
      }
    }
  }
  console.log(
    '\nround | connections | side      | checkouts/s | orders/s | p50 ms | p99 ms | p99 201 ms | CPU µs/checkout | orders | refusals | retried | checks',
  );
  for (const r of results) {
    console.log(
      `${String(r.round).padStart(5)} | ${String(r.connections).padStart(11)} | ${r.side.padEnd(9)} | ${f(r.requestsPerSec).padStart(11)} | ${f(r.ordersPerSec).padStart(8)} | ${f(r.p50).padStart(6)} | ${f(r.p99).padStart(6)} | ${f(r.p99Created).padStart(10)} | ${f(r.cpuUsPerCheckout).padStart(15)} | ${String(r.orders).padStart(6)} | ${JSON.stringify(r.reasons)} | ${r.retries} | ${r.problems.length ? r.problems.join('; ') : 'all held'}`,
    );
  }
  console.log('');
  const of = (side, connections, round) => results.find((r) => r.side === side && r.connections === connections && r.round === round);
  for (const connections of CONNECTIONS) {
    const apiP99 = results.filter((r) => r.side === 'api' && r.connections === connections).map((r) => r.p99);
    if (apiP99.length)
      console.log(`@${connections}: API p99 by round ${apiP99.map((v) => f(v)).join(', ')} ms (median ${f(median(apiP99))})`);
    for (const other of ['baseline', 'reference']) {
      const pairs = [];
      for (let round = 1; round <= ROUNDS; round++) {
        const api = of('api', connections, round);
        const them = of(other, connections, round);
        if (api && them) pairs.push({ api, them });
      }
      if (!pairs.length) continue;
      const ratios = pairs.map(({ api, them }) => api.requestsPerSec / them.requestsPerSec);
      const cpu = pairs.map(({ api, them }) => api.cpuUsPerCheckout / them.cpuUsPerCheckout);
      console.log(
        `@${connections}: API / ${other} throughput ${f(median(ratios), 2)} (by round ${ratios.map((v) => f(v, 2)).join(', ')}; ` +
          `${f(median(pairs.map((p) => p.api.requestsPerSec)))} / ${f(median(pairs.map((p) => p.them.requestsPerSec)))} checkouts/s), ` +
          `p99 ${f(median(pairs.map((p) => p.api.p99)))} ms against ${f(median(pairs.map((p) => p.them.p99)))} ms, ` +
          `server CPU per checkout ${f(median(cpu), 2)}× (${f(median(pairs.map((p) => p.api.cpuUsPerCheckout)))} / ${f(median(pairs.map((p) => p.them.cpuUsPerCheckout)))} µs)`,
      );
    }
  }
  if (results.some((r) => r.problems.length > 0)) process.exitCode = 1;
} finally {
  await cleanUp();
}
