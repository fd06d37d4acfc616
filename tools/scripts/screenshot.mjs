// npm run screenshot — docs/storefront.png, the storefront as a phone shows it, for the README.
// Starts `npm start` (which builds what is missing) on SCREENSHOT_PORT (default 4700) with its
// own data directory, waits for /api/health/ready, and photographs / with playwright-core in the
// Chromium apps/web-e2e/chromium.cjs finds (CHROMIUM_PATH, else /usr/bin/chromium, ...).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';

const root = resolve(import.meta.dirname, '../..');
const require = createRequire(import.meta.url);
const { CHROMIUM_FLAGS, chromiumExecutable } = require('../../apps/web-e2e/chromium.cjs');
const port = Number(process.env.SCREENSHOT_PORT ?? 4700);
const out = resolve(root, process.argv[2] ?? 'docs/storefront.png');
const dataDir = mkdtempSync(join(tmpdir(), 'shop-screenshot-'));

const server = spawn('npm', ['start'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'inherit', 'inherit'],
  detached: true,
});
const stop = () => {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
};

async function ready(deadline) {
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`npm start exited with ${server.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the shop did not become ready within 10 minutes');
}

try {
  await ready(Date.now() + 600_000);
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_FLAGS });
  const page = await browser.newPage({ viewport: { width: 412, height: 915 }, deviceScaleFactor: 1, isMobile: true });
  await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: 'load' });
  await page.waitForSelector('html[data-shop-ready]');
  await page.screenshot({ path: out });
  await browser.close();
  console.log(`wrote ${out}`);
} finally {
  stop();
  rmSync(dataDir, { recursive: true, force: true });
}
