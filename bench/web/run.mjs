// Storefront benchmark (issues 4 and 12): the production build's pages, measured beside their static floor.
// (a) gzipped JavaScript that `/` loads before it is live, in Chromium (this build and the one before);
// (b) Lighthouse with its default mobile profile on `/` and a post, in the Chromium
//     apps/web-e2e/chromium.cjs finds: this build, its static floor and the build before prerendering.
// It reports figures against the targets and always exits 0: it is a measurement, not a test.
//   npm run bench:web [-- --runs 5 (0: no Lighthouse) --no-build --no-before | --before-checkout DIR]   (BEFORE_REF=<git ref> picks the old build)
import { execSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_FLAGS, chromiumExecutable } from '../../apps/web-e2e/chromium.cjs';

const root = resolve(import.meta.dirname, '../..');
const webDist = join(root, 'dist/apps/web');
const serverMain = join(root, 'dist/api/apps/api/src/main.js');
const args = process.argv.slice(2);
const runsFlag = args.indexOf('--runs');
const runs = runsFlag >= 0 && Number(args[runsFlag + 1]) >= 0 ? Number(args[runsFlag + 1]) : 3;
// Lighthouse's chrome-launcher is handed the path and flags explicitly (it would otherwise look at
// CHROME_PATH): CHROMIUM_PATH and apps/web-e2e/chromium.cjs decide, as for the browser tests.
const chromePath = chromiumExecutable();
const chromeFlags = ['--headless', ...CHROMIUM_FLAGS];

const TARGETS = { jsKb: 180, performance: 95, cls: 0.02, tbtMs: 150, accessibility: 100 };

function build() {
  if (args.includes('--no-build') && existsSync(join(webDist, 'index.html')) && existsSync(serverMain)) return;
  // Nx's cache makes this a no-op when nothing changed since the last build.
  console.log('Building api and web (nx cache permitting)...');
  execSync('npx nx run-many -t build -p api web --output-style=static', {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NX_NO_CLOUD: 'true', NX_DAEMON: 'false' },
  });
}

/**
 * The JavaScript `/` needs before it is live: every script Chromium requests from opening the page
 * until `<html data-shop-ready>` (libs/web/startup's page-ready.ts), each counted as gzip -9 of the
 * file in `webDir`. That is the entry, its static imports and the lazy chunks of the parts the
 * first page hydrates; chunks `/` never asks for by then (other screens, the drawer, posts, legal
 * pages) are not in it. The page is opened as a visitor opens it, so the loader waits for paint.
 */
async function measureLiveJs(origin, webDir) {
  const { chromium } = await import('playwright');
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage();
    const requested = new Set();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') requested.add(new URL(request.url()).pathname.slice(1));
    });
    await page.goto(`${origin}/`);
    await page.waitForSelector('html[data-shop-ready]', { state: 'attached', timeout: 60_000 });
    const files = [...requested].map((file) => {
      const raw = readFileSync(join(webDir, file));
      return { file, rawBytes: raw.length, gzipBytes: gzipSync(raw, { level: 9 }).length };
    });
    const allJs = readdirSync(join(webDir, 'assets')).filter((name) => name.endsWith('.js'));
    return {
      files,
      gzipTotal: files.reduce((sum, entry) => sum + entry.gzipBytes, 0),
      lazyChunks: allJs.filter((name) => !requested.has(`assets/${name}`)),
    };
  } finally {
    await browser.close();
  }
}

function freePort() {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolvePort(port));
    });
  });
}

/**
 * The production API of a checkout (this one by default) on a fresh PGlite, serving that
 * checkout's build or, with `webDir`, another build: every variant measured here is answered by
 * the same server, with the same headers, compression and caching, so that what differs is the
 * page alone. (A bare static server for the floor and the old build once made them look faster
 * than they were: Chromium takes longer to commit a navigation whose answer carries the shop's
 * security headers, `Cross-Origin-Opener-Policy` above all, and Lighthouse's simulation counts
 * part of that before the first paint as blocking time.)
 */
async function startServer({ checkout = root, webDir } = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-'));
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    MAIL_SENDER: 'off',
  };
  delete env.DATABASE_URL;
  if (webDir) env.WEB_DIR = webDir;
  const main = join(checkout, 'dist/api/apps/api/src/main.js');
  const child = spawn(process.execPath, [main], { cwd: checkout, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/api/health/ready`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not become ready within 60 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { origin, stop };
}

// ---- Prerendered pages against their static floor and the build before them (issue 12) ----
// Three builds of the same pages, measured in turn, run after run, so load on the machine falls
// on all three alike, each served by this checkout's production API (startServer):
//   current: this build's prerendered pages;
//   floor:   the same HTML with every script and module preload removed (what a page could be
//            with no JavaScript at all), a copy in tmp/bench-web-floor/;
//   before:  the single-page build of BEFORE_REF (default b7909ef, the commit before prerendering),
//            built once into tmp/bench-before-<ref>/ with its own npm ci; or, with
//            `--before-checkout DIR`, another checkout's own production build (`npm run build`
//            there first) served by its own API, as `current` is: the build before a change.
const BEFORE_REF = process.env.BEFORE_REF ?? 'b7909ef';
const PAGES = ['/', '/blog/keto-mistakes'];

function buildBefore() {
  const sha = execSync(`git rev-parse --short ${BEFORE_REF}`, { cwd: root }).toString().trim();
  const dir = join(root, `tmp/bench-before-${sha}`);
  const out = join(dir, 'dist/apps/web');
  if (existsSync(join(out, 'index.html'))) return out;
  console.log(`Building the web app of ${sha} in ${dir} (npm ci and vite build, once)...`);
  rmSync(dir, { recursive: true, force: true });
  execSync(`git worktree add --detach ${dir} ${sha}`, { cwd: root, stdio: 'ignore' });
  execSync('npm ci --no-audit --no-fund --loglevel=error', { cwd: dir, stdio: 'ignore' });
  execSync('npx vite build --config apps/web/vite.config.mts --logLevel error', { cwd: dir, stdio: 'ignore' });
  execSync('node tools/scripts/compress-assets.mjs dist/apps/web', { cwd: dir, stdio: 'ignore' });
  return out;
}

/**
 * The static floor: a copy of this build whose pages have every script and module preload
 * removed (JSON-LD, which is data, stays), served by the same API as the build itself.
 */
function floorBuild() {
  const dir = join(root, 'tmp/bench-web-floor');
  rmSync(dir, { recursive: true, force: true });
  cpSync(webDist, dir, { recursive: true });
  const manifestFile = join(dir, 'pages/manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  for (const page of [...manifest.pages, ...manifest.notFound]) {
    const file = join(dir, 'pages', page.file);
    const html = readFileSync(file, 'utf8')
      .replace(/<script(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g, '')
      .replace(/<link rel="modulepreload"[^>]*>/g, '');
    writeFileSync(file, html);
  }
  writeFileSync(manifestFile, JSON.stringify({ ...manifest, scriptHashes: [] }));
  return dir;
}

/**
 * The single-page build as today's API serves a build: its one `index.html` for each measured
 * page and as the not-found page, listed in a manifest of the form the server reads.
 */
function singlePageBuild(dir) {
  mkdirSync(join(dir, 'pages'), { recursive: true });
  cpSync(join(dir, 'index.html'), join(dir, 'pages/index.html'));
  const manifest = {
    version: 1,
    originPlaceholder: 'https://public-url.invalid',
    pages: PAGES.map((path) => ({ path, file: 'index.html', status: 200, lastmod: '2026-11-23', sitemap: true })),
    redirects: [],
    notFound: [{ prefix: '/', file: 'index.html' }],
    scriptHashes: [],
  };
  writeFileSync(join(dir, 'pages/manifest.json'), JSON.stringify(manifest));
  return dir;
}

/**
 * The bytes a browser receives for `path` (status line, headers and brotli body) with the
 * Accept-Encoding Chromium sends. Under 14,600 the page arrives in TCP's first round trip (an
 * initial window of 10 segments of 1,460 bytes, as Lighthouse simulates it); above, one more.
 */
async function documentBytes(origin, path) {
  const { connect } = await import('node:net');
  const { hostname, port } = new URL(origin);
  return new Promise((done, fail) => {
    let bytes = 0;
    const socket = connect(Number(port), hostname, () =>
      socket.write(
        `GET ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAccept: text/html\r\nAccept-Encoding: gzip, deflate, br, zstd\r\nConnection: close\r\n\r\n`,
      ),
    );
    socket
      .on('data', (chunk) => (bytes += chunk.length))
      .on('end', () => done(bytes))
      .on('error', fail);
  });
}
// @shop/contract's FIRST_ROUND_TRIP_BYTES (this script runs on plain Node, which cannot import
// the contract's TypeScript); the browser tests hold the landing page to it.
const FIRST_ROUND_TRIP_BYTES = 10 * 1460;

/** One Lighthouse run; its full report is kept as tmp/bench-web-lighthouse-<label>.json (the last run of each build and page). */
async function lighthouseOnce(url, label) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    // No config: Lighthouse's default is the mobile profile (Moto G Power, simulated slow 4G).
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'seo', 'best-practices'],
    });
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError || categories.performance.score === null) {
      console.log(`  (${label}: ${runtimeError?.code ?? 'no performance score'}: ${runtimeError?.message ?? ''})`);
      return undefined;
    }
    mkdirSync(join(root, 'tmp'), { recursive: true });
    writeFileSync(join(root, `tmp/bench-web-lighthouse-${label}.json`), JSON.stringify(result.lhr));
    const score = (id) => Math.round(categories[id].score * 100);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      seo: score('seo'),
      bestPractices: score('best-practices'),
      cls: audits['cumulative-layout-shift'].numericValue,
      tbtMs: audits['total-blocking-time'].numericValue,
      lcpMs: audits['largest-contentful-paint'].numericValue,
      fcpMs: audits['first-contentful-paint'].numericValue,
      // Every script the page fetched while Lighthouse watched, as sent (brotli to Chromium).
      jsKb:
        audits['network-requests'].details.items
          .filter((request) => request.resourceType === 'Script')
          .reduce((sum, request) => sum + request.transferSize, 0) / 1024,
    };
  } finally {
    await chrome.kill();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function main() {
  build();
  const checkoutFlag = args.indexOf('--before-checkout');
  const beforeCheckout = checkoutFlag >= 0 ? resolve(args[checkoutFlag + 1]) : undefined;
  const beforeDir = args.includes('--no-before') || beforeCheckout ? undefined : buildBefore();
  const servers = {};
  servers.current = await startServer();
  const htmlBytes = {};
  for (const page of PAGES) htmlBytes[page] = await documentBytes(servers.current.origin, page);
  servers.floor = await startServer({ webDir: floorBuild() });
  if (beforeCheckout) servers.before = await startServer({ checkout: beforeCheckout });
  if (beforeDir) servers.before = await startServer({ webDir: singlePageBuild(beforeDir) });
  const results = {};
  const liveJs = {};
  try {
    liveJs.current = await measureLiveJs(servers.current.origin, webDist);
    if (beforeCheckout) liveJs.before = await measureLiveJs(servers.before.origin, join(beforeCheckout, 'dist/apps/web'));
    for (let i = 0; i < runs; i += 1) {
      for (const page of PAGES) {
        for (const [name, server] of Object.entries(servers)) {
          // Lighthouse now and then loses a run's trace (NO_NAVSTART) on any of the builds: up to
          // three tries, so each median is over the runs asked for.
          let result;
          for (let attempt = 0; attempt < 3 && !result; attempt += 1) {
            result = await lighthouseOnce(`${server.origin}${page}`, `${name}-${page === '/' ? 'home' : page.split('/').pop()}`);
          }
          if (!result) {
            console.log(`run ${i + 1}, ${name} ${page}: Lighthouse failed three times; not counted`);
            continue;
          }
          (results[`${page} ${name}`] ??= []).push(result);
          console.log(
            `run ${i + 1}, ${name.padEnd(7)} ${page}: perf ${result.performance}, LCP ${Math.round(result.lcpMs)} ms, FCP ${Math.round(result.fcpMs)} ms, TBT ${Math.round(result.tbtMs)} ms, CLS ${result.cls.toFixed(3)}`,
          );
        }
      }
    }
  } finally {
    for (const server of Object.values(servers)) await server.stop();
  }

  console.log('\nHTML as a browser receives it (status line, headers, brotli body):');
  for (const page of PAGES) {
    const bytes = htmlBytes[page];
    console.log(
      `  ${page}: ${bytes} bytes (${bytes <= FIRST_ROUND_TRIP_BYTES ? 'fits' : 'does not fit'} TCP's first round trip, ${FIRST_ROUND_TRIP_BYTES} bytes)`,
    );
  }
  for (const [name, bundle] of Object.entries(liveJs)) {
    console.log(`\nJavaScript / requested before it was live, ${name} build (gzip -9 of each file):`);
    console.table(
      bundle.files.map((f) => ({ file: f.file, 'raw KB': +(f.rawBytes / 1024).toFixed(1), 'gzip KB': +(f.gzipBytes / 1024).toFixed(1) })),
    );
    console.log(
      `JS for / before it is live (gzip), ${name}: ${(bundle.gzipTotal / 1024).toFixed(1)} KB (target <= ${TARGETS.jsKb} KB); chunks not requested: ${bundle.lazyChunks.length}`,
    );
  }

  if (!runs) return;
  for (const page of PAGES) {
    const pick = (name, key) => (results[`${page} ${name}`]?.length ? median(results[`${page} ${name}`].map((run) => run[key])) : NaN);
    const row = (name) => ({
      build: name,
      runs: results[`${page} ${name}`]?.length ?? 0,
      performance: pick(name, 'performance'),
      'LCP ms': Math.round(pick(name, 'lcpMs')),
      'FCP ms': Math.round(pick(name, 'fcpMs')),
      'TBT ms': Math.round(pick(name, 'tbtMs')),
      CLS: +pick(name, 'cls').toFixed(3),
      SEO: pick(name, 'seo'),
      'best practices': pick(name, 'bestPractices'),
      accessibility: pick(name, 'accessibility'),
      'JS fetched KB': +pick(name, 'jsKb').toFixed(1),
    });
    console.log(`\n${page}: medians (Lighthouse mobile, alternating)`);
    console.table(Object.keys(servers).map(row));
    const ratio = (key) => (pick('current', key) / pick('floor', key)).toFixed(2);
    console.log(`  LCP current/floor: ${ratio('lcpMs')} (target <= 1.15); FCP current/floor: ${ratio('fcpMs')} (target <= 1.10)`);
    console.log(`  performance current - floor: ${pick('current', 'performance') - pick('floor', 'performance')} points (target >= -3)`);
    if (servers.before)
      console.log(
        `  TBT current vs before: ${Math.round(pick('current', 'tbtMs'))} ms vs ${Math.round(pick('before', 'tbtMs'))} ms (target: no higher)`,
      );
  }
  console.log(
    `\nMachine load average (1 min) at the end: ${loadavg()[0].toFixed(2)} on ${cpus().length} cores; Lighthouse's TBT grows with load.`,
  );
}

main()
  .catch((error) => console.error('bench:web failed:', error))
  .finally(() => process.exit(0));
