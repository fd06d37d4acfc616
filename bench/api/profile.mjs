// npm run bench:profile — where a sign-up's CPU time goes (or a drop checkout's: BENCH_SCENARIO
// below), on the CPU: the same-work baseline and the production API under the same saturating
// load (64 connections), sampled by Linux perf's cpu-clock (only while a thread runs, kernel
// included), and put side by side per package: microseconds of CPU per request.
//
// Why not V8's own profiler (`--cpu-prof`, BENCH_NODE_ARGS for bench:api): it samples the main
// thread by the wall clock, so time the thread spent descheduled, which on two shared cores is a
// lot, is charged to whatever was on its stack. On 2026-11-29 it put 78–100 µs a request in
// `writev` for both servers, where perf found 27–39 µs of kernel time in all.
//
// Each sample is charged to the nearest JavaScript frame on its stack that belongs to a package
// (node's own modules as node:<module>, the API's libraries as app:<library>), so a system call or
// a V8 builtin counts for the code that made it; a sample with no such frame counts as kernel, V8's
// garbage collector or the rest of node's C++ (an event-loop turn, the microtask queue).
//
// Needs perf (Debian's linux-perf) with its cpu-clock event, which works where the hardware counters
// do not (`perf stat -e instructions true` says <not supported>), run as root or with
// kernel.perf_event_paranoid at most 1. Environment: BENCH_DURATION (seconds sampled per side,
// default 12, in three slices taking turns), BENCH_WARMUP_REQUESTS (default 40,000 per side),
// BENCH_REFERENCE_API (another build's main.js, as for bench:api, as a third side), BENCH_SKIP_BUILD=1,
// BENCH_SCENARIO: `notify` (the default: sign-ups, against bench/api/baseline-server.mjs) or one of
// checkout during a drop, `sold-out` (refused, 409) or `order` (placed), sent by bench:api's crowd
// of visitors against the drop's same-work baseline (bench/drop/baseline-server.mjs).
// BENCH_PROFILE_FUNCTIONS=N also prints each side's N costliest JavaScript functions, each charged
// with the samples whose innermost JavaScript frame it is (so what V8 inlined into it, and the
// builtins and C++ it calls, count for it): where inside a package the time goes.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { API_MAIN, apiEnv, build, cleanUp, createDatabase, inTurn, log, migrate, root, runLoad, startServer } from './harness.mjs';
import { baselineCrowd, crowd, openDrop } from './shoppers.mjs';

const duration = Number(process.env.BENCH_DURATION ?? 12);
const warmupRequests = Number(process.env.BENCH_WARMUP_REQUESTS ?? 40_000);
const connections = 64;
const ROUNDS = 3;
const PRIMER_SECONDS = 2;
const HZ = 1999;
const scenario = process.env.BENCH_SCENARIO ?? 'notify';
const SCENARIOS = { notify: 'a sign-up', 'sold-out': 'an order refused as sold out', order: 'an order placed in a drop' };
if (!SCENARIOS[scenario]) throw new Error(`BENCH_SCENARIO is one of ${Object.keys(SCENARIOS).join(', ')}`);
const inDrop = scenario !== 'notify';
const tmp = join(root, 'tmp/bench-profile');
const topFunctions = Number(process.env.BENCH_PROFILE_FUNCTIONS ?? 0);

/** The package a frame of `perf script` belongs to, or undefined for one of no package (a builtin, a regular expression). */
function packageOf(symbol) {
  const dependency = /node_modules\/((?:@[^/]+\/)?[^/:\s]+)/.exec(symbol);
  if (dependency) return dependency[1];
  const library = /\/(?:apps\/api\/src|libs\/api|libs\/shared)\/([^/]+)/.exec(symbol);
  if (library) return `app:${library[1]}`;
  const core = / node:([\w]+)/.exec(symbol);
  if (core) return `node:${core[1]}`;
  return undefined;
}

/** What a sample with no package on its stack counts as, from its innermost frame. */
function nativeOf([symbol, object]) {
  if (object.includes('kernel')) return '(kernel)';
  if (/Heap|Scaveng|Marking|Sweep|Evacuat|GC/.test(symbol)) return '(V8 garbage collector)';
  if (object.includes('perf-')) return '(V8 builtins, regular expressions)';
  return object.endsWith('node') ? "(node and V8's C++)" : `(${object.split('/').pop()})`;
}

/** Samples per category in one perf.data file, and per innermost JavaScript function in `functions`. */
function samplesOf(file, into, functions) {
  const script = spawnSync('perf', ['script', '-i', file, '-F', 'ip,sym,dso'], { encoding: 'utf8', maxBuffer: 1 << 30 });
  if (script.status !== 0) throw new Error(`perf script failed: ${script.stderr}`);
  let stack = [];
  const flush = () => {
    if (stack.length === 0) return;
    const owner = stack.map(([symbol, object]) => (object.includes('perf-') ? packageOf(symbol) : undefined)).find(Boolean);
    const key = owner ?? nativeOf(stack[0]);
    into.set(key, (into.get(key) ?? 0) + 1);
    // perf names a JavaScript frame `JS:*'name file:line:column`, or `JS:* file:…` when it has no
    // name (the mark says how V8 compiled it).
    const innermost = stack.find(([, object]) => object.includes('perf-'));
    const name = innermost
      ? innermost[0].replace(/^JS:[*~^+]?('?)\s*/, (_, named) => (named ? '' : '(anonymous) ')).replace(`${root}/`, '')
      : key;
    functions.set(name, (functions.get(name) ?? 0) + 1);
    stack = [];
  };
  for (const line of script.stdout.split('\n')) {
    // A sample is its frames, innermost first, each `address symbol (object)`, then a blank line.
    const frame = /^\s+[0-9a-f]+\s+(.*)\s+\((.*)\)$/.exec(line);
    if (frame) stack.push([frame[1], frame[2]]);
    else flush();
  }
  flush();
}

/** perf records the side's process while it takes one slice of load; returns the requests answered. */
async function slice(side, round) {
  const load = { kind: scenario, url: side.server.url, connections, cookies: side.cookies };
  await runLoad(tmp, { ...load, name: `${side.name}-primer`, duration: PRIMER_SECONDS });
  const file = join(tmp, `${side.name}-${round}.data`);
  const perf = spawn('perf', ['record', '-e', 'cpu-clock', '-F', String(HZ), '-g', '-p', String(side.server.pid), '-o', file], {
    stdio: 'ignore',
  });
  // perf attaches within a few milliseconds; the slice is long enough that the gap does not count.
  await new Promise((done) => setTimeout(done, 200));
  const result = await runLoad(tmp, { ...load, name: side.name, duration: duration / ROUNDS });
  perf.kill('SIGINT');
  await new Promise((done) => perf.once('exit', done));
  side.requests += result.total;
  samplesOf(file, side.samples, side.functions);
}

async function main() {
  const check = spawnSync('perf', ['stat', '-e', 'cpu-clock', 'true'], { encoding: 'utf8' });
  if (check.status !== 0)
    throw new Error(`perf with its cpu-clock event is needed (apt-get install linux-perf): ${check.stderr ?? check.error}`);
  build();
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(tmp, { recursive: true });
  const sides = [];
  // Each side's drop buyers, for the drop's scenarios: the baseline reads a plain cookie, an API
  // signs its own (bench/api/shoppers.mjs).
  const apiCrowd = (server) => crowd(server.url);
  for (const [label, script, env, buyers] of [
    [
      'baseline (same work)',
      join(root, inDrop ? 'bench/drop' : 'bench/api', 'baseline-server.mjs'),
      (db) => ({ DATABASE_URL: db, DATABASE_POOL_SIZE: '32' }),
      () => baselineCrowd,
    ],
    ['API', API_MAIN, (db) => apiEnv(db, 'info', '32'), apiCrowd],
    ...(process.env.BENCH_REFERENCE_API
      ? [['API (reference build)', process.env.BENCH_REFERENCE_API, (db) => apiEnv(db, 'info', '32'), apiCrowd]]
      : []),
  ]) {
    const name = label.replace(/\W+/g, '_').toLowerCase();
    const db = await createDatabase(`profile_${name}`);
    await migrate(db);
    if (inDrop) await openDrop(db);
    // --perf-basic-prof: node writes /tmp/perf-<pid>.map, which names its compiled JavaScript for perf.
    const server = await startServer(label, script, env(db), { nodeArgs: ['--perf-basic-prof'] });
    const cookies = inDrop ? await buyers(server) : undefined;
    sides.push({ label, name, server, cookies, requests: 0, samples: new Map(), functions: new Map() });
  }
  for (const side of sides) {
    log(`${side.label}: warming up for ${warmupRequests} requests`);
    const load = { kind: scenario, url: side.server.url, connections, cookies: side.cookies };
    await runLoad(tmp, { ...load, name: `${side.name}-warmup`, amount: warmupRequests });
  }
  for (let round = 0; round < ROUNDS; round++) {
    for (const side of inTurn(sides, round)) {
      log(`${side.label} #${round + 1}: ${duration / ROUNDS} s sampled`);
      await slice(side, round);
    }
  }
  for (const side of sides) {
    await side.server.stop();
    rmSync(`/tmp/perf-${side.server.pid}.map`, { force: true });
  }
  report(sides);
}

function report(sides) {
  const perRequest = (side, count) => (count * 1e6) / HZ / side.requests;
  const total = (side) =>
    perRequest(
      side,
      [...side.samples.values()].reduce((sum, count) => sum + count, 0),
    );
  const [base, api] = sides;
  const keys = [...new Set(sides.flatMap((side) => [...side.samples.keys()]))];
  const rows = keys
    .map((key) => ({ key, values: sides.map((side) => perRequest(side, side.samples.get(key) ?? 0)) }))
    .sort((a, b) => b.values[1] - b.values[0] - (a.values[1] - a.values[0]));
  const column = (text) => String(text).padStart(12);
  console.log(
    `\nCPU per request (${SCENARIOS[scenario]}) by package, µs (perf cpu-clock, ${HZ} Hz, ${connections} connections), ${new Date().toISOString()}`,
  );
  console.log(
    `${'package'.padEnd(40)}${sides.map((side) => column(side.label.replace(' (same work)', '').replace(' (reference build)', ' ref'))).join('')}${column('API - base')}`,
  );
  for (const { key, values } of rows) {
    if (Math.max(...values) < 0.3) continue;
    console.log(
      `${key.padEnd(40)}${values.map((value) => column(value.toFixed(1))).join('')}${column((values[1] - values[0]).toFixed(1))}`,
    );
  }
  console.log(
    `${'all'.padEnd(40)}${sides.map((side) => column(total(side).toFixed(1))).join('')}${column((total(api) - total(base)).toFixed(1))}`,
  );
  console.log(`${'requests/s'.padEnd(40)}${sides.map((side) => column(Math.round(side.requests / duration))).join('')}`);
  console.log(`API / baseline: CPU per request ${(total(api) / total(base)).toFixed(2)}x`);
  if (topFunctions <= 0) return;
  for (const side of sides) {
    console.log(`\n${side.label}: the ${topFunctions} costliest functions, µs per request (the innermost JavaScript frame)`);
    const ranked = [...side.functions].sort((a, b) => b[1] - a[1]).slice(0, topFunctions);
    for (const [name, count] of ranked) console.log(`${perRequest(side, count).toFixed(1).padStart(8)}  ${name}`);
  }
}

try {
  await main();
} finally {
  await cleanUp();
}
