import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumExecutable } from './chromium.cjs';

const port = Number(process.env['E2E_PORT'] ?? 4310);
export const baseURL = `http://127.0.0.1:${port}`;
// The server's DATA_DIR, known to the tests too (they read the mail it writes there). Set once in
// the runner's process, before the server and the workers start, so all of them inherit the same.
process.env['E2E_DATA_DIR'] ??= mkdtempSync(join(tmpdir(), 'shop-e2e-'));

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
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  // The production build served by the production API, on a database of its own.
  webServer: {
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
});
