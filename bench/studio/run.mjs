// npm run bench:studio — does Prisma Studio, looking at the running shop's embedded database
// through the socket the shop serves (libs/api/database, embedded-database-socket.ts), slow the
// shop down? POST /api/order on the production build on PGlite, in one run:
//   1. reference     SHARE_EMBEDDED_DATABASE=false: no socket at all, against
//      socket, unused  the socket served, nobody connected (a second server, the same traffic in turn)
//   2. on the server that shares its database, against "socket, unused":
//      Studio idle   a Studio-like session connected and left open (3 connections, no query)
//      Studio 1/s    a Studio-like session refreshing the orders table once a second
//      Studio loop   the same, as fast as it is answered: the worst a staff member can do by browsing
// Each scenario runs in three slices, the scenarios of a phase taking turns, so that the shared
// machine's other work falls on all of them alike.
// "Studio-like": each refresh is what Studio sends for a table's first page, one transaction on
// one connection (set_config of search_path, the page of 25 newest orders with the table's count,
// the same page's lines), through `pg` on the socket. "held" is how long a refresh had the
// database to itself (BEGIN's answer to COMMIT's): what a request of the shop can wait behind it.
// Environment: BENCH_DURATION (seconds per scenario, default 15), BENCH_ROUNDS (the slices it is cut into,
// default 3), BENCH_CONNECTIONS (default 32),
// BENCH_SKIP_BUILD=1 (use dist/api as is).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { API_MAIN, build, cleanUp, cpuMs, log, root, runLoad, startServer } from '../api/harness.mjs';

const tmp = join(root, 'tmp/bench-studio');
mkdirSync(tmp, { recursive: true });
const duration = Number(process.env.BENCH_DURATION ?? 15);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const warmup = 2;
/** Each scenario runs in this many slices, taking turns with the others (see main). */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const dataRoot = mkdtempSync(join(tmpdir(), 'bench-studio-'));

const slug = (label) =>
  label
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();

function startShop(name, share) {
  return startServer(`API (${name})`, API_MAIN, {
    NODE_ENV: 'production',
    DATA_DIR: join(dataRoot, name),
    SHARE_EMBEDDED_DATABASE: String(share),
    COOKIE_SECRET: 'bench-cookie-secret-0123456789abcdef0123456789',
    PUBLIC_URL: 'http://127.0.0.1',
    LOG_LEVEL: 'info',
    WEB_DIR: 'none',
    RATE_LIMIT_CONTACT: '0',
    RATE_LIMIT_NOTIFY: '0',
    RATE_LIMIT_ORDER: '0',
    MAIL_SENDER: 'off',
  });
}

/** autocannon in its own process (bench/api/load.mjs), so its work is not on this event loop, where the Studio-like client runs. */
function load(label, url, seconds, cookie) {
  return runLoad(tmp, { name: slug(label), kind: 'order', url, connections, duration: seconds, cookie });
}

async function visitorCookie(url) {
  const first = await fetch(`${url}/api/orders`);
  return first.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

/** Studio's driver keeps a pool: three connections through the shop's socket. */
async function studioSession(dataDir) {
  const clients = await Promise.all(
    [1, 2, 3].map(async () => {
      const client = new pg.Client({ host: `${dataDir}.socket`, user: 'postgres', database: 'postgres' });
      await client.connect();
      return client;
    }),
  );
  return { clients, end: () => Promise.all(clients.map((client) => client.end())) };
}

/**
 * One refresh of the orders table as Studio asks for it. Returns how long the client held the
 * shop's database: from BEGIN's answer (its turn granted) to COMMIT's (its turn given back), the
 * longest a request of the shop can have waited for it.
 */
async function refresh(client) {
  await client.query('BEGIN');
  const held = performance.now();
  try {
    await client.query("SELECT set_config('search_path', $1, true)", ['public']);
    const page = await client.query(
      'SELECT o.*, count(*) OVER () AS __ps_count__ FROM orders o ORDER BY o.created_at DESC LIMIT 25 OFFSET 0',
    );
    await client.query('SELECT * FROM order_lines WHERE order_id = ANY($1::uuid[])', [page.rows.map((row) => row.id)]);
    await client.query('COMMIT');
    return performance.now() - held;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

/** Refreshes until stopped, each `pauseMs` after the last answer (0: at once); each refresh's time and hold go into `figures`. */
function browse(session, pauseMs, figures) {
  let stopped = false;
  let turn = 0;
  const running = (async () => {
    while (!stopped) {
      const started = performance.now();
      const held = await refresh(session.clients[turn++ % session.clients.length]);
      figures.times.push(performance.now() - started);
      figures.held.push(held);
      if (pauseMs > 0) await new Promise((done) => setTimeout(done, pauseMs));
    }
  })();
  return async () => {
    stopped = true;
    await running;
  };
}

/** How many of the orders answered 2xx are not stored with both their lines. */
async function missingOrders(db, ok) {
  const { rows } = await db.query(
    `SELECT count(*)::int AS n FROM orders o
      WHERE o.idempotency_key = ANY($1::text[]) AND (SELECT count(*) FROM order_lines l WHERE l.order_id = o.id) = 2`,
    [ok],
  );
  return ok.length - rows[0].n;
}

let slicesRun = 0;

/** One slice of one scenario: the load for `seconds`, with what the scenario does beside it. */
async function slice(scenario, seconds) {
  const before = cpuMs(scenario.shop.pid);
  const stop = await scenario.beside();
  // Every slice its own name: it prefixes the Idempotency-Keys, and a key used before would make
  // each request a replay (a failed insert and a lookup) instead of a new order.
  const result = await load(`slice ${++slicesRun} ${scenario.label}`, scenario.shop.url, seconds, scenario.shop.cookie);
  await stop();
  const after = cpuMs(scenario.shop.pid);
  scenario.slices.push({ ...result, cpu: before === null || after === null ? null : after - before, seconds });
}

/** The slices of a scenario as one row: rates over the whole time, the median p50, the worst p99 and max. */
function combine(scenario) {
  const { slices } = scenario;
  const sum = (pick) => slices.reduce((total, one) => total + pick(one), 0);
  const total = sum((one) => one.total);
  const p50s = slices.map((one) => one.p50).sort((a, b) => a - b);
  const quantile = (values, q) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  };
  const { times, held } = scenario.figures;
  return {
    label: scenario.label,
    requestsPerSec: total / sum((one) => one.seconds),
    perSlice: slices.map((one) => Math.round(one.requestsPerSec)),
    p50: p50s[Math.floor(p50s.length / 2)],
    p99: Math.max(...slices.map((one) => one.p99)),
    max: Math.max(...slices.map((one) => one.max)),
    failed: sum((one) => one.non2xx + one.errors + one.timeouts),
    cpuPerRequest: slices.every((one) => one.cpu !== null) ? sum((one) => one.cpu) / Math.max(1, total) : null,
    ok: slices.flatMap((one) => one.ok),
    studio: scenario.browsing
      ? {
          refreshes: times.length,
          p50: quantile(times, 0.5),
          p99: quantile(times, 0.99),
          heldP50: quantile(held, 0.5),
          heldP99: quantile(held, 0.99),
        }
      : undefined,
  };
}

const pad = (value, width) => String(value).padStart(width);
const fixed = (value, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');
const nothing = async () => async () => undefined;

/** Every scenario takes a turn in each round, in a rotated order, so a burst of other work on the shared machine falls on all alike. */
async function runPhase(scenarios, sliceSeconds) {
  for (let round = 0; round < ROUNDS; round++) {
    for (let i = 0; i < scenarios.length; i++) {
      const scenario = scenarios[(i + round) % scenarios.length];
      log(`round ${round + 1}: ${scenario.label}, ${sliceSeconds} s at ${connections} connections`);
      await slice(scenario, sliceSeconds);
    }
  }
  return scenarios.map(combine);
}

function table(title, results) {
  const [base] = results;
  const lines = [
    title,
    `  ${'scenario'.padEnd(30)}${pad('req/s', 7)}${pad('vs 1st', 8)}${pad('p50 ms', 8)}${pad('p99 ms', 8)}${pad('max ms', 8)}${pad('failed', 8)}${pad('CPU ms/req', 12)}${pad('vs 1st', 8)}${pad('refreshes', 11)}${pad('refresh p50/p99 ms', 20)}${pad('held p50/p99 ms', 17)}  rows`,
  ];
  for (const r of results) {
    lines.push(
      `  ${r.label.padEnd(30)}${pad(Math.round(r.requestsPerSec), 7)}${pad(fixed(r.requestsPerSec / base.requestsPerSec, 2), 8)}${pad(r.p50, 8)}${pad(r.p99, 8)}${pad(r.max, 8)}${pad(r.failed, 8)}` +
        `${pad(fixed(r.cpuPerRequest, 2), 12)}${pad(fixed(r.cpuPerRequest / base.cpuPerRequest, 2), 8)}${pad(r.studio ? r.studio.refreshes : '', 11)}${pad(r.studio ? `${fixed(r.studio.p50)} / ${fixed(r.studio.p99)}` : '', 20)}` +
        `${pad(r.studio ? `${fixed(r.studio.heldP50)} / ${fixed(r.studio.heldP99)}` : '', 17)}` +
        `  ${r.missing === 0 ? `ok (${r.ok.length} orders stored)` : `MISSING ${r.missing} of ${r.ok.length}`}`,
    );
  }
  for (const r of results) lines.push(`  ${r.label} req/s per round: ${r.perSlice.join(', ')}`);
  return lines;
}

async function main() {
  build();
  log(`two production builds on PGlite (${dataRoot}): SHARE_EMBEDDED_DATABASE=false, and the socket served`);
  const reference = await startShop('reference', false);
  const shared = await startShop('shared', true);
  for (const shop of [reference, shared]) {
    shop.cookie = await visitorCookie(shop.url);
    await load(`warmup ${shop.url}`, shop.url, warmup, shop.cookie);
  }
  const dataDir = join(dataRoot, 'shared', 'pglite');
  const sliceSeconds = Math.max(2, Math.round(duration / ROUNDS));
  const scenario = (label, shop, pauseMs) => {
    const full = { label, shop, slices: [], figures: { times: [], held: [] }, browsing: typeof pauseMs === 'number' };
    // A Studio session opened for the slice, refreshing every `pauseMs` (never when null), closed after it.
    full.beside =
      pauseMs === undefined
        ? nothing
        : async () => {
            const session = await studioSession(dataDir);
            const stopBrowsing = pauseMs === null ? async () => undefined : browse(session, pauseMs, full.figures);
            return async () => {
              await stopBrowsing();
              await session.end();
            };
          };
    return full;
  };

  // 1. Serving the socket, with nobody on it: two servers given the same traffic in turn. (A
  // server measured in fewer slices than another was about 20% dearer per request in an A/A run
  // on a loaded machine: comparisons are only made between servers that share the traffic alike.)
  const served = await runPhase([scenario('reference (no socket)', reference), scenario('socket, unused', shared)], sliceSeconds);
  // 2. What a Studio session does to the shop, all on the server that shares its database.
  const studio = await runPhase(
    [
      scenario('socket, unused', shared),
      scenario('Studio idle (3 connections)', shared, null),
      scenario('Studio 1 refresh/s', shared, 1000),
      scenario('Studio refreshing in a loop', shared, 0),
    ],
    sliceSeconds,
  );

  const check = await studioSession(dataDir);
  for (const result of [served[1], ...studio]) result.missing = await missingOrders(check.clients[0], result.ok);
  const orderCount = Number((await check.clients[0].query('SELECT count(*) FROM orders')).rows[0].count);
  await check.end();
  await shared.stop();
  await reference.stop();
  // The reference has no socket: its rows are read from its data directory once its server has stopped.
  const { PGlite } = await import('@electric-sql/pglite');
  const referenceDb = new PGlite(join(dataRoot, 'reference', 'pglite'));
  served[0].missing = await missingOrders(referenceDb, served[0].ok);
  await referenceDb.close();

  const report = [
    `Studio on the running shop's embedded database: POST /api/order, ${connections} connections, ${ROUNDS} rounds of ${sliceSeconds} s per scenario, ${new Date().toISOString()}`,
    ...table('1. The socket served, nobody connected (two servers, the same traffic in turn)', served),
    ...table('2. A Studio session beside the shop (one server, sharing its database)', studio),
    `${orderCount} orders in the shared shop's table by the end (each refresh counts them all)`,
  ].join('\n');
  console.log(`\n${report}`);
  writeFileSync(join(tmp, 'latest.txt'), `${report}\n`);
}

try {
  await main();
} finally {
  await cleanUp();
  rmSync(dataRoot, { recursive: true, force: true });
}
