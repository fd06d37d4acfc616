// npm run bench:alloc — what a sign-up (POST /api/notify) allocates on the production API, and
// what the garbage collector makes of it, beside the same-work baseline (baseline-server.mjs).
//
// Requests/s and CPU per request (bench:api) move 10-30% between runs on a shared machine. What
// a request allocates moves less, but it moves: V8 sizes the young generation by what survives
// and shrinks it while a process idles, and the same build gave 41-53 KB a sign-up in the runs of
// 2026-11-28 (its CPU per request 213-518 µs). Compare builds in one run, as here, where every
// side runs at once and they take turns, never one after another.
// Each server runs under V8's --trace-gc-nvp; after BENCH_WARMUP seconds of load (default 10), the
// load generator sends BENCH_RATE sign-ups a second (default 400: well under either side's
// capacity, so both do the same work at the same pace) for BENCH_DURATION seconds (default 24), in
// three windows taking turns with the other sides', each after 2 s of its side's load unmeasured.
// From the GC lines of those windows: bytes allocated and promoted (survived two scavenges into the
// old generation) per request, the scavenges and mark-compacts with their pauses, and the pause
// time per request; the server's CPU per request beside them. BENCH_REFERENCE_API (another
// build's main.js, as for bench:api) adds that build as a third side; BENCH_LOG_LEVEL is the API's
// LOG_LEVEL (default info, as in production). BENCH_SKIP_BUILD=1 uses
// dist/api as it is.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { API_MAIN, apiEnv, build, cleanUp, cpuMs, createDatabase, inTurn, log, migrate, root, runLoad, startServer } from './harness.mjs';

const tmp = join(root, 'tmp/bench-alloc');
mkdirSync(tmp, { recursive: true });
const warmup = Number(process.env.BENCH_WARMUP ?? 10);
const duration = Number(process.env.BENCH_DURATION ?? 24);
const rate = Number(process.env.BENCH_RATE ?? 400);
const connections = 32;
const logLevel = process.env.BENCH_LOG_LEVEL ?? 'info';

/** One GC line of --trace-gc-nvp: `[pid:isolate:n]  1234 ms: pause=1.0 ... gc=s ... allocated=N promoted=N ...`. */
function parseGc(line) {
  const at = /\]\s+(\d+) ms: /.exec(line);
  if (!at || !line.includes(' gc=')) return null;
  const field = (name) => Number(new RegExp(`\\b${name}=([\\d.]+)`).exec(line)?.[1] ?? 0);
  return {
    ms: Number(at[1]),
    kind: /\bgc=(\w+)/.exec(line)[1],
    pause: field('pause'),
    allocated: field('allocated'),
    promoted: field('promoted'),
  };
}

/** A server with its GC lines collected as they come. */
async function start(label, script, env) {
  const gcs = [];
  let partial = '';
  const server = await startServer(label, script, env, {
    nodeArgs: ['--trace-gc-nvp'],
    onOutput: (chunk) => {
      const lines = (partial + chunk).split('\n');
      partial = lines.pop();
      for (const line of lines) {
        const gc = parseGc(line);
        if (gc) gcs.push(gc);
      }
    },
  });
  return { label, server, gcs };
}

const ROUNDS = 3;
const PRIMER_SECONDS = 2;

/**
 * One measured window of a side: its requests, CPU time and GC lines. Allocation is counted
 * between the window's first and last GC (each line gives what was allocated since the one
 * before), against the requests of that span at the window's rate: a window's edges fall between
 * GCs, and counting whole GCs there would be off by up to one GC's worth.
 */
async function window(side) {
  // Two seconds of the side's own load first, unmeasured, as bench:api's BENCH_PRIMER: otherwise
  // a side comes to its window after idling through the others', and V8 shrinks an idle
  // process's young generation, which moves what is promoted and how long scavenges take.
  await runLoad(tmp, { name: `${side.label}-primer`, kind: 'notify', url: side.server.url, connections, duration: PRIMER_SECONDS, rate });
  const before = cpuMs(side.server.pid);
  // The GC lines count milliseconds from the start of the server's V8, a few ms after its spawn.
  const from = Date.now() - side.spawnedAt;
  const result = await runLoad(tmp, {
    name: side.label,
    kind: 'notify',
    url: side.server.url,
    connections,
    duration: duration / ROUNDS,
    rate,
  });
  const to = Date.now() - side.spawnedAt;
  const inside = side.gcs.filter((gc) => gc.ms >= from && gc.ms <= to);
  const spanRequests = inside.length > 1 ? ((inside.at(-1).ms - inside[0].ms) * result.total) / (to - from) : 0;
  return { requests: result.total, cpu: cpuMs(side.server.pid) - before, inside, spanRequests };
}

/** A side's figures over its windows. */
function figures(side, windows) {
  const sum = (list, pick) => list.reduce((total, item) => total + pick(item), 0);
  const requests = sum(windows, (w) => w.requests);
  const spanRequests = sum(windows, (w) => w.spanRequests);
  const between = windows.flatMap((w) => (w.spanRequests > 0 ? w.inside.slice(1) : []));
  const inside = windows.flatMap((w) => w.inside);
  const scavenges = inside.filter((gc) => gc.kind === 's');
  const majors = inside.filter((gc) => gc.kind !== 's');
  return {
    label: side.label,
    requests,
    cpuUs: (sum(windows, (w) => w.cpu) * 1000) / requests,
    allocatedKb: sum(between, (gc) => gc.allocated) / spanRequests / 1024,
    promotedB: sum(between, (gc) => gc.promoted) / spanRequests,
    scavenges: scavenges.length,
    scavengeMs: scavenges.length ? sum(scavenges, (gc) => gc.pause) / scavenges.length : 0,
    majors: majors.length,
    majorMs: sum(majors, (gc) => gc.pause),
    pauseUs: (sum(inside, (gc) => gc.pause) * 1000) / requests,
  };
}

async function main() {
  build();
  const sides = [];
  for (const [label, script, env] of [
    ['baseline (same work)', join(root, 'bench/api/baseline-server.mjs'), (db) => ({ DATABASE_URL: db })],
    ['API', API_MAIN, (db) => apiEnv(db, logLevel)],
    ...(process.env.BENCH_REFERENCE_API ? [['API (reference build)', process.env.BENCH_REFERENCE_API, (db) => apiEnv(db, logLevel)]] : []),
  ]) {
    const db = await createDatabase(label.replace(/\W+/g, '_').toLowerCase());
    await migrate(db);
    const spawnedAt = Date.now();
    sides.push({ ...(await start(label, script, env(db))), spawnedAt, windows: [] });
  }
  for (const side of sides) {
    log(`${side.label}: ${warmup} s of load`);
    await runLoad(tmp, { name: `${side.label}-warmup`, kind: 'notify', url: side.server.url, connections, duration: warmup });
  }
  // All sides run at once and take turns, each round opening with the next one: measured one
  // after another (the first version of this script), the same build allocated 51-53 KB a
  // sign-up as the second side and 41-45 KB as the third, more than the change it measured.
  for (let round = 0; round < ROUNDS; round++) {
    for (const side of inTurn(sides, round)) {
      log(`${side.label} #${round + 1}: ${rate} sign-ups/s for ${duration / ROUNDS} s`);
      side.windows.push(await window(side));
    }
  }
  for (const side of sides) await side.server.stop();
  const results = sides.map((side) => figures(side, side.windows));
  const row = (r) =>
    `${r.label.padEnd(24)}${String(r.requests).padStart(8)}${r.cpuUs.toFixed(0).padStart(8)}${r.allocatedKb.toFixed(1).padStart(10)}${r.promotedB.toFixed(0).padStart(10)}${`${r.scavenges} × ${r.scavengeMs.toFixed(1)}`.padStart(14)}${`${r.majors}, ${r.majorMs.toFixed(0)}`.padStart(10)}${r.pauseUs.toFixed(1).padStart(10)}`;
  console.log(`\nSign-up allocation — ${rate} requests/s for ${duration} s at ${connections} connections, ${new Date().toISOString()}`);
  console.log(
    `${'side'.padEnd(24)}${'requests'.padStart(8)}${'CPU µs'.padStart(8)}${'alloc KB'.padStart(10)}${'promo B'.padStart(10)}${'scavenges ms'.padStart(14)}${'MC, ms'.padStart(10)}${'GC µs'.padStart(10)}`,
  );
  for (const r of results) console.log(row(r));
  const [base, ...apis] = results;
  for (const r of apis)
    console.log(
      `${r.label} / baseline: allocated ${(r.allocatedKb / base.allocatedKb).toFixed(2)}x, promoted ${(r.promotedB / Math.max(1, base.promotedB)).toFixed(0)}x, GC pause per request ${(r.pauseUs / Math.max(0.1, base.pauseUs)).toFixed(2)}x, CPU ${(r.cpuUs / base.cpuUs).toFixed(2)}x`,
    );
}

try {
  await main();
} finally {
  await cleanUp();
}
