// Storefront benchmark (issue 4, "Performance"): the production build served by the production API.
// (a) gzipped JavaScript that `/` loads, and whether blog pages live in a chunk of their own;
// (b) Lighthouse with its default mobile profile on `/`, in the Chromium apps/web-e2e/chromium.cjs finds.
// It reports figures against the targets and always exits 0: it is a measurement, not a test.
//   npm run bench:web [-- --runs 3 --no-build]
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

/** The JS the landing page loads before anything else: entry scripts and module preloads. */
function measureBundle() {
  const html = readFileSync(join(webDist, 'index.html'), 'utf8');
  const referenced = new Set();
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const isScript = tag.startsWith('<script');
    const isPreload = /rel=["']?modulepreload/.test(tag);
    const url = tag.match(isScript ? /\bsrc=["']?([^"'\s>]+)/ : /\bhref=["']?([^"'\s>]+)/)?.[1];
    if (url && (isScript || isPreload) && url.endsWith('.js')) referenced.add(url.replace(/^\//, ''));
  }
  const files = [...referenced].map((file) => {
    const raw = readFileSync(join(webDist, file));
    return { file, rawBytes: raw.length, gzipBytes: gzipSync(raw, { level: 9 }).length };
  });
  const allJs = readdirSync(join(webDist, 'assets')).filter((name) => name.endsWith('.js'));
  const lazyChunks = allJs.filter((name) => !referenced.has(`assets/${name}`));
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

async function startServer() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-'));
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, [serverMain], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
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

async function runLighthouse(url) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const results = [];
  for (let i = 0; i < runs; i += 1) {
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
    try {
      // No config: Lighthouse's default is the mobile profile (Moto G Power, simulated slow 4G).
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      const { categories, audits, runtimeError } = result.lhr;
      if (runtimeError || categories.performance.score === null) {
        console.log(`Lighthouse run ${i + 1} failed: ${runtimeError?.code ?? 'no performance score'}; not counted.`);
        continue;
      }
      // The last full report stays behind for diagnosis (long tasks, bootup time per script).
      mkdirSync(join(root, 'tmp'), { recursive: true });
      writeFileSync(join(root, 'tmp/bench-web-lighthouse.json'), JSON.stringify(result.lhr));
      results.push({
        performance: Math.round(categories.performance.score * 100),
        accessibility: Math.round(categories.accessibility.score * 100),
        cls: audits['cumulative-layout-shift'].numericValue,
        tbtMs: audits['total-blocking-time'].numericValue,
        lcpMs: audits['largest-contentful-paint'].numericValue,
        fcpMs: audits['first-contentful-paint'].numericValue,
        failedA11y: Object.values(audits)
          .filter((audit) => audit.score === 0 && result.lhr.categories.accessibility.auditRefs.some((ref) => ref.id === audit.id))
          .map((audit) => audit.id),
      });
    } finally {
      await chrome.kill();
    }
  }
  return results;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function main() {
  build();
  const bundle = measureBundle();
  const server = await startServer();
  let lighthouseRuns = [];
  let lighthouseError;
  try {
    lighthouseRuns = await runLighthouse(`${server.origin}/`);
  } catch (error) {
    lighthouseError = error;
  } finally {
    await server.stop();
  }

  console.log('\nJavaScript for / (gzip -9 of each referenced file):');
  console.table(bundle.files.map((f) => ({ file: f.file, 'raw KB': +(f.rawBytes / 1024).toFixed(1), 'gzip KB': +(f.gzipBytes / 1024).toFixed(1) })));
  console.log(`Lazy chunks not loaded by /: ${bundle.lazyChunks.join(', ') || '(none)'}`);

  const rows = [
    {
      metric: 'JS for / (gzip)',
      value: `${(bundle.gzipTotal / 1024).toFixed(1)} KB`,
      target: `<= ${TARGETS.jsKb} KB`,
      ok: bundle.gzipTotal / 1024 <= TARGETS.jsKb,
    },
    {
      metric: 'Blog pages in a separate chunk',
      value: bundle.blogChunks.join(', ') || 'no',
      target: 'yes',
      ok: bundle.blogChunks.length > 0,
    },
  ];
  if (lighthouseRuns.length > 0) {
    const pick = (key) => median(lighthouseRuns.map((run) => run[key]));
    const n = `median of ${lighthouseRuns.length}`;
    rows.push(
      { metric: `Lighthouse performance (${n})`, value: pick('performance'), target: `>= ${TARGETS.performance}`, ok: pick('performance') >= TARGETS.performance },
      { metric: `CLS (${n})`, value: +pick('cls').toFixed(3), target: `<= ${TARGETS.cls}`, ok: pick('cls') <= TARGETS.cls },
      { metric: `TBT ms (${n})`, value: Math.round(pick('tbtMs')), target: `<= ${TARGETS.tbtMs}`, ok: pick('tbtMs') <= TARGETS.tbtMs },
      { metric: `Lighthouse accessibility (${n})`, value: pick('accessibility'), target: `= ${TARGETS.accessibility}`, ok: pick('accessibility') >= TARGETS.accessibility },
      { metric: `LCP ms (${n}, info)`, value: Math.round(pick('lcpMs')), target: '-', ok: true },
      { metric: `FCP ms (${n}, info)`, value: Math.round(pick('fcpMs')), target: '-', ok: true },
    );
    const failed = [...new Set(lighthouseRuns.flatMap((run) => run.failedA11y))];
    if (failed.length > 0) console.log(`Failed accessibility audits: ${failed.join(', ')}`);
    console.log(`Per run: ${lighthouseRuns.map((r) => `perf ${r.performance} cls ${r.cls.toFixed(3)} tbt ${Math.round(r.tbtMs)} a11y ${r.accessibility}`).join(' | ')}`);
  } else {
    rows.push({ metric: 'Lighthouse', value: `not run: ${lighthouseError?.message ?? 'unknown error'}`, target: '-', ok: false });
  }
  console.log(`Machine load average (1 min) at the end: ${loadavg()[0].toFixed(2)} on ${cpus().length} cores; Lighthouse's TBT grows with load.`);
  console.log('Last Lighthouse report: tmp/bench-web-lighthouse.json');
  console.log('\nbench:web results');
  console.table(rows.map((row) => ({ ...row, ok: row.ok ? 'yes' : 'NO' })));
}

main()
  .catch((error) => console.error('bench:web failed:', error))
  .finally(() => process.exit(0));
