// Where the main thread's time goes while a storefront page loads and hydrates: every task of
// 5 ms or more after navigation, and for each long one the functions that took its time (from
// V8's sampling profiler), with the script they came from. Lighthouse says *that* a task blocked;
// this says *what* ran in it. A measurement, not a test: it always exits 0.
//   node bench/web/profile.mjs [url] [--cpu 4] [--top 8] [--min 10] [--marks]
// Default url: the production build served by a fresh API (`npm run build` first). --cpu is
// Chromium's CPU throttling rate (Lighthouse's mobile profile simulates 4x; 1 = none); --marks also
// lists the page's user-timing and navigation marks.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, chromiumExecutable } from '../../apps/web-e2e/chromium.cjs';

const root = resolve(import.meta.dirname, '../..');
const args = process.argv.slice(2);
const flag = (name, fallback) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);
const cpuRate = flag('--cpu', 1);
const top = flag('--top', 8);
const minTaskMs = flag('--min', 10);
const urlArg = args.find((arg, i) => /^https?:\/\//.test(arg) && !['--cpu', '--top', '--min'].includes(args[i - 1]));

function freePort() {
  return new Promise((done, fail) => {
    const probe = createServer().once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });
}

async function startServer() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-profile-'));
  const origin = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: origin,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    MAIL_SENDER: 'off',
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, [join(root, 'dist/api/apps/api/src/main.js')], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (const deadline = Date.now() + 60_000; ;) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    if (
      await fetch(`${origin}/api/health/ready`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) throw new Error('server did not become ready within 60 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    origin,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode === null ? child.once('exit', r) : r()));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Self time per function within [start, end] (µs, trace clock), from the trace's CPU profile chunks. */
function selfTimes(profile, start, end) {
  const totals = new Map();
  for (let i = 0; i < profile.samples.length; i += 1) {
    const at = profile.times[i];
    if (at < start || at > end) continue;
    const node = profile.nodes.get(profile.samples[i]);
    const frame = node?.callFrame;
    const name = frame
      ? `${frame.functionName || '(anonymous)'} ${frame.url ? frame.url.split('/').pop() : ''}${frame.url ? `:${frame.lineNumber + 1}:${frame.columnNumber + 1}` : ''}`
      : '(unknown)';
    totals.set(name, (totals.get(name) ?? 0) + (profile.deltas[i] ?? 0));
  }
  return [...totals.entries()].sort((a, b) => b[1] - a[1]);
}

/** Trace events that say what kind of work a task did (they may nest: compile inside a script's evaluation). */
const KINDS = new Set([
  'EvaluateScript',
  'v8.evaluateModule',
  'FunctionCall',
  'v8.compile',
  'v8.compileModule',
  'V8.CompileCode',
  'v8.produceModuleCache',
  'ParseHTML',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'PrePaint',
  'MajorGC',
  'MinorGC',
  'V8.GCScavenger',
  'TimerFire',
  'FireAnimationFrame',
  'EventDispatch',
  'RunMicrotasks',
  'v8.run',
]);

function readProfile(events) {
  const nodes = new Map();
  const samples = [];
  const deltas = [];
  for (const event of events) {
    if (event.name !== 'ProfileChunk') continue;
    const data = event.args.data;
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    samples.push(...(data.cpuProfile?.samples ?? []));
    deltas.push(...(data.timeDeltas ?? []));
  }
  const startEvent = events.find((event) => event.name === 'Profile');
  let clock = startEvent?.args.data.startTime ?? 0;
  const times = deltas.map((delta) => (clock += delta));
  return { nodes, samples, deltas, times };
}

async function main() {
  const server = urlArg ? undefined : await startServer();
  const url = urlArg ?? `${server.origin}/`;
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
    const cdp = await page.context().newCDPSession(page);
    if (cpuRate > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    const events = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
    const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
    await cdp.send('Tracing.start', {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'v8',
        'disabled-by-default-v8.compile',
        'disabled-by-default-v8.cpu_profiler',
        'blink.user_timing',
        'loading',
      ].join(','),
      options: 'sampling-frequency=10000',
    });
    await page.goto(url, { waitUntil: 'load' });
    await page
      .waitForFunction(() => document.documentElement.dataset.shopReady === 'true', undefined, { timeout: 30_000 })
      .catch(() => console.log('(no data-shop-ready within 30 s)'));
    await page.waitForTimeout(3000);
    await cdp.send('Tracing.end');
    await done;

    const navigation = events.find(
      (e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && e.args.data.documentLoaderURL === url,
    );
    if (!navigation) throw new Error(`no navigation to ${url} in the trace`);
    const rendererPid = navigation.pid;
    const mainTid = events.find((e) => e.pid === rendererPid && e.name === 'thread_name' && e.args.name === 'CrRendererMain')?.tid;
    const t0 = navigation.ts;
    const paints = events.filter(
      (e) => e.pid === rendererPid && ['firstContentfulPaint', 'largestContentfulPaint::Candidate'].includes(e.name),
    );
    for (const paint of paints) console.log(`${paint.name} at ${((paint.ts - t0) / 1000).toFixed(1)} ms`);
    const marks = events.filter((e) => e.pid === rendererPid && e.cat?.includes('blink.user_timing') && e.ph !== 'e');
    if (args.includes('--marks')) for (const mark of marks) console.log(`mark ${mark.name} at ${((mark.ts - t0) / 1000).toFixed(1)} ms`);
    const tasks = events
      .filter((e) => e.pid === rendererPid && e.tid === mainTid && e.name === 'RunTask' && e.ph === 'X' && e.ts >= t0)
      .filter((e) => e.dur / 1000 >= 5)
      .sort((a, b) => a.ts - b.ts);
    const profile = readProfile(events.filter((e) => e.pid === rendererPid));
    let blocking = 0;
    console.log(`\n${url} at ${cpuRate}x CPU: tasks of 5 ms or more (start, duration)`);
    for (const task of tasks) {
      const ms = task.dur / 1000;
      blocking += Math.max(0, ms - 50);
      console.log(`  ${((task.ts - t0) / 1000).toFixed(0).padStart(6)} ms  ${ms.toFixed(1).padStart(6)} ms`);
      if (ms < minTaskMs) continue;
      // What the browser says it did (script, compile, style, layout...), then the functions.
      const inside = events.filter(
        (e) =>
          e.pid === rendererPid && e.tid === mainTid && e.ph === 'X' && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur && e !== task,
      );
      const kinds = new Map();
      for (const event of inside) if (KINDS.has(event.name)) kinds.set(event.name, (kinds.get(event.name) ?? 0) + event.dur);
      console.log(
        `            ${[...kinds]
          .sort((a, b) => b[1] - a[1])
          .map(([name, micros]) => `${name} ${(micros / 1000).toFixed(1)}`)
          .join(', ')}`,
      );
      for (const [name, micros] of selfTimes(profile, task.ts, task.ts + task.dur).slice(0, top))
        console.log(`            ${(micros / 1000).toFixed(1).padStart(6)} ms  ${name}`);
    }
    console.log(
      `\nsum of (task - 50 ms) over tasks > 50 ms: ${blocking.toFixed(0)} ms (observed at ${cpuRate}x; Lighthouse simulates 4x from a 1x run)`,
    );
  } finally {
    await browser.close();
    await server?.stop();
  }
}

main()
  .catch((error) => console.error('profile failed:', error))
  .finally(() => process.exit(0));
