// What the API and mail benchmarks share: building the API, fresh databases on the benchmark's
// PostgreSQL server (dropped at the end), the built migrator, and servers started as child
// processes that print `listening on URL`. Each benchmark calls `cleanUp()` when it ends.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { commandCpuMs } from './process-cpu.mjs';

export { cpuMs } from './process-cpu.mjs';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
export const runId = `b${randomBytes(4).toString('hex')}`;
export const API_MAIN = join(root, 'dist/api/apps/api/src/main.js');
export const children = new Set();
const databases = [];

export const log = (message) => console.log(`[bench] ${message}`);

/** Runs `work(i)` for i in [0, count) with at most `concurrency` at a time, each taking the next i when its last is done. */
export async function pool(count, concurrency, work) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, count) }, async () => {
      while (next < count) await work(next++);
    }),
  );
}

// ---- build --------------------------------------------------------------------------------
export function build() {
  if (process.env.BENCH_SKIP_BUILD && existsSync(API_MAIN)) return;
  log('building the API (nx cache makes this instant when nothing changed)');
  const result = spawnSync('npx', ['nx', 'run', 'api:build', '--output-style=static'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' },
  });
  if (result.status !== 0 || !existsSync(API_MAIN)) throw new Error('The API build failed');
}

// ---- databases ----------------------------------------------------------------------------
export async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function createDatabase(label) {
  const name = `bench_${label}_${runId}`;
  await withClient(adminUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  databases.push(name);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropDatabases() {
  for (const name of databases) {
    await withClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).catch(() => undefined);
  }
}

/** The same migrations as the API's, applied with the built migrator (no tsx needed). */
export async function migrate(url) {
  const require = createRequire(import.meta.url);
  const { openDatabase, applyMigrations } = require(join(root, 'dist/api/libs/api/database/src/index.js'));
  const connection = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
  try {
    await applyMigrations(connection.adapter);
  } finally {
    await connection.close();
  }
}

// ---- servers ------------------------------------------------------------------------------
/**
 * The production API's environment in the benchmarks: the API alone (no storefront), rate limits
 * off (the load comes from one address), and no mail sender, on the database at `databaseUrl`.
 */
export function apiEnv(databaseUrl, logLevel, poolSize) {
  return {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    COOKIE_SECRET: 'bench-cookie-secret-0123456789abcdef0123456789',
    PUBLIC_URL: 'http://127.0.0.1',
    LOG_LEVEL: logLevel,
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
  };
}

/**
 * Starts `node script` with `env`; resolves once it prints `listening on URL`. `nodeArgs`: flags for
 * its node besides BENCH_NODE_ARGS; `onOutput`: every chunk it prints, for a caller that reads more
 * than the start-up lines (bench/api/alloc.mjs, V8's GC trace).
 */
export async function startServer(label, script, env, { nodeArgs = [], onOutput } = {}) {
  // BENCH_NODE_ARGS: flags for the servers' node, e.g. `--cpu-prof --cpu-prof-dir=tmp/prof`.
  const extraArgs = process.env.BENCH_NODE_ARGS ? process.env.BENCH_NODE_ARGS.split(' ').filter(Boolean) : [];
  const child = spawn(process.execPath, [...extraArgs, ...nodeArgs, script], {
    cwd: root,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  let output = '';
  let recent = '';
  const url = await new Promise((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`${label} did not start:\n${output}`)), 60_000);
    if (onOutput) {
      child.stdout.on('data', onOutput);
      child.stderr.on('data', onOutput);
    }
    const onData = (chunk) => {
      // Only the start-up lines are kept; the request log (LOG_LEVEL=info) is read and dropped. That
      // reading costs this process 2–4% of a core while the API logs; the output sent to a file that
      // nothing reads instead measured no different (2026-11-30: notify's p99 1.44–1.54× against
      // 1.34–1.52× in three runs each), so the pipe stays.
      if (output.length < 20_000) output += chunk;
      // Looked for in what came last too: a GC trace can fill the kept lines before it is printed.
      recent = recent.slice(-200) + chunk;
      const match = /listening on (http:\/\/[^\s"]+)/.exec(recent);
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

/**
 * `sides` in the order of round `round` (from 0): each round opens with the next side (A B, B A,
 * A B for two), so no side is always measured first, or always after the others.
 */
export function inTurn(sides, round) {
  const shift = round % sides.length;
  return [...sides.slice(shift), ...sides.slice(0, shift)];
}

// ---- load -------------------------------------------------------------------------------
/**
 * Runs one load scenario with autocannon in a separate process (bench/api/load.mjs: `config` is
 * what it reads, `name` naming its files in `dir`) and returns its figures.
 */
export async function runLoad(dir, config) {
  const configFile = join(dir, `${config.name}.config.json`);
  const resultFile = join(dir, `${config.name}.result.json`);
  writeFileSync(configFile, JSON.stringify({ runId, ...config }));
  await new Promise((done, fail) => {
    const child = spawn(process.execPath, [join(root, 'bench/api/load.mjs'), configFile, resultFile], { stdio: 'inherit' });
    children.add(child);
    child.once('exit', (code) => {
      children.delete(child);
      if (code === 0) done();
      else fail(new Error(`load generator for ${config.name} failed (${code})`));
    });
  });
  return JSON.parse(readFileSync(resultFile, 'utf8'));
}

/**
 * CPU time (ms) every PostgreSQL process on this machine has used so far, ended backends included
 * (commandCpuMs): the server's share of a scenario's work. Linux only, null elsewhere; counts any
 * other database's work too.
 */
export function postgresCpuMs() {
  return commandCpuMs('postgres');
}

/** Kills what is still running and drops the databases: the end of every benchmark, success or not. */
export async function cleanUp() {
  for (const child of children) child.kill('SIGKILL');
  await dropDatabases();
}
