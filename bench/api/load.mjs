// One load scenario, in its own process so the load generator's work is not on the server's
// event loop: `node bench/api/load.mjs <config.json> <result.json>`.
// Every POST carries a unique marker (email or Idempotency-Key); the markers of the requests
// sent and of those answered 2xx are written out, so the caller can check rows against answers.
import { readFileSync, writeFileSync } from 'node:fs';
import autocannon from 'autocannon';

const [configFile, resultFile] = process.argv.slice(2);
const config = JSON.parse(readFileSync(configFile, 'utf8'));
const sent = [];
const ok = [];
const answered = [];
let n = 0;

const ORDER_BODY = JSON.stringify({
  items: [
    { id: 'thin-mint-elite-half-dozen', name: 'Thin Mint Elite', size: 'Half Dozen', price: 26, quantity: 2, total: 52 },
    { id: 'red-velvet-supreme-dozen', name: 'Red Velvet Supreme', size: 'Dozen', price: 48, quantity: 1, total: 48 },
  ],
  total: 10000,
});

// A line the drop in bench:api's drop scenarios stocks with no boxes: refused, sold out (409).
const SOLD_OUT_BODY = JSON.stringify({
  items: [{ id: 'sea-salt-caramel-artisan-dozen', name: 'Sea Salt Caramel Artisan', size: 'Dozen', price: 48, quantity: 1, total: 48 }],
  total: 4800,
});

const orderRequest = (body) => ({
  method: 'POST',
  path: '/api/order',
  setupRequest(request, context) {
    context.marker = `${config.runId}-${config.name}.${n}`;
    sent.push(context.marker);
    // One visitor for every request, or a crowd taking turns (config.cookies).
    const cookie = config.cookies ? config.cookies[n % config.cookies.length] : config.cookie;
    n++;
    return { ...request, headers: { 'content-type': 'application/json', cookie, 'idempotency-key': context.marker }, body };
  },
});

const scenarios = {
  notify: {
    method: 'POST',
    path: '/api/notify',
    setupRequest(request, context) {
      context.marker = `${config.runId}-${config.name}.${n++}@bench.example`;
      sent.push(context.marker);
      return { ...request, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: context.marker }) };
    },
  },
  order: orderRequest(ORDER_BODY),
  'sold-out': orderRequest(SOLD_OUT_BODY),
  list: { method: 'GET', path: '/api/orders', headers: { cookie: config.cookie } },
};

// A path of the caller's (the insert-only baseline's route), else the scenario's own.
const scenario = { ...scenarios[config.kind], ...(config.path ? { path: config.path } : {}) };
// The generator's own CPU time while it runs: it shares the machine with the servers and PostgreSQL.
const cpuBefore = process.cpuUsage();
// Every response's time (ms), whatever its status, so the caller can take percentiles over all of
// a side's slices together (bench/api/run.mjs, combine); autocannon gives them per run only.
const latencies = [];
const instance = autocannon({
  url: config.url,
  connections: config.connections,
  // A number of requests, when given (a warm-up counted in requests, run.mjs); else seconds.
  ...(config.amount ? { amount: config.amount } : { duration: config.duration }),
  // Requests a second over all connections, when given (bench/api/alloc.mjs); else as fast as answered.
  ...(config.rate ? { overallRate: config.rate } : {}),
  requests: [
    {
      ...scenario,
      onResponse(status, _body, context) {
        if (!context.marker) return;
        answered.push(context.marker);
        if (status >= 200 && status < 300) ok.push(context.marker);
      },
    },
  ],
});
instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(Math.round(responseTime * 100) / 100));
const result = await instance;

const cpu = process.cpuUsage(cpuBefore);
writeFileSync(
  resultFile,
  JSON.stringify({
    loadCpuMs: (cpu.user + cpu.system) / 1000,
    requestsPerSec: result.requests.average,
    total: result.requests.total,
    max: result.latency.max,
    ok2xx: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodeStats: result.statusCodeStats,
    sent,
    ok,
    answered,
    latencies,
  }),
);
