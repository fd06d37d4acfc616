// The one place that knows which Chromium the browser tests and the storefront benchmark launch,
// and with which flags: this suite's Playwright config, `npm test` (tools/scripts/test.mjs) and
// bench/web/run.mjs import it. CHROMIUM_PATH is the only variable: Playwright gets the path as
// `executablePath`, Lighthouse's chrome-launcher as `chromePath` (so its own CHROME_PATH lookup
// never decides anything).
//   node apps/web-e2e/chromium.cjs            prints the Chromium it would use, or why none
//   node apps/web-e2e/chromium.cjs --install  gets one first if none is found
// CommonJS so that Playwright's config loader (which compiles the config to CommonJS) can load it.
const { execFileSync, spawnSync } = require('node:child_process');
const { accessSync, constants } = require('node:fs');

/** Flags that keep Chromium quiet on a closed network (no update, sync or QUIC traffic). */
const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Where distributions put Chromium (Debian's `chromium` package is the first). */
const SYSTEM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

const NO_CHROMIUM_MESSAGE =
  'No Chromium found for the browser tests. Set CHROMIUM_PATH=/path/to/chrome (any Chromium or Chrome), ' +
  "or install one: `npx playwright install chromium` (Playwright's own build, needs access to its download host) " +
  'or, as root on Debian/Ubuntu, `apt-get install chromium`.';

const isExecutable = (path) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/** The browser `npx playwright install chromium` downloaded for this user, if it did. */
function playwrightsOwn() {
  try {
    const { chromium } = require('playwright-core');
    const path = chromium.executablePath();
    return path && isExecutable(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The Chromium to launch: CHROMIUM_PATH when set (it must exist), else a system Chromium, else
 * Playwright's own download; undefined when there is none. (`where` is for the tests.)
 */
function findChromium(env = process.env, where = { systemPaths: SYSTEM_PATHS, playwright: playwrightsOwn }) {
  const fromEnv = env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!isExecutable(fromEnv)) throw new Error(`CHROMIUM_PATH is ${fromEnv}, which is not an executable file.`);
    return fromEnv;
  }
  return where.systemPaths.find(isExecutable) ?? where.playwright();
}

/** Like findChromium, but a missing browser is an error that says how to provide one. */
function chromiumExecutable(env = process.env, where = undefined) {
  const path = findChromium(env, where);
  if (!path) throw new Error(NO_CHROMIUM_MESSAGE);
  return path;
}

/**
 * Finds a Chromium or gets one: Playwright's own download where the network allows it, else (as
 * root only) Debian's package. Throws NO_CHROMIUM_MESSAGE when neither works.
 */
function ensureChromium({ log = console.log } = {}) {
  const found = findChromium();
  if (found) return found;

  log("No Chromium found: trying Playwright's own download (npx playwright install chromium)...");
  const download = spawnSync('npx', ['playwright', 'install', 'chromium'], { stdio: 'inherit', timeout: 300_000 });
  const own = download.status === 0 ? playwrightsOwn() : undefined;
  if (own) return own;

  if (process.getuid?.() === 0) {
    log("Playwright's download did not work: installing Debian's chromium package (apt-get install -y chromium)...");
    try {
      execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
      execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      });
    } catch {
      // reported below, with the ways out
    }
    const system = findChromium();
    if (system) return system;
  }
  throw new Error(NO_CHROMIUM_MESSAGE);
}

module.exports = { CHROMIUM_FLAGS, NO_CHROMIUM_MESSAGE, findChromium, chromiumExecutable, ensureChromium };

if (require.main === module) {
  try {
    console.log(process.argv.includes('--install') ? ensureChromium() : chromiumExecutable());
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
