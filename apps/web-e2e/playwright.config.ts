import { existsSync, mkdtempSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumExecutable } from './chromium.cjs';
import { DROPS_ADMIN_TOKEN } from './drops-token.cjs';

const port = Number(process.env['E2E_PORT'] ?? 4310);
export const baseURL = `http://127.0.0.1:${port}`;
/**
 * Drops are the shop's global state: the drop tests (drops.spec.ts) run on a server and database
 * of their own, the next port up, so that every other test keeps phase `none`, the demo the spec
 * describes. Its admin token is the tests' to use (DROPS_ADMIN_TOKEN in support/drops.ts).
 */
const dropsPort = port + 1;
export const dropsBaseURL = `http://127.0.0.1:${dropsPort}`;
const DROP_TESTS = /drops\.spec\.ts$/;
// The server's DATA_DIR, known to the tests too (they read the mail it writes there). Set once in
// the runner's process, before the server and the workers start, so all of them inherit the same.
// Only in Playwright's own processes: Nx's plugin also loads this file, to infer the e2e target.
// The runner is started through node_modules/.bin/playwright, a link to @playwright/test's cli.js.
const inPlaywright = process.argv.slice(1, 2).some((arg) => existsSync(arg) && /[\\/]@?playwright[\\/]/.test(realpathSync(arg)));
if (inPlaywright) {
  process.env['E2E_DATA_DIR'] ??= mkdtempSync(join(tmpdir(), 'shop-e2e-'));
  process.env['E2E_DROPS_DATA_DIR'] ??= mkdtempSync(join(tmpdir(), 'shop-e2e-drops-'));
}

export default defineConfig({
  testDir: './src',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // A prerendered page is live only once its parts have hydrated, and on a 2-core machine at load
  // 20 (CI beside other work) a long cart test took past 30 s and a client-side screen past 7 s:
  // the limits leave room for that; how fast pages are is bench:web's business.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json']],
  outputDir: '../../tmp/e2e-output',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    // CHROMIUM_PATH, else a system Chromium, else Playwright's own: chromium.cjs beside it decides.
    launchOptions: { executablePath: chromiumExecutable(), args: CHROMIUM_FLAGS },
  },
  projects: [
    { name: 'chromium', testIgnore: DROP_TESTS, use: { ...devices['Desktop Chrome'], channel: undefined } },
    { name: 'drops', testMatch: DROP_TESTS, use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: dropsBaseURL } },
  ],
  // The production build served by the production API, on a database of its own; and again for
  // the drop tests.
  webServer: [
    {
      command: `node tools/scripts/e2e-server.mjs ${port}`,
      cwd: '../..',
      url: `${baseURL}/api/health/ready`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      // Playwright's default is SIGKILL, which left e2e-server.mjs no chance to remove its PGlite
      // directory (or drop its database on TEST_DATABASE_URL's server).
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    },
    {
      command: `node tools/scripts/e2e-server.mjs ${dropsPort}`,
      cwd: '../..',
      url: `${dropsBaseURL}/api/health/ready`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
      // A data directory of its own (PGlite is one process's), and the admin token its tests use.
      env: { E2E_DATA_DIR: process.env['E2E_DROPS_DATA_DIR'] as string, ADMIN_TOKEN: DROPS_ADMIN_TOKEN },
    },
  ],
});
