// The same-work baselines of bench:api and bench:drop: the shop's database work in nothing but
// Fastify and pg (no NestJS, no Prisma, no validation, no signed cookie, no logging).
// `node bench/baseline-server.mjs` with DATABASE_URL, DATABASE_POOL_SIZE and PORT; prints
// `listening on http://127.0.0.1:PORT`. Each statement is sent as Prisma's pg adapter sends the
// API's: unnamed, with its parameters, one round trip.
// - POST /api/notify: the address in the shop's one form and its mailbox, by the shop's own rule
//   (libs/api/email, from the build), then the API's one call of shop_sign_up with the same
//   numbers (libs/api/notify, subscribers.repository.ts): the upsert with its resend rule and the
//   confirmation's outbox row under the mailbox's daily limit.
// - POST /api/order: checkout, priced from the catalog's two sizes, with the request's sha256
//   fingerprint (the shop's requestHash, the same 64 characters) and the same shop_place_order
//   statement as libs/api/orders; the visitor is the plain cookie `v=<id>`.
// - GET /api/drop: what the waiting crowd loads, one read shared by every caller for a second,
//   as the API's DropsSnapshot does.
import { hash, randomBytes, randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import Fastify from 'fastify';
import pg from 'pg';

const { canonicalEmail, mailboxOf } = createRequire(import.meta.url)(
  join(import.meta.dirname, '../dist/api/libs/api/email/src/lib/email-address.js'),
);
const poolSize = Number(process.env.DATABASE_POOL_SIZE ?? 20);
// Every connection opened at start, as the API fills its pool (libs/api/database), so both meet the crowd alike.
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: poolSize, min: poolSize });
for (let i = 0; i < poolSize; i++)
  pool.connect().then(
    (client) => client.release(),
    () => undefined,
  );
const app = Fastify({ logger: false, bodyLimit: 32 * 1024 });

// The numbers libs/api/notify passes: MAILBOX_MAILS_PER_DAY, CONFIRMATION_RESEND_MINUTES, CONFIRM_TOKEN_TTL_SECONDS.
const SIGN_UP = "SELECT shop_sign_up($1, $2, $3, 'subscription-confirm', 3::int, 10::int, 259200::int) AS queued";
app.post('/api/notify', async (request, reply) => {
  const email = canonicalEmail(String(request.body.email).trim());
  await pool.query(SIGN_UP, [email, request.body.list ?? 'drop', mailboxOf(email)]);
  return reply.code(201).send({ subscribed: true });
});

const PRICES = { 'half-dozen': 2600, dozen: 4800 };
const PLACE = `SELECT outcome, drop_id::text AS "dropId", line_id AS "lineId", remaining, at, visitor_limit AS "visitorLimit"
  FROM shop_place_order($1::uuid, $2, $3, $4, $5, $6::int, $7::timestamptz, $8::int[], $9::text[], $10::text[], $11::text[],
  $12::int[], $13::int[], $14::int[])`;
app.post('/api/order', async (request, reply) => {
  const { body } = request;
  const visitor = /(?:^|;\s*)v=([^;]+)/.exec(request.headers.cookie ?? '')?.[1] ?? randomUUID();
  const key = request.headers['idempotency-key'] ?? null;
  const fingerprint = JSON.stringify([body.total, body.items.map((i) => [i.id, i.name, i.size, i.price, i.quantity, i.total])]);
  const lines = body.items.map((item, position) => {
    const sizeKey = item.id.endsWith('-half-dozen') ? 'half-dozen' : 'dozen';
    return {
      position,
      productId: item.id.slice(0, -sizeKey.length - 1),
      name: item.name,
      sizeKey,
      price: PRICES[sizeKey],
      quantity: item.quantity,
    };
  });
  const id = randomUUID();
  const reference = `ORD-${randomBytes(5).toString('hex').toUpperCase()}`;
  const { rows } = await pool.query(PLACE, [
    id,
    reference,
    visitor,
    key,
    key ? hash('sha256', fingerprint, 'hex') : null,
    lines.reduce((sum, l) => sum + l.price * l.quantity, 0),
    new Date(),
    lines.map((l) => l.position),
    lines.map((l) => l.productId),
    lines.map((l) => l.name),
    lines.map((l) => l.sizeKey),
    lines.map((l) => l.price),
    lines.map((l) => l.quantity),
    lines.map((l) => l.price * l.quantity),
  ]);
  const outcome = rows[0].outcome;
  if (outcome === 'placed') return reply.code(201).send({ id, reference });
  if (outcome === 'duplicate') return reply.code(200).send({ duplicate: true });
  return reply.code(409).send({ statusCode: 409, reason: outcome, lines: rows.filter((r) => r.lineId) });
});

let drop = { at: 0, body: null };
app.get('/api/drop', async () => {
  if (Date.now() - drop.at > 1000) {
    drop = { at: Date.now(), body: pool.query('SELECT name, opens_at, closes_at FROM drops LIMIT 1').then(({ rows }) => rows[0] ?? null) };
  }
  return { drop: await drop.body };
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
