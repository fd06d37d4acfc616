// Finds a Chromium for the browser tests, or gets one: Playwright's own download where the
// network allows it, else Debian's `chromium` package when running as root. Override with
// CHROMIUM_PATH (for example on a machine that already has Playwright's browser).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

async function playwrightsOwn() {
  try {
    const { chromium } = await import('playwright-core');
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

export async function findChromium({ install = false, log = console.log } = {}) {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH points at ${fromEnv}, which does not exist`);
    return fromEnv;
  }
  const found = CANDIDATES.find((path) => existsSync(path)) ?? (await playwrightsOwn());
  if (found || !install) return found;

  log('No Chromium found: trying Playwright\'s own download...');
  const download = spawnSync('npx', ['playwright', 'install', 'chromium'], { stdio: 'inherit', timeout: 300_000 });
  if (download.status === 0) {
    const own = await playwrightsOwn();
    if (own) return own;
  }
  if (process.getuid?.() === 0) {
    log("Playwright's download failed: installing Debian's chromium package (apt-get install -y chromium)...");
    execFileSync('apt-get', ['update'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  throw new Error('No Chromium available. Install one (e.g. `apt-get install chromium`) or set CHROMIUM_PATH.');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const path = await findChromium({ install: process.argv.includes('--install') });
  console.log(path ?? 'none');
}
