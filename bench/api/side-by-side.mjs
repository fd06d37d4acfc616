// npm run bench:side-by-side — this build's CPU per request against another build's
// (BENCH_REFERENCE_API, required: its dist/api/apps/api/src/main.js), both under the same load at
// the same time, window after window.
//
// Why not bench:api's turns: there each side has the machine to itself for a slice, and on these
// shared machines the CPU time one request costs moves by 20-30% from one slice to the next (other
// tenants, memory reclaim), so a 5% change drowns. Here both servers run at once, each loaded by a
// load generator of its own with as many connections, so whatever the machine does in a window it
// does to both. In one run of 2026-12-01 a build's CPU per sign-up went from 168 to 229 µs between
// windows while its ratio to the other build stayed within 0.88-1.06. Each window starts the two
// loads in turn order, and both sides are warmed up together first, so neither idles while the
// other warms.
//
// The figure is CPU per request (user + system, from /proc, every thread of the server), not
// throughput: two servers at once share the cores, so each one's requests/s says little.
// Environment: BENCH_REFERENCE_API, BENCH_SCENARIO (notify, the default, or order, sold-out, list:
// those of bench:api, the drop's on a drop open on each side's database), BENCH_WINDOWS (default
// 16) of BENCH_WINDOW seconds (default 3), BENCH_CONNECTIONS per side (default 32),
// BENCH_WARMUP_REQUESTS per side (default 60,000), BENCH_POOL_SIZE (default 16 each),
// BENCH_SKIP_BUILD=1 (dist/api as it is).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { API_MAIN, apiEnv, build, cleanUp, cpuMs, createDatabase, log, migrate, root, runLoad, startServer } from './harness.mjs';
import { crowd, openDrop, visitorWithOrders } from './shoppers.mjs';

const reference = process.env.BENCH_REFERENCE_API;
const scenario = process.env.BENCH_SCENARIO ?? 'notify';
const windows = Number(process.env.BENCH_WINDOWS ?? 16);
const seconds = Number(process.env.BENCH_WINDOW ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const warmupRequests = Number(process.env.BENCH_WARMUP_REQUESTS ?? 60_000);
const poolSize = process.env.BENCH_POOL_SIZE ?? '16';
const tmp = join(root, 'tmp/bench-side-by-side');

/** What a side's load generator sends with the scenario: the drop's crowd, or one visitor with 20 orders for the list. */
async function loadOptions(url) {
  if (scenario === 'order' || scenario === 'sold-out') return { cookies: await crowd(url) };
  if (scenario === 'list') return { cookie: await visitorWithOrders(url, 20) };
  return {};
}

const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  if (!reference) throw new Error('BENCH_REFERENCE_API names the build to compare with (its dist/api/apps/api/src/main.js)');
  if (!['notify', 'order', 'sold-out', 'list'].includes(scenario)) throw new Error('BENCH_SCENARIO is notify, order, sold-out or list');
  build();
  mkdirSync(tmp, { recursive: true });
  const sides = [];
  for (const [label, main] of [
    ['this build', API_MAIN],
    ['reference', reference],
  ]) {
    const db = await createDatabase(`side_${sides.length}`);
    await migrate(db);
    if (scenario === 'order' || scenario === 'sold-out') await openDrop(db);
    const server = await startServer(label, main, apiEnv(db, 'info', poolSize));
    sides.push({ label, server, extra: await loadOptions(server.url), perRequest: [] });
  }
  const load = (side, name, options) =>
    runLoad(tmp, { name: `${name}-${sides.indexOf(side)}`, kind: scenario, url: side.server.url, connections, ...side.extra, ...options });
  log(`warming both up together: ${warmupRequests} requests each`);
  await Promise.all(sides.map((side) => load(side, 'warmup', { amount: warmupRequests })));
  for (let window = 0; window < windows; window++) {
    const before = sides.map((side) => cpuMs(side.server.pid));
    // Started in turn order, so neither side always gets the first connections in.
    const started = new Map();
    for (const side of window % 2 ? [...sides].reverse() : sides) started.set(side, load(side, 'window', { duration: seconds }));
    const results = await Promise.all(sides.map((side) => started.get(side)));
    sides.forEach((side, i) => side.perRequest.push(((cpuMs(side.server.pid) - before[i]) * 1000) / results[i].total));
  }
  for (const side of sides) await side.server.stop();
  const [current, ref] = sides;
  const ratios = current.perRequest.map((value, i) => value / ref.perRequest[i]);
  console.log(
    `\nCPU per request (${scenario}), µs, both builds under the same load at once: ${windows} windows of ${seconds} s, ` +
      `${connections} connections each, DATABASE_POOL_SIZE=${poolSize}, ${new Date().toISOString()}`,
  );
  for (const side of sides) {
    console.log(
      `${side.label.padEnd(12)} mean ${mean(side.perRequest).toFixed(1).padStart(6)}  by window: ${side.perRequest.map((v) => v.toFixed(0)).join(' ')}`,
    );
  }
  console.log(`this build / reference: mean ${mean(ratios).toFixed(3)}, median ${median(ratios).toFixed(3)}`);
  console.log(`  by window: ${ratios.map((r) => r.toFixed(2)).join(' ')}`);
}

try {
  await main();
} finally {
  await cleanUp();
}
