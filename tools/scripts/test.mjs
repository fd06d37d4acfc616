// `npm test`: every check of the workspace, in order, then one line `N passed, N failed`.
//   type checks and lint (with the module-boundary rule) count as one check per project each;
//   Jest (libraries, API through HTTP with supertest) and Playwright (browser, against the
//   production build served by the API) count their tests; the fault tests (apps/api-faults: real
//   server processes killed, cut off from the database, drained, run side by side) need the
//   production build, so they run right after it.
// `--only=api` runs just the API's Jest suite (CI runs it a second time on PGlite).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findChromium } from './find-chromium.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const tmp = join(root, 'tmp/test-results');
mkdirSync(tmp, { recursive: true });
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false', FORCE_COLOR: '0' };
const totals = { passed: 0, failed: 0 };

function run(label, command, args, extraEnv = {}) {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...env, ...extraEnv } });
  return result.status === 0;
}

function check(label, command, args) {
  const ok = run(label, command, args);
  totals[ok ? 'passed' : 'failed'] += 1;
  console.log(`--- ${label}: ${ok ? 'passed' : 'FAILED'}`);
  return ok;
}

function countJest(file) {
  if (!existsSync(file)) return false;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  // A suite that fails to load has no failed tests but must still fail the run.
  totals.failed += report.numFailedTests + report.numRuntimeErrorTestSuites;
  return true;
}

function countPlaywright(file) {
  if (!existsSync(file)) return false;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected + (stats.skipped ?? 0);
  return true;
}

function jest(label, projects) {
  const out = join(tmp, `jest-${label}.json`);
  rmSync(out, { force: true });
  run(`jest (${projects.join(', ')})`, process.execPath, [
    '--experimental-vm-modules',
    '--no-warnings',
    join(root, 'node_modules/jest/bin/jest.js'),
    '--selectProjects',
    ...projects,
    '--ci',
    '--forceExit',
    '--json',
    `--outputFile=${out}`,
  ]);
  if (!countJest(out)) totals.failed += 1;
}

check('prisma generate', 'npx', ['nx', 'run', 'api-database:generate', '--output-style=static']);

if (only === 'api') {
  jest('api', ['api']);
} else {
  check('type checks', 'npx', ['nx', 'run-many', '-t', 'typecheck', '--output-style=static', '--parallel=2']);
  check('lint', 'npx', ['nx', 'run-many', '-t', 'lint', '--output-style=static', '--parallel=2']);
  jest('all', ['shared', 'workspace', 'api', 'web']);
  const built = check('production build', 'npx', ['nx', 'run-many', '-t', 'build', '-p', 'api', 'web', '--output-style=static']);
  if (built) {
    // Fault tests drive real server processes from the production build (dist/api).
    jest('faults', ['faults']);
    const chromium = await findChromium({ install: true });
    console.log(`Browser tests use ${chromium}`);
    const out = join(tmp, 'playwright.json');
    rmSync(out, { force: true });
    run('browser tests', 'npx', ['playwright', 'test', '--config', 'apps/web-e2e/playwright.config.ts'], {
      CHROMIUM_PATH: chromium,
      PLAYWRIGHT_JSON_OUTPUT_NAME: out,
    });
    if (!countPlaywright(out)) totals.failed += 1;
  }
}

console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
