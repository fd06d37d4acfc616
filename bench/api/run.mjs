// npm run bench:api — throughput and latency of the production API on PostgreSQL: sign-ups
// (POST /api/notify) against the same-work baseline (bench/baseline-server.mjs: Fastify + pg
// running the same shop_sign_up call) and, with BENCH_REFERENCE, against the build before a change;
// orders (POST /api/order) and one visitor's order list (GET /api/orders, 20 orders) against that
// build. The sides of a scenario take turns in short slices, each after BENCH_PRIMER seconds of its
// own load, so a burst of other work on the shared machine falls on all alike; ratios are taken
// within a round and their median reported. After each write slice the rows are checked: every
// 2xx has its row (a sign-up with its confirmation in the outbox, an order with its two lines).
// Environment: BENCH_DURATION (seconds a slice, default 5), BENCH_ROUNDS (3), BENCH_CONNECTIONS
// (64), BENCH_WARMUP_REQUESTS (per side before a scenario, default 40,000: V8 optimizes the API's
// code after a number of calls, not of seconds), BENCH_PRIMER (2), BENCH_POOL_SIZE (each server's
// DATABASE_POOL_SIZE, 20), BENCH_SCENARIOS (a subset of notify,order,list), and harness.mjs's.
import {
  BASELINE,
  build,
  cpuMs,
  createDatabase,
  f,
  load1,
  loadTest,
  log,
  median,
  percentile,
  reference,
  run,
  runId,
  startApi,
  startServer,
  withClient,
} from '../harness.mjs';

const seconds = Number(process.env.BENCH_DURATION ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 64);
const warmupRequests = Number(process.env.BENCH_WARMUP_REQUESTS ?? 40_000);
const primer = Number(process.env.BENCH_PRIMER ?? 2);
const poolSize = process.env.BENCH_POOL_SIZE ?? '20';
const only = new Set((process.env.BENCH_SCENARIOS ?? 'notify,order,list').split(','));
// The floors: notify at least this share of the baseline's throughput; orders and the list of the build before's.
const FLOOR = { notify: 0.6, order: 0.9, list: 0.9 };
const ORDER = JSON.stringify({
  items: [
    { id: 'thin-mint-elite-half-dozen', name: 'Thin Mint Elite', size: 'Half Dozen', price: 26, quantity: 2, total: 52 },
    { id: 'red-velvet-supreme-dozen', name: 'Red Velvet Supreme', size: 'Dozen', price: 48, quantity: 1, total: 48 },
  ],
  total: 10000,
});
let n = 0;

/** autocannon's request for `kind` on `side`: every write carries a marker of its own (its address or Idempotency-Key). */
function request(kind, side) {
  if (kind === 'list') return { method: 'GET', path: '/api/orders', headers: { cookie: side.cookie } };
  const marker = () => `${runId}-${side.label.toLowerCase()}.${n++}`;
  if (kind === 'notify') {
    return {
      method: 'POST',
      path: '/api/notify',
      setupRequest: (r) => ({
        ...r,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `${marker()}@bench.example` }),
      }),
    };
  }
  return {
    method: 'POST',
    path: '/api/order',
    setupRequest: (r) => ({
      ...r,
      headers: { 'content-type': 'application/json', cookie: side.cookie, 'idempotency-key': marker() },
      body: ORDER,
    }),
  };
}

/** A visitor of `url` (the cookie its first visit was given) with `orders` orders placed. */
async function visitor(url, orders) {
  const cookie = (await fetch(`${url}/api/orders`)).headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  for (let i = 0; i < orders; i++) {
    const headers = { 'content-type': 'application/json', cookie, 'idempotency-key': `${runId}-seed-${i}` };
    const answer = await fetch(`${url}/api/order`, { method: 'POST', headers, body: ORDER });
    if (answer.status !== 201) throw new Error(`Seeding orders failed: ${answer.status} ${await answer.text()}`);
  }
  return cookie;
}

/** The rows of `side`'s writes with their mail or lines, as many as there were 2xx answers; the problem, or undefined. */
async function checkRows(kind, side) {
  const sql = {
    notify: `SELECT count(*)::int AS rows, count(m.to_address)::int AS complete FROM subscribers s
               LEFT JOIN mail_outbox m ON m.to_address = s.email WHERE s.email LIKE $1`,
    order: `SELECT count(*)::int AS rows, count(*) FILTER (WHERE (SELECT count(*) FROM order_lines l WHERE l.order_id = o.id) = 2)::int AS complete
              FROM orders o WHERE o.idempotency_key LIKE $1`,
  }[kind];
  const { rows, complete } = await withClient(
    side.db,
    async (c) => (await c.query(sql, [`${runId}-${side.label.toLowerCase()}.%`])).rows[0],
  );
  // Requests cut off when a run's time was up may have been stored unanswered: at most one per connection.
  if (rows < side.written || rows > side.written + connections * side.runs || complete !== rows)
    return `${side.label}: ${side.written} answered 2xx, ${rows} rows, ${rows - complete} without their mail or lines`;
}

/** autocannon on `side`, counting what it wrote for checkRows. */
async function hit(kind, side, options) {
  const result = await loadTest({ url: side.server.url, connections, request: request(kind, side), ...options });
  side.written += result.ok2xx;
  side.runs++;
  return result;
}

/** `kind` on every side, in turns, ROUNDS slices each; each round's figures by side. */
async function sliced(kind, sides) {
  for (const side of sides) {
    Object.assign(side, { written: 0, runs: 0 });
    await hit(kind, side, { amount: warmupRequests });
  }
  const rounds = [];
  for (let round = 0; round < ROUNDS; round++) {
    const figures = {};
    for (const side of [...sides.slice(round % sides.length), ...sides.slice(0, round % sides.length)]) {
      if (primer) await hit(kind, side, { seconds: primer });
      const before = cpuMs(side.server.pid);
      const slice = await hit(kind, side, { seconds });
      const problem = kind !== 'list' && (await checkRows(kind, side));
      figures[side.label] = {
        ...slice,
        perSec: slice.total / slice.seconds,
        cpuUs: ((cpuMs(side.server.pid) - before) * 1000) / slice.total,
        problem,
      };
      log(`${kind}, round ${round + 1}, ${side.label}: ${f(figures[side.label].perSec)} req/s; ${load1()}`);
    }
    rounds.push(figures);
  }
  return rounds;
}

/** The report's lines for `kind`: each side's figures, then `a` against `b` with the floor. */
function report(kind, rounds, pairs) {
  const lines = [];
  for (const label of Object.keys(rounds[0])) {
    const all = rounds.map((r) => r[label]);
    const latencies = all.flatMap((s) => s.latencies);
    const bad = all.reduce((sum, s) => sum + s.bad, 0);
    lines.push(
      `${kind.padEnd(7)}${label.padEnd(11)}${f(median(all.map((s) => s.perSec))).padStart(8)} req/s (by round ${all.map((s) => f(s.perSec)).join(', ')}), ` +
        `p50 ${f(percentile(latencies, 50), 1)} ms, p99 ${f(percentile(latencies, 99), 1)} ms, CPU ${f(median(all.map((s) => s.cpuUs)))} µs/req, non-2xx ${bad}`,
    );
  }
  const misses = rounds.flatMap((r) => Object.values(r).map((s) => s.problem)).filter(Boolean);
  for (const label of Object.keys(rounds[0])) if (rounds.some((r) => r[label].bad)) misses.push(`${kind} ${label}: non-2xx answers`);
  for (const [a, b, floor] of pairs) {
    const ratio = median(rounds.map((r) => r[a].perSec / r[b].perSec));
    const p99 = median(rounds.map((r) => percentile(r[a].latencies, 99) / percentile(r[b].latencies, 99)));
    const cpu = median(rounds.map((r) => r[a].cpuUs / r[b].cpuUs));
    const abs = `${f(median(rounds.map((r) => r[a].perSec)))} against ${f(median(rounds.map((r) => r[b].perSec)))} req/s`;
    const target = floor ? ` (floor: throughput >= ${floor})` : '';
    lines.push(`${kind} ${a} / ${b}: throughput ${f(ratio, 2)} (${abs}), p99 ${f(p99, 2)}x, CPU per request ${f(cpu, 2)}x${target}`);
    if (floor && ratio < floor) misses.push(`${kind} ${a} / ${b} throughput ${f(ratio, 2)} < ${floor}`);
  }
  return { lines, misses };
}

await run(async () => {
  build();
  log(`${connections} connections, ${ROUNDS} slices of ${seconds} s per side, DATABASE_POOL_SIZE=${poolSize}; ${load1()}`);
  const sides = [{ label: 'API', db: await createDatabase('api') }];
  sides[0].server = await startApi('API', sides[0].db, { DATABASE_POOL_SIZE: poolSize });
  if (reference) {
    const db = await createDatabase('reference', reference);
    sides.push({ label: 'reference', db, server: await startApi('reference API', db, { DATABASE_POOL_SIZE: poolSize }, reference) });
  }
  const out = [];
  if (only.has('notify')) {
    const db = await createDatabase('baseline');
    const baseline = {
      label: 'baseline',
      db,
      server: await startServer('baseline', BASELINE, { DATABASE_URL: db, DATABASE_POOL_SIZE: poolSize }),
    };
    const pairs = [['API', 'baseline', FLOOR.notify], ...(reference ? [['API', 'reference']] : [])];
    out.push(report('notify', await sliced('notify', [baseline, ...sides]), pairs));
    await baseline.server.stop();
  }
  for (const kind of ['order', 'list'].filter((k) => only.has(k))) {
    for (const side of sides) side.cookie = await visitor(side.server.url, kind === 'list' ? 20 : 0);
    out.push(report(kind, await sliced(kind, sides), reference ? [['API', 'reference', FLOOR[kind]]] : []));
  }
  for (const side of sides) await side.server.stop();
  console.log(`\nAPI benchmark, ${new Date().toISOString()}, ${connections} connections, medians of ${ROUNDS} rounds`);
  for (const { lines } of out) console.log(lines.join('\n'));
  const misses = out.flatMap((o) => o.misses);
  console.log(misses.length ? `Floors missed: ${misses.join('; ')}` : 'Every check held; floors met.');
  console.log(load1());
  if (misses.length) process.exitCode = 1;
});
