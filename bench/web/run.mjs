// Storefront benchmark (issues 4 and 12): the production build's pages, measured beside their static floor.
// (a) gzipped JavaScript that `/` loads, and whether blog pages live in a chunk of their own;
// (b) Lighthouse with its default mobile profile on `/` and a post, in the Chromium
//     apps/web-e2e/chromium.cjs finds: this build, its static floor and the build before prerendering.
// It reports figures against the targets and always exits 0: it is a measurement, not a test.
//   npm run bench:web [-- --runs 5 --no-build --no-before | --before-checkout DIR]   (BEFORE_REF=<git ref> picks the old build)
import { execSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
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
const runs = runsFlag >= 0 && Number(args[runsFlag + 1]) > 0 ? Number(args[runsFlag + 1]) : 3;
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
 * The JavaScript a prerendered page needs before it is live: the entry (`index.html`'s module
 * script, which the pages' loader imports), the files it imports statically, and the start-up
 * files it imports dynamically (main.tsx imports only those), each with its static imports.
 * Lazy chunks (the sections below the hero, the footer, posts, the drawer) come after; bench:web
 * reports what each page fetched in all from Lighthouse's record.
 */
function measureBundle() {
  const html = readFileSync(join(webDist, 'index.html'), 'utf8');
  const entry = /<script type="module"[^>]*\bsrc="\/(assets\/[\w.-]+\.js)"/.exec(html)?.[1];
  if (!entry) throw new Error('dist/apps/web/index.html has no module entry script');
  const source = (file) => readFileSync(join(webDist, file), 'utf8');
  const imports = (file, pattern) => [...source(file).matchAll(pattern)].map((match) => `assets/${match[1]}`);
  const STATIC = /(?:\bfrom|\bimport)\s*["'`]\.\/([\w.-]+\.js)["'`]/g;
  const DYNAMIC = /\bimport\(\s*["'`]\.\/([\w.-]+\.js)["'`]\s*\)/g;
  const boot = new Set();
  const add = (file) => {
    if (boot.has(file)) return;
    boot.add(file);
    for (const dependency of imports(file, STATIC)) add(dependency);
  };
  add(entry);
  for (const stage of imports(entry, DYNAMIC)) add(stage);
  const files = [...boot].map((file) => {
    const raw = readFileSync(join(webDist, file));
    return { file, rawBytes: raw.length, gzipBytes: gzipSync(raw, { level: 9 }).length };
  });
  const allJs = readdirSync(join(webDist, 'assets')).filter((name) => name.endsWith('.js'));
  const lazyChunks = allJs.filter((name) => !boot.has(`assets/${name}`));
  const blogChunks = lazyChunks.filter((name) => /blog/i.test(name));
  const gzipTotal = files.reduce((sum, entry) => sum + entry.gzipBytes, 0);
  return { files, gzipTotal, lazyChunks, blogChunks };
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

/** The production API of a checkout (this one by default) serving its own build, on a fresh PGlite. */
async function startServer(checkout = root) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-'));
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: `http://127.0.0.1:${port}`, DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
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
// on all three alike (the floor and the old build from a small static server that sends brotli,
// as the API does to a browser):
//   current: this build's prerendered pages, served by the production API;
//   floor:   the same HTML with every script and module preload removed (what a page could be
//            with no JavaScript at all);
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

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.png': 'image/png', '.json': 'application/json' };

/** Serves `dir`; `pageFor(path)` gives a route's HTML (or undefined for a file). */
async function staticServer(dir, pageFor) {
  const { createServer: createHttpServer } = await import('node:http');
  const { brotliCompressSync } = await import('node:zlib');
  const { extname } = await import('node:path');
  const cache = new Map();
  const server = createHttpServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url, 'http://x').pathname);
    let body = pageFor(path);
    let type = TYPES['.html'];
    if (body === undefined) {
      const file = join(dir, path);
      if (!file.startsWith(dir) || !existsSync(file) || path.endsWith('/')) {
        response.writeHead(404).end();
        return;
      }
      body = readFileSync(file);
      type = TYPES[extname(file)] ?? 'application/octet-stream';
    }
    const key = `${path}\0${body.length}`;
    if (!cache.has(key)) cache.set(key, brotliCompressSync(body));
    response.writeHead(200, { 'content-type': type, 'content-encoding': 'br', 'cache-control': path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache' });
    response.end(cache.get(key));
  });
  const port = await freePort();
  await new Promise((done) => server.listen(port, '127.0.0.1', done));
  return { origin: `http://127.0.0.1:${port}`, stop: () => new Promise((done) => server.close(done)) };
}

function prerenderedPages(origin, stripScripts) {
  const manifest = JSON.parse(readFileSync(join(webDist, 'pages/manifest.json'), 'utf8'));
  return (path) => {
    const page = manifest.pages.find((entry) => entry.path === path);
    if (!page) return undefined;
    let html = readFileSync(join(webDist, 'pages', page.file), 'utf8').replaceAll(manifest.originPlaceholder, origin);
    if (stripScripts) html = html.replace(/<script(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g, '').replace(/<link rel="modulepreload"[^>]*>/g, '');
    return Buffer.from(html);
  };
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
      socket.write(`GET ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAccept: text/html\r\nAccept-Encoding: gzip, deflate, br, zstd\r\nConnection: close\r\n\r\n`),
    );
    socket.on('data', (chunk) => (bytes += chunk.length)).on('end', () => done(bytes)).on('error', fail);
  });
}
const FIRST_ROUND_TRIP_BYTES = 10 * 1460;

/** One Lighthouse run; its full report is kept as tmp/bench-web-lighthouse-<label>.json (the last run of each build and page). */
async function lighthouseOnce(url, label) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    // No config: Lighthouse's default is the mobile profile (Moto G Power, simulated slow 4G).
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'seo', 'best-practices'] });
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
      jsKb: audits['network-requests'].details.items.filter((request) => request.resourceType === 'Script').reduce((sum, request) => sum + request.transferSize, 0) / 1024,
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
  const bundle = measureBundle();
  const checkoutFlag = args.indexOf('--before-checkout');
  const beforeCheckout = checkoutFlag >= 0 ? resolve(args[checkoutFlag + 1]) : undefined;
  const beforeDir = args.includes('--no-before') || beforeCheckout ? undefined : buildBefore();
  const servers = {};
  // Each variant's server knows its own origin before its pages are made.
  const variant = async (dir, pages) => {
    let origin = '';
    const server = await staticServer(dir, (path) => pages(origin)(path));
    origin = server.origin;
    return server;
  };
  servers.current = await startServer();
  const htmlBytes = {};
  for (const page of PAGES) htmlBytes[page] = await documentBytes(servers.current.origin, page);
  if (beforeCheckout) servers.before = await startServer(beforeCheckout);
  servers.floor = await variant(webDist, (origin) => prerenderedPages(origin, true));
  if (beforeDir) {
    const spa = readFileSync(join(beforeDir, 'index.html'));
    servers.before = await variant(beforeDir, () => (path) => (PAGES.includes(path) ? spa : undefined));
  }
  const results = {};
  try {
    for (let i = 0; i < runs; i += 1) {
      for (const page of PAGES) {
        for (const [name, server] of Object.entries(servers)) {
          const result = await lighthouseOnce(`${server.origin}${page}`, `${name}-${page === '/' ? 'home' : page.split('/').pop()}`);
          if (!result) {
            console.log(`run ${i + 1}, ${name} ${page}: Lighthouse failed; not counted`);
            continue;
          }
          (results[`${page} ${name}`] ??= []).push(result);
          console.log(`run ${i + 1}, ${name.padEnd(7)} ${page}: perf ${result.performance}, LCP ${Math.round(result.lcpMs)} ms, FCP ${Math.round(result.fcpMs)} ms, TBT ${Math.round(result.tbtMs)} ms, CLS ${result.cls.toFixed(3)}`);
        }
      }
    }
  } finally {
    for (const server of Object.values(servers)) await server.stop();
  }

  console.log('\nHTML as a browser receives it (status line, headers, brotli body):');
  for (const page of PAGES) {
    const bytes = htmlBytes[page];
    console.log(`  ${page}: ${bytes} bytes (${bytes <= FIRST_ROUND_TRIP_BYTES ? 'fits' : 'does not fit'} TCP's first round trip, ${FIRST_ROUND_TRIP_BYTES} bytes)`);
  }
  console.log('\nJavaScript a page needs before it is live (gzip -9 of each file: the entry and the start-up files it imports):');
  console.table(bundle.files.map((f) => ({ file: f.file, 'raw KB': +(f.rawBytes / 1024).toFixed(1), 'gzip KB': +(f.gzipBytes / 1024).toFixed(1) })));
  console.log(`JS for / before it is live (gzip): ${(bundle.gzipTotal / 1024).toFixed(1)} KB (target <= ${TARGETS.jsKb} KB); lazy chunks: ${bundle.lazyChunks.length}`);

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
    if (servers.before) console.log(`  TBT current vs before: ${Math.round(pick('current', 'tbtMs'))} ms vs ${Math.round(pick('before', 'tbtMs'))} ms (target: no higher)`);
  }
  console.log(`\nMachine load average (1 min) at the end: ${loadavg()[0].toFixed(2)} on ${cpus().length} cores; Lighthouse's TBT grows with load.`);
}

main()
  .catch((error) => console.error('bench:web failed:', error))
  .finally(() => process.exit(0));
