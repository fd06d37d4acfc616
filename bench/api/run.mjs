// npm run bench:api — throughput and latency of the production API on PostgreSQL, against a bare
// Fastify + pg baseline doing the same insert, with a row check after every write scenario.
// Environment: BENCH_DATABASE_URL (admin URL of the PostgreSQL server, a fresh database is
// created per server), BENCH_DURATION (seconds per scenario, default 15), BENCH_CONNECTIONS
// (default 64), BENCH_LOG_LEVEL (API log level, default info as in production),
// BENCH_POOL_SIZE (DATABASE_POOL_SIZE of both servers; default 32),
// BENCH_SKIP_LOG_COMPARISON=1 (skip the extra notify run at LOG_LEVEL=warn), BENCH_SCENARIOS
// (comma-separated subset of notify,order,list; default all), BENCH_SKIP_BUILD=1 (use dist/api as is).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  API_MAIN,
  build,
  cleanUp,
  cpuMs,
  createDatabase,
  log,
  migrate,
  root,
  runId,
  runLoad,
  startServer,
  withClient,
} from './harness.mjs';

const tmp = join(root, 'tmp/bench-api');
mkdirSync(tmp, { recursive: true });
const duration = Number(process.env.BENCH_DURATION ?? 15);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 64);
const logLevel = process.env.BENCH_LOG_LEVEL ?? 'info';
// Both servers run side by side for the notify comparison, so together they must stay well
// inside PostgreSQL's default max_connections (100), shared with anything else on the machine.
// 32 each: with the API's default of 20, 64 concurrent orders on an overloaded machine queued for
// a connection and a few waited past the 1.5 s limit (503).
const poolSize = process.env.BENCH_POOL_SIZE ?? '32';
const only = new Set((process.env.BENCH_SCENARIOS ?? 'notify,order,list').split(',').map((name) => name.trim()));
const warmup = Math.min(3, Math.max(1, Math.round(duration / 5)));

const slug = (label) =>
  label
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();

function startApi(databaseUrl, level) {
  return startServer(`API (LOG_LEVEL=${level})`, API_MAIN, {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    COOKIE_SECRET: 'bench-cookie-secret-0123456789abcdef0123456789',
    PUBLIC_URL: 'http://127.0.0.1',
    LOG_LEVEL: level,
    // Only the API is built and measured here.
    WEB_DIR: 'none',
    RATE_LIMIT_CONTACT: '0',
    RATE_LIMIT_NOTIFY: '0',
    RATE_LIMIT_ORDER: '0',
    RATE_LIMIT_UNSUBSCRIBE: '0',
    // The request path is measured, not mail: each sign-up still queues its confirmation in the
    // outbox (in the bench's own database), but no sender writes tens of thousands of .eml files
    // into the checkout's DATA_DIR.
    MAIL_SENDER: 'off',
    ...(poolSize ? { DATABASE_POOL_SIZE: poolSize } : {}),
  });
}

// ---- load ---------------------------------------------------------------------------------
/** Runs autocannon in a separate process (see load.mjs) and returns its figures. */
function load(label, kind, url, seconds, extra = {}) {
  return runLoad(tmp, { name: slug(label), kind, url, connections, duration: seconds, ...extra });
}

/**
 * Requests/s depends on what else the (shared) machine is doing; the server's CPU time per
 * request does not, so both are reported.
 */
async function scenario(label, server, kind, extra) {
  await load(`${label}-warmup`, kind, server.url, warmup, extra);
  log(`${label}: ${duration} s at ${connections} connections`);
  return measure(label, server, kind, duration, extra);
}

async function measure(label, server, kind, seconds, extra) {
  const before = cpuMs(server.pid);
  const result = await load(label, kind, server.url, seconds, extra);
  const after = cpuMs(server.pid);
  const cpuPerRequest = before === null || after === null ? null : (after - before) / Math.max(1, result.total);
  return { label, kind, cpuPerRequest, seconds, ...result };
}

const NOTIFY_ROUNDS = 3;

/** One row from the slices of one side: rates over the whole time, the worst p99, summed counts. */
function combine(label, slices) {
  const sum = (pick) => slices.reduce((total, slice) => total + pick(slice), 0);
  const seconds = sum((slice) => slice.seconds);
  const total = sum((slice) => slice.total);
  const p50s = slices.map((slice) => slice.p50).sort((a, b) => a - b);
  return {
    label,
    kind: 'notify',
    seconds,
    total,
    requestsPerSec: total / seconds,
    p50: p50s[Math.floor(p50s.length / 2)],
    p99: Math.max(...slices.map((slice) => slice.p99)),
    non2xx: sum((slice) => slice.non2xx),
    errors: sum((slice) => slice.errors),
    timeouts: sum((slice) => slice.timeouts),
    ok2xx: sum((slice) => slice.ok2xx),
    cpuPerRequest: slices.every((slice) => slice.cpuPerRequest !== null) ? sum((slice) => slice.cpuPerRequest * slice.total) / total : null,
    perSlice: slices.map((slice) => Math.round(slice.requestsPerSec)),
    rows: {
      rows: sum((slice) => slice.rows.rows),
      missing: sum((slice) => slice.rows.missing),
      cutAtEnd: sum((slice) => slice.rows.cutAtEnd),
      unexplained: sum((slice) => slice.rows.unexplained),
      incomplete: sum((slice) => slice.rows.incomplete),
    },
  };
}

/**
 * Every 2xx must have its row, and every row must belong to a 2xx, except rows of requests the
 * load generator cut off when its time was up (sent, never answered: the server may have
 * committed them a moment later).
 */
async function checkRows(databaseUrl, result) {
  const ok = new Set(result.ok);
  const prefix = `${runId}-${slug(result.label)}.%`;
  const rows = await withClient(databaseUrl, async (client) => {
    if (result.kind === 'notify') {
      return (await client.query('SELECT email AS marker, 2 AS lines FROM subscribers WHERE email LIKE $1', [prefix])).rows;
    }
    return (
      await client.query(
        `SELECT o.idempotency_key AS marker, (SELECT count(*) FROM order_lines l WHERE l.order_id = o.id)::int AS lines
           FROM orders o WHERE o.idempotency_key LIKE $1`,
        [prefix],
      )
    ).rows;
  });
  const stored = new Set(rows.map((row) => row.marker));
  const missing = result.ok.filter((marker) => !stored.has(marker)).length;
  const answered = new Set(result.answered);
  const unanswered = new Set(result.sent.filter((marker) => !answered.has(marker)));
  const extra = rows.filter((row) => !ok.has(row.marker));
  const unexplained = extra.filter((row) => !unanswered.has(row.marker)).length;
  const incomplete = rows.filter((row) => row.lines !== 2).length;
  return { rows: rows.length, missing, cutAtEnd: extra.length - unexplained, unexplained, incomplete };
}

async function visitorWithOrders(url, count) {
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

// ---- report -------------------------------------------------------------------------------
const pad = (value, width) => String(value).padStart(width);
function table(results, ratio, cpuRatio) {
  const lines = [
    `API benchmark — ${connections} connections, ${duration} s per scenario, DATABASE_POOL_SIZE=${poolSize}, API LOG_LEVEL=${logLevel}, ${new Date().toISOString()}`,
    `${'scenario'.padEnd(34)}${pad('req/s', 9)}${pad('p50 ms', 8)}${pad('p99 ms', 8)}${pad('non-2xx', 9)}${pad('errors', 8)}${pad('CPU ms/req', 12)}  rows`,
  ];
  for (const r of results) {
    const rows = r.rows
      ? r.rows.missing === 0 && r.rows.unexplained === 0 && r.rows.incomplete === 0
        ? `ok: ${r.ok2xx} answered 2xx = ${r.rows.rows - r.rows.cutAtEnd} rows (+${r.rows.cutAtEnd} cut off at the end, unanswered)`
        : `MISMATCH: ${r.rows.missing} 2xx without row, ${r.rows.unexplained} rows without 2xx, ${r.rows.incomplete} orders without both lines`
      : '';
    lines.push(
      `${r.label.padEnd(34)}${pad(Math.round(r.requestsPerSec), 9)}${pad(r.p50, 8)}${pad(r.p99, 8)}${pad(r.non2xx, 9)}${pad(r.errors + r.timeouts, 8)}${pad(r.cpuPerRequest === null ? 'n/a' : r.cpuPerRequest.toFixed(2), 12)}  ${rows}`,
    );
  }
  for (const r of results.filter((result) => result.perSlice)) lines.push(`${r.label} req/s per slice: ${r.perSlice.join(', ')}`);
  lines.push(`notify throughput, API / baseline: ${ratio.toFixed(2)} (target >= 0.60)`);
  if (cpuRatio !== null)
    lines.push(`notify CPU per request, baseline / API: ${cpuRatio.toFixed(2)} (less sensitive to other load on the machine)`);
  return lines.join('\n');
}

async function main() {
  build();
  const results = [];

  log(`baseline: bare Fastify + pg on a fresh database (${runId})`);
  const baseDb = await createDatabase('baseline');
  await migrate(baseDb);
  const baseline = await startServer('baseline', join(root, 'bench/api/baseline-server.mjs'), {
    DATABASE_URL: baseDb,
    ...(poolSize ? { DATABASE_POOL_SIZE: poolSize } : {}),
  });
  log(`API: production build on a fresh database, LOG_LEVEL=${logLevel}`);
  const apiDb = await createDatabase('api');
  let api = await startApi(apiDb, logLevel);

  // The ratio's two sides take turns in short slices (B A, A B, B A), so a burst of other work
  // on the shared machine hits both alike instead of one whole run.
  const slices = { base: [], api: [] };
  const sliceSeconds = Math.max(2, Math.round(duration / NOTIFY_ROUNDS));
  await load('baseline-warmup', 'notify', baseline.url, warmup);
  await load('api-warmup', 'notify', api.url, warmup);
  for (let round = 1; round <= NOTIFY_ROUNDS; round++) {
    const order = round % 2 === 1 ? ['base', 'api'] : ['api', 'base'];
    for (const side of order) {
      const server = side === 'base' ? baseline : api;
      const label = `${side === 'base' ? 'baseline ' : ''}POST /api/notify #${round}`;
      log(`${label}: ${sliceSeconds} s at ${connections} connections`);
      const result = await measure(label, server, 'notify', sliceSeconds);
      result.rows = await checkRows(side === 'base' ? baseDb : apiDb, result);
      slices[side].push(result);
    }
  }
  const base = combine('baseline POST /api/notify', slices.base);
  const notify = combine('POST /api/notify', slices.api);
  results.push(base, notify);
  await baseline.stop();

  if (only.has('order')) {
    const orderCookie = await visitorWithOrders(api.url, 0);
    const order = await scenario('POST /api/order', api, 'order', { cookie: orderCookie });
    order.rows = await checkRows(apiDb, order);
    results.push(order);
  }
  if (only.has('list')) {
    const listCookie = await visitorWithOrders(api.url, 20);
    results.push(await scenario('GET /api/orders (20 orders)', api, 'list', { cookie: listCookie }));
  }
  await api.stop();

  if (!process.env.BENCH_SKIP_LOG_COMPARISON && logLevel !== 'warn') {
    // The cost of the per-request log line: the same notify run with it switched off.
    api = await startApi(apiDb, 'warn');
    const quiet = await scenario('POST /api/notify (LOG_LEVEL=warn)', api, 'notify');
    quiet.rows = await checkRows(apiDb, quiet);
    results.push(quiet);
    await api.stop();
  }

  const ratio = notify.requestsPerSec / base.requestsPerSec;
  const cpuRatio = notify.cpuPerRequest && base.cpuPerRequest ? base.cpuPerRequest / notify.cpuPerRequest : null;
  const report = table(results, ratio, cpuRatio);
  console.log(`\n${report}`);
  const misses = [];
  if (ratio < 0.6) misses.push(`notify ratio ${ratio.toFixed(2)} < 0.60`);
  for (const r of results) {
    if (r.p99 > 50) misses.push(`${r.label} p99 ${r.p99} ms > 50 ms`);
    if (r.non2xx + r.errors + r.timeouts > 0) misses.push(`${r.label}: ${r.non2xx} non-2xx, ${r.errors + r.timeouts} errors`);
    if (r.rows && (r.rows.missing || r.rows.unexplained || r.rows.incomplete)) misses.push(`${r.label}: row mismatch`);
  }
  console.log(misses.length ? `Targets missed: ${misses.join('; ')}` : 'All targets met.');
  writeFileSync(
    join(tmp, 'latest.json'),
    JSON.stringify(
      { runId, connections, duration, logLevel, ratio, cpuRatio, results: results.map(({ sent: _s, ok: _o, answered: _a, ...r }) => r) },
      null,
      2,
    ),
  );
}

try {
  await main();
} finally {
  await cleanUp();
}
