// What bench:api, bench:drop and bench:mail share: the API's build, fresh databases on the
// benchmark's PostgreSQL server (dropped at the end), servers started as child processes that
// print `listening on URL`, the load generator, and the figures' arithmetic.
// Environment read here: BENCH_DATABASE_URL (admin URL of the PostgreSQL server), BENCH_SKIP_BUILD=1
// (use dist/api as it is), BENCH_REFERENCE (another checkout, built: the build before a change,
// measured beside this one in the same run). Flag --profile: every server runs under V8's
// --cpu-prof and leaves its .cpuprofile in tmp/bench/profiles (open it in Chrome's DevTools).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

export const root = resolve(import.meta.dirname, '..');
export const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
export const runId = `b${randomBytes(4).toString('hex')}`;
export const reference = process.env.BENCH_REFERENCE ? resolve(process.env.BENCH_REFERENCE) : undefined;
export const COOKIE_SECRET = 'bench-cookie-secret-0123456789abcdef0123456789';
export const BASELINE = join(root, 'bench/baseline-server.mjs');
/** The built API's entry point in a checkout. */
export const apiMain = (checkout = root) => join(checkout, 'dist/api/apps/api/src/main.js');
const profileArgs = process.argv.includes('--profile') ? ['--cpu-prof', `--cpu-prof-dir=${join(root, 'tmp/bench/profiles')}`] : [];
const children = new Set();
const databases = [];

export const log = (message) => console.log(`[bench] ${message}`);
/** The machine's load, printed with every report: the figures of a shared machine move with it. */
export const load1 = () =>
  `load average ${loadavg()
    .map((v) => v.toFixed(2))
    .join(' ')}`;

/** Runs `work(i)` for i in [0, count) with at most `concurrency` at a time. */
export async function pool(count, concurrency, work) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, count) }, async () => {
      while (next < count) await work(next++);
    }),
  );
}

export function build() {
  if (reference && !existsSync(apiMain(reference))) throw new Error(`BENCH_REFERENCE: ${apiMain(reference)} is missing; build it first`);
  if (process.env.BENCH_SKIP_BUILD && existsSync(apiMain())) return;
  log('building the API (nx cache makes this instant when nothing changed)');
  const result = spawnSync('npx', ['nx', 'run', 'api:build', '--output-style=static'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' },
  });
  if (result.status !== 0 || !existsSync(apiMain())) throw new Error('The API build failed');
}

export async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A fresh database, migrated by `checkout`'s own build (its migrations, its migrator). */
export async function createDatabase(label, checkout = root) {
  const name = `bench_${label}_${runId}`.toLowerCase();
  await withClient(adminUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  databases.push(name);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const { migrateDatabase } = createRequire(import.meta.url)(join(checkout, 'dist/api/libs/api/database/src/index.js'));
  await migrateDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2 });
  return url.toString();
}

/**
 * The production API's environment here: the API alone (no storefront), rate limits off (the load
 * comes from one address), on the database at `databaseUrl`; `extra` overrides.
 */
export const apiEnv = (databaseUrl, extra = {}) => ({
  NODE_ENV: 'production',
  DATABASE_URL: databaseUrl,
  MIGRATE_ON_START: 'false',
  COOKIE_SECRET,
  PUBLIC_URL: 'http://127.0.0.1',
  LOG_LEVEL: 'info',
  WEB_DIR: 'none',
  RATE_LIMIT_CONTACT: '0',
  RATE_LIMIT_NOTIFY: '0',
  RATE_LIMIT_ORDER: '0',
  RATE_LIMIT_UNSUBSCRIBE: '0',
  // The request path is measured, not mail: sign-ups still queue their confirmation in the outbox.
  MAIL_SENDER: 'off',
  ...extra,
});

/** Starts `node script` with `env` in `cwd`; resolves once it prints `listening on URL`. */
export async function startServer(label, script, env, cwd = root) {
  const child = spawn(process.execPath, [...profileArgs, script], {
    cwd,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  let output = '';
  const url = await new Promise((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`${label} did not start:\n${output}`)), 60_000);
    // The request log (LOG_LEVEL=info) is read and dropped; only the start-up lines are kept.
    const onData = (chunk) => {
      if (output.length < 20_000) output += chunk;
      const match = /listening on (http:\/\/[^\s"]+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        done(match[1].replace('localhost', '127.0.0.1'));
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => fail(new Error(`${label} exited (${code}):\n${output}`)));
  });
  return {
    url,
    pid: child.pid,
    stop: () =>
      new Promise((done) => {
        // A process that was killed (bench:drop's SIGKILL) has a signal, not an exit code.
        if (child.exitCode !== null || child.signalCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
      }),
  };
}

/** An API build (this checkout's, or `checkout`'s) on `databaseUrl`. */
export const startApi = (label, databaseUrl, extra, checkout = root) =>
  startServer(label, apiMain(checkout), apiEnv(databaseUrl, extra), checkout);

/**
 * autocannon against `url` for `seconds` (or `amount` requests) at `connections`; `request` is
 * its request with `setupRequest`. Every response's time is kept, so the caller can take
 * percentiles over several slices together.
 */
export async function loadTest({ url, connections, seconds, amount, request }) {
  const latencies = [];
  const instance = autocannon({ url, connections, ...(amount ? { amount } : { duration: seconds }), requests: [request] });
  instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  const result = await instance;
  return {
    total: result.requests.total,
    seconds: result.duration,
    ok2xx: result['2xx'],
    bad: result.non2xx + result.errors + result.timeouts,
    latencies,
  };
}

/** CPU time (user + system, ms) the process has used so far, from Linux's /proc; null elsewhere. */
export function cpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10; // utime + stime, in ticks of 10 ms
  } catch {
    return null;
  }
}

/** The `q`th percentile (nearest rank) of `values`. */
export function percentile(values, q) {
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.max(0, Math.ceil((q / 100) * sorted.length) - 1)] ?? NaN;
}
export const median = (values) => percentile(values, 50);
/** `n` with `digits` decimals, or – when it is no number. */
export const f = (n, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : '–');

/** Runs `main`, then kills what is still running and drops the databases, success or not. */
export async function run(main) {
  try {
    await main();
  } finally {
    for (const child of children) child.kill('SIGKILL');
    for (const name of databases)
      await withClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).catch(() => undefined);
  }
}
