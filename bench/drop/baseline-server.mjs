// The bare baseline of `npm run bench:drop`: checkout during a drop with nothing but Fastify and
// pg: the same conditional stock update and order insert as the API (the same shop_place_order
// statement, from prisma/migrations), without NestJS, Prisma, validation, signed cookies, pricing
// or logging. `node bench/drop/baseline-server.mjs` with DATABASE_URL, DATABASE_POOL_SIZE, PORT;
// the visitor is the plain cookie `v=<id>`. Prints `listening on http://127.0.0.1:PORT`.
import { randomBytes, randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';

const noop = () => undefined;
// Its connections opened and warmed before the opening as the API's are (libs/api/database
// database-connection.ts), so the two meet the crowd alike.
const poolSize = Number(process.env.DATABASE_POOL_SIZE ?? 20);
const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: poolSize,
  min: poolSize,
  onConnect: (client) => client.query('SELECT shop_warm_up()').then(noop, noop),
});
for (let i = 0; i < poolSize; i++) pool.connect().then((client) => client.release(), noop);
const app = Fastify({ logger: false, bodyLimit: 32 * 1024 });
const PRICES = { 'half-dozen': 2600, dozen: 4800 };
const PLACE = `SELECT outcome, line_id, remaining FROM shop_place_order($1::uuid, $2, $3, $4, NULL, $5::int, now(), $6::int[], $7::text[],
  $8::text[], $9::text[], $10::int[], $11::int[], $12::int[])`;

// What the waiting crowd loads before the opening (bench/drop/run.mjs): the drop, one read shared
// by every caller for a second, as the API's DropsSnapshot does.
let drop = { at: 0, body: null };
app.get('/api/drop', async () => {
  if (Date.now() - drop.at > 1000) {
    drop = { at: Date.now(), body: pool.query('SELECT name, opens_at, closes_at FROM drops LIMIT 1').then(({ rows }) => rows[0] ?? null) };
  }
  return { drop: await drop.body };
});

app.post('/api/order', async (request, reply) => {
  const visitor = /(?:^|;\s*)v=([^;]+)/.exec(request.headers.cookie ?? '')?.[1] ?? randomUUID();
  const lines = request.body.items.map((item, position) => {
    const sizeKey = item.id.endsWith('-half-dozen') ? 'half-dozen' : 'dozen';
    const productId = item.id.slice(0, -sizeKey.length - 1);
    return { position, productId, name: item.name, sizeKey, price: PRICES[sizeKey], quantity: item.quantity };
  });
  const total = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const id = randomUUID();
  const reference = `ORD-${randomBytes(5).toString('hex').toUpperCase()}`;
  // Named, as the API sends it (PrismaService.$queryDirect): prepared once per connection.
  const { rows } = await pool.query({
    name: 'place',
    text: PLACE,
    values: [
      id,
      reference,
      visitor,
      request.headers['idempotency-key'] ?? null,
      total,
      lines.map((l) => l.position),
      lines.map((l) => l.productId),
      lines.map((l) => l.name),
      lines.map((l) => l.sizeKey),
      lines.map((l) => l.price),
      lines.map((l) => l.quantity),
      lines.map((l) => l.price * l.quantity),
    ],
  });
  const outcome = rows[0].outcome;
  if (outcome === 'placed') return reply.code(201).send({ id, reference });
  if (outcome === 'duplicate') return reply.code(200).send({ duplicate: true });
  return reply.code(409).send({ statusCode: 409, reason: outcome, lines: rows.filter((r) => r.line_id) });
});

const address = await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
console.log(`listening on ${address}`);
const stop = () =>
  app
    .close()
    .then(() => pool.end())
    .then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
