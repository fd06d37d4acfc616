// npm run bench:drop — a drop of 500 boxes opening to a flash crowd, on PostgreSQL, with two server
// processes behind a round-robin client, one of them killed with SIGKILL mid-drop. The same crowd
// meets the API, the same-work baseline (bench/baseline-server.mjs: Fastify + pg running the same
// checkout statement) and, with BENCH_REFERENCE, the build before a change, in turns. After each
// run the database is checked: never oversold, every 201 stored with its lines, every order took
// exactly its boxes, the per-visitor limit held, one order per idempotency key, no 5xx other than
// cut connections, and (API) the announcement queued once per confirmed subscriber.
// Environment: BENCH_BUYERS (5000), BENCH_BOXES (500), BENCH_CONNECTIONS ("64,256"), BENCH_KILL
// (1; 0: no kill), BENCH_POOL_SIZE (per process, 20), BENCH_ROUNDS (3: every side at every
// concurrency once a round; ratios are taken within a round and their median reported, since a
// shared machine's speed drifts), and harness.mjs's.
import http from 'node:http';
import {
  BASELINE,
  build,
  cpuMs,
  createDatabase,
  f,
  load1,
  log,
  median,
  percentile,
  reference,
  run,
  startApi,
  startServer,
  withClient,
} from '../harness.mjs';

const BUYERS = Number(process.env.BENCH_BUYERS ?? 5000);
const BOXES = Number(process.env.BENCH_BOXES ?? 500);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '64,256').split(',').map(Number);
const SIDES = ['api', 'baseline', ...(reference ? ['reference'] : [])];
const KILL = process.env.BENCH_KILL !== '0';
const POOL_SIZE = process.env.BENCH_POOL_SIZE ?? '20';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SUBSCRIBERS = 200;
const PER_VISITOR = 4;
// The drop's targets: throughput at least this share of the baseline's, p99 at most this multiple of its p99.
const FLOOR = { throughput: 0.5, p99: 2.5 };

/** A few popular cookies, both sizes: BOXES spread over 8 lines. */
const POPULAR = ['thin-mint-elite', 'red-velvet-supreme', 'sea-salt-caramel-artisan', 'double-chocolate-explosion'];
const LINES = POPULAR.flatMap((productId) => ['half-dozen', 'dozen'].map((sizeKey) => ({ productId, sizeKey })));
const SIZE = { 'half-dozen': ['Half Dozen', 26], dozen: ['Dozen', 48] };

/** Buyer i's basket: 1–3 boxes over one or two popular lines, the same on every side. */
function basket(i) {
  const first = LINES[(i * 7) % LINES.length];
  const boxes = 1 + (i % 3);
  const items = [{ ...first, quantity: boxes === 3 && i % 2 ? 2 : boxes }];
  if (boxes === 3 && i % 2) items.push({ ...LINES[(i * 7 + 3) % LINES.length], quantity: 1 });
  const lines = items.map(({ productId, sizeKey, quantity }) => {
    const [size, price] = SIZE[sizeKey];
    const name = productId
      .split('-')
      .map((w) => w[0].toUpperCase() + w.slice(1))
      .join(' ');
    return { id: `${productId}-${sizeKey}`, name, size, price, quantity, total: price * quantity };
  });
  return { items: lines, total: lines.reduce((sum, l) => sum + l.total * 100, 0) };
}

async function seedDrop(url) {
  const per = Math.floor(BOXES / LINES.length);
  const stock = LINES.map((line, i) => ({ ...line, boxes: per + (i < BOXES - per * LINES.length ? 1 : 0) }));
  await withClient(url, async (client) => {
    await client.query(
      `INSERT INTO drops (id, name, opens_at, closes_at, per_visitor_boxes, announce_subject, announce_body, updated_at)
       VALUES (gen_random_uuid(), 'bench-drop', now() + interval '1 hour', now() + interval '4 hours', $1, 'The bench drop is open', 'Go!', now())`,
      [PER_VISITOR],
    );
    await client.query(
      `INSERT INTO drop_stock (drop_id, product_id, size_key, boxes, remaining)
       SELECT (SELECT id FROM drops), p, s, b, b FROM unnest($1::text[], $2::text[], $3::int[]) AS t(p, s, b)`,
      [stock.map((l) => l.productId), stock.map((l) => l.sizeKey), stock.map((l) => l.boxes)],
    );
    await client.query(
      `INSERT INTO subscribers (id, email, list, status, confirmed_at, updated_at)
       SELECT gen_random_uuid(), 'fan-' || i || '@bench.example', 'drop', 'confirmed', now(), now() FROM generate_series(1, $1::int) i`,
      [SUBSCRIBERS],
    );
  });
}

function startSide(side, url, label) {
  const env = {
    DATABASE_POOL_SIZE: POOL_SIZE,
    ADMIN_TOKEN: 'bench-admin-token-0123456789abcdef0123456789',
    DROP_PER_VISITOR_BOXES: String(PER_VISITOR),
    DROP_ANNOUNCE_POLL_MS: '200',
  };
  if (side === 'api') return startApi(`API ${label}`, url, env);
  if (side === 'reference') return startApi(`reference API ${label}`, url, env, reference);
  return startServer(`baseline ${label}`, BASELINE, { DATABASE_URL: url, DATABASE_POOL_SIZE: POOL_SIZE });
}

/** One HTTP request on a keep-alive agent; a cut connection is status 0. */
function send(url, { method = 'GET', headers = {}, body, agent }) {
  return new Promise((resolve) => {
    const failed = () => resolve({ status: 0, body: null, headers: {} });
    const request = http.request(url, { method, headers, agent, timeout: 60_000 }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => {
        let json = null;
        try {
          json = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        } catch {
          // not JSON
        }
        resolve({ status: response.statusCode, body: json, headers: response.headers });
      });
      response.on('error', failed);
    });
    request.on('error', failed);
    request.on('timeout', () => request.destroy());
    request.end(body);
  });
}

/**
 * The crowd waiting for the opening: each buyer, on one process or the other in turn, gets the
 * visitor cookie their browser holds (GET /api/orders sets it; the baseline takes a plain `v=` id)
 * and loads the drop, as the page does. The agent keeps a connection per member of the crowd to
 * each process, as a load balancer does, so the retries after the kill need no new connections.
 */
async function waitingCrowd(side, servers, connections, agent) {
  const jars = new Array(BUYERS);
  let next = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < BUYERS) {
        const i = next++;
        const url = servers[i % servers.length].url;
        if (side === 'baseline') jars[i] = `v=buyer-${i}`;
        else {
          const visit = await send(`${url}/api/orders`, { agent });
          jars[i] = (visit.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
          if (!jars[i]) throw new Error(`GET /api/orders set no visitor cookie (status ${visit.status})`);
        }
        await send(`${url}/api/drop`, { headers: { cookie: jars[i] }, agent });
      }
    }),
  );
  return jars;
}

async function post(url, cookie, i, agent) {
  const started = performance.now();
  const body = JSON.stringify(basket(i));
  const headers = {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(body),
    cookie,
    'idempotency-key': `bench-${i}`,
  };
  const answer = await send(`${url}/api/order`, { method: 'POST', headers, body, agent });
  return { status: answer.status, body: answer.body, ms: performance.now() - started };
}

/** What the database must show after a drop; the list of what it does not. */
async function check(url, side, answers) {
  const problems = [];
  const created = answers.filter((a) => a.status === 201);
  const one = async (client, text, values) => (await client.query(text, values)).rows[0];
  await withClient(url, async (client) => {
    const stock = await one(
      client,
      'SELECT sum(boxes)::int AS boxes, sum(remaining)::int AS remaining, min(remaining)::int AS low FROM drop_stock',
    );
    const sold = stock.boxes - stock.remaining;
    if (sold > BOXES || stock.low < 0) problems.push(`oversold: ${sold} of ${BOXES}`);
    if (sold !== BOXES) problems.push(`sold ${sold} boxes, not all ${BOXES} (the crowd wanted more)`);
    const ordered = await one(
      client,
      'SELECT coalesce(sum(l.quantity), 0)::int AS n FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE o.drop_id IS NOT NULL',
    );
    if (ordered.n !== sold) problems.push(`order lines hold ${ordered.n} boxes, stock says ${sold} sold`);
    const ids = [...new Set(created.map((a) => a.body.id))];
    const stored = await one(
      client,
      'SELECT count(DISTINCT o.id)::int AS n FROM orders o JOIN order_lines l ON l.order_id = o.id WHERE o.id = ANY($1::uuid[])',
      [ids],
    );
    if (stored.n !== ids.length) problems.push(`${ids.length - stored.n} answered 201 without their order and lines`);
    const exact = await one(
      client,
      'SELECT count(*)::int AS n FROM orders o WHERE o.drop_id IS NOT NULL AND o.total_cents <> (SELECT sum(line_total_cents) FROM order_lines WHERE order_id = o.id)',
    );
    if (exact.n > 0) problems.push(`${exact.n} orders whose lines do not add up`);
    const over = await one(
      client,
      'SELECT count(*)::int AS n FROM (SELECT o.visitor_id FROM orders o JOIN order_lines l ON l.order_id = o.id WHERE o.drop_id IS NOT NULL GROUP BY o.visitor_id HAVING sum(l.quantity) > $1) v',
      [PER_VISITOR],
    );
    if (over.n > 0) problems.push(`${over.n} visitors past the limit`);
    // Each buyer sends one idempotency key, retried at most once: never two orders for it.
    const twice = await one(
      client,
      'SELECT count(*)::int AS n FROM (SELECT 1 FROM orders WHERE drop_id IS NOT NULL GROUP BY idempotency_key HAVING count(*) > 1) k',
    );
    if (twice.n > 0) problems.push(`${twice.n} buyers got two orders`);
    if (side !== 'baseline') {
      const mail = await one(
        client,
        'SELECT count(*)::int AS n, count(DISTINCT subscriber_id)::int AS d FROM mail_outbox WHERE campaign_id IS NOT NULL',
      );
      if (mail.n !== SUBSCRIBERS || mail.d !== SUBSCRIBERS)
        problems.push(`announcement queued ${mail.n} times for ${mail.d} of ${SUBSCRIBERS} subscribers`);
    }
  });
  const cut = answers.filter((a) => a.status >= 500 || a.status === 0);
  if (cut.length > 0) problems.push(`${cut.length} answers were 5xx or never came (${[...new Set(cut.map((a) => a.status))].join(', ')})`);
  return problems;
}

async function runOne(side, connections, round) {
  const url = await createDatabase(`drop_${side}_${connections}_${round}`, side === 'reference' ? reference : undefined);
  await seedDrop(url);
  const servers = [await startSide(side, url, 'A'), await startSide(side, url, 'B')];
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const jars = await waitingCrowd(side, servers, connections, agent);
  await withClient(url, (client) => client.query(`UPDATE drops SET opens_at = now() - interval '1 millisecond'`));

  const answers = [];
  let next = 0;
  let killed = false;
  let retries = 0;
  const cpuBefore = servers.map((server) => cpuMs(server.pid));
  let killedCpuMs = null;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < BUYERS) {
        const i = next++;
        // Round-robin by request: buyer i goes to process i % 2 until the kill, then to the survivor.
        let answer = await post(servers[killed ? 1 : i % 2].url, jars[i], i, agent);
        if (answer.status === 0) {
          retries++;
          const retry = await post(servers[1].url, jars[i], i, agent);
          answer = { ...retry, ms: answer.ms + retry.ms };
        }
        answers.push({ ...answer, at: performance.now() - started });
        if (KILL && !killed && answers.length >= BUYERS / 10) {
          killed = true;
          killedCpuMs = cpuMs(servers[0].pid) - cpuBefore[0];
          process.kill(servers[0].pid, 'SIGKILL');
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const serverCpuMs = (killedCpuMs ?? cpuMs(servers[0].pid) - cpuBefore[0]) + (cpuMs(servers[1].pid) - cpuBefore[1]);
  agent.destroy();
  // Give the announcer a moment, then check everything from the database.
  if (side !== 'baseline') await new Promise((resolve) => setTimeout(resolve, 1_500));
  const problems = await check(url, side, answers);
  for (const server of servers) await server.stop();
  const created = answers.filter((a) => a.status === 201);
  const reasons = {};
  for (const a of answers.filter((x) => x.status === 409)) reasons[a.body?.reason ?? '?'] = (reasons[a.body?.reason ?? '?'] ?? 0) + 1;
  return {
    round,
    side,
    connections,
    perSec: answers.length / seconds,
    ordersPerSec: created.length / (Math.max(...created.map((a) => a.at)) / 1000),
    orders: created.length,
    p50: percentile(
      answers.map((a) => a.ms),
      50,
    ),
    p99: percentile(
      answers.map((a) => a.ms),
      99,
    ),
    cpuUs: (serverCpuMs * 1000) / answers.length,
    reasons,
    retries,
    problems,
  };
}

await run(async () => {
  build();
  log(
    `${BUYERS} buyers, ${BOXES} boxes, two processes per side${KILL ? ', one killed after a tenth of the crowd' : ''}; pool ${POOL_SIZE} each; ${ROUNDS} round(s); ${load1()}`,
  );
  const results = [];
  for (let round = 1; round <= ROUNDS; round++) {
    for (const connections of CONNECTIONS) {
      // Each round opens with the next side, so none is always first.
      for (const side of [...SIDES.slice(round % SIDES.length), ...SIDES.slice(0, round % SIDES.length)]) {
        const r = await runOne(side, connections, round);
        results.push(r);
        log(
          `round ${round}, ${side} @${connections}: ${f(r.perSec)} checkouts/s, p99 ${f(r.p99)} ms; checks: ${r.problems.join('; ') || 'all held'}; ${load1()}`,
        );
      }
    }
  }
  console.log(
    '\nround | connections | side      | checkouts/s | orders/s | p50 ms | p99 ms | CPU µs/checkout | orders | refusals | retried | checks',
  );
  for (const r of results) {
    const cells = [
      String(r.round).padStart(5),
      String(r.connections).padStart(11),
      r.side.padEnd(9),
      f(r.perSec).padStart(11),
      f(r.ordersPerSec).padStart(8),
    ];
    cells.push(
      f(r.p50).padStart(6),
      f(r.p99).padStart(6),
      f(r.cpuUs).padStart(15),
      String(r.orders).padStart(6),
      JSON.stringify(r.reasons),
      r.retries,
      r.problems.join('; ') || 'all held',
    );
    console.log(cells.join(' | '));
  }
  const misses = results
    .filter((r) => r.problems.length)
    .map((r) => `round ${r.round} ${r.side} @${r.connections}: ${r.problems.join('; ')}`);
  for (const connections of CONNECTIONS) {
    for (const other of SIDES.slice(1)) {
      const pairs = [];
      for (let round = 1; round <= ROUNDS; round++) {
        const of = (side) => results.find((r) => r.side === side && r.connections === connections && r.round === round);
        pairs.push([of('api'), of(other)]);
      }
      const through = median(pairs.map(([a, b]) => a.perSec / b.perSec));
      const p99 = median(pairs.map(([a, b]) => a.p99 / b.p99));
      const abs = (pick) => `${f(median(pairs.map(([a]) => pick(a))))} against ${f(median(pairs.map(([, b]) => pick(b))))}`;
      const target =
        other === 'baseline' ? ` (floors: throughput >= ${FLOOR.throughput}${connections === 256 ? `, p99 <= ${FLOOR.p99}x` : ''})` : '';
      console.log(
        `@${connections} API / ${other}: throughput ${f(through, 2)} (${abs((r) => r.perSec)} checkouts/s), p99 ${f(p99, 2)}x (${abs((r) => r.p99)} ms), ` +
          `CPU per checkout ${f(median(pairs.map(([a, b]) => a.cpuUs / b.cpuUs)), 2)}x (${abs((r) => r.cpuUs)} µs), medians of ${ROUNDS} rounds${target}`,
      );
      if (other !== 'baseline') continue;
      if (through < FLOOR.throughput) misses.push(`@${connections} throughput ${f(through, 2)} of the baseline's`);
      if (connections === 256 && p99 > FLOOR.p99) misses.push(`@256 p99 ${f(p99, 2)}x the baseline's`);
    }
  }
  console.log(misses.length ? `Floors missed: ${misses.join('; ')}` : 'Every check held; floors met.');
  console.log(load1());
  if (misses.length) process.exitCode = 1;
});
