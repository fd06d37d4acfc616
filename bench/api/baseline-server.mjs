// The baselines for POST /api/notify, in nothing but Fastify and pg (no NestJS, no Prisma, no
// logging, and no validation except on /api/notify/checked). `node bench/api/baseline-server.mjs`
// with DATABASE_URL, DATABASE_POOL_SIZE and PORT; prints `listening on http://127.0.0.1:PORT`.
//
// - POST /api/notify does the work a sign-up must do: the same upsert with the same resend rule
//   as libs/api/notify (a new or unsubscribed address becomes pending, a pending one is due a
//   confirmation at most every 10 minutes, a confirmed one is left alone) and, when a
//   confirmation is due, the same outbox row (the template's name and parameters, rendered when
//   sent), within the same per-mailbox daily limit under the same advisory lock: the API's one
//   call of shop_sign_up, one round trip. The ratio against it is the cost of the framework, not
//   of the work.
// - POST /api/notify/insert-only is the old baseline, one `INSERT … ON CONFLICT DO NOTHING`, kept
//   so figures stay comparable with the runs before double opt-in.
// - POST /api/notify/checked is /api/notify with the shop's address rule applied first, as the
//   API's IsShopEmail applies it (trimmed, present, at most 254 characters, emailAddressProblem,
//   validator's isEmail, then the canonical form, each skipped for a plain address as the API
//   skips it), by the API's own functions from its build, and only `email` and `list` taken. Not
//   a target: it shows how much of the API's cost is that rule's own work and how much the
//   framework's (bench:api prints the ratio beside the targets').
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.DATABASE_POOL_SIZE ?? 20) });
const app = Fastify({ logger: false, bodyLimit: 32 * 1024 });
const CONFIRM_TOKEN_TTL_SECONDS = 72 * 3600;
const CONFIRMATION_RESEND_MINUTES = 10;
const MAILBOX_MAILS_PER_DAY = 3;

// The call of libs/api/notify/src/lib/subscribers.repository.ts (signUpAndQueueConfirmation):
// prisma/migrations/*_sign_up_function's shop_sign_up, with the same numbers.
const SIGN_UP = 'SELECT shop_sign_up($1, $2, $3, $4, $5::int, $6::int, $7::int) AS queued';

/** The address with its +tag dropped (mailboxOf in libs/shared/contract). */
function mailboxOf(address) {
  const at = address.lastIndexOf('@');
  const plus = address.slice(0, at).indexOf('+');
  return plus > 0 ? `${address.slice(0, plus)}${address.slice(at)}` : address;
}

/** The API's sign-up call for `email` on `list`. */
function signUp(email, list) {
  // Named, as the API sends it (PrismaService.$queryDirect): prepared once per connection.
  return pool.query({
    name: 'sign-up',
    text: SIGN_UP,
    values: [
      email,
      list,
      mailboxOf(email),
      'subscription-confirm',
      MAILBOX_MAILS_PER_DAY,
      CONFIRMATION_RESEND_MINUTES,
      CONFIRM_TOKEN_TTL_SECONDS,
    ],
  });
}

app.post('/api/notify', async (request, reply) => {
  await signUp(String(request.body.email).trim().toLowerCase(), 'drop');
  reply.code(201);
  return { subscribed: true };
});

// The API's own rule, from its build (bench:api, bench:profile and bench:alloc build it before they start this).
const require = createRequire(import.meta.url);
const dist = join(import.meta.dirname, '../../dist/api');
const { canonicalEmail, isPlainAddress } = require(join(dist, 'libs/api/http/src/lib/email-address.js'));
const { emailAddressProblem, LIMITS, SUBSCRIPTION_LISTS } = require(join(dist, 'libs/shared/contract/src/index.js'));
const isEmail = require('validator/lib/isEmail').default;
const BODY_KEYS = new Set(['email', 'list']);

/** The canonical address the API would store, or undefined where the API answers 400. */
function checkedAddress(body) {
  if (typeof body !== 'object' || body === null || Object.keys(body).some((key) => !BODY_KEYS.has(key))) return undefined;
  if (body.list !== undefined && !SUBSCRIPTION_LISTS.includes(body.list)) return undefined;
  if (typeof body.email !== 'string') return undefined;
  const typed = body.email.trim();
  if (typed === '' || typed.length > LIMITS.emailMaxLength) return undefined;
  // The API's shortcut for the common address (isPlainAddress), which skips the two checks.
  if (!isPlainAddress(typed) && (emailAddressProblem(typed) !== undefined || !isEmail(typed))) return undefined;
  return canonicalEmail(typed);
}

app.post('/api/notify/checked', async (request, reply) => {
  const email = checkedAddress(request.body);
  if (email === undefined) {
    reply.code(400);
    return { statusCode: 400, error: 'Bad Request', message: 'Email must be an email.' };
  }
  await signUp(email, request.body.list ?? 'drop');
  reply.code(201);
  return { subscribed: true };
});

app.post('/api/notify/insert-only', async (request, reply) => {
  await pool.query(
    // The drop list (the column's default), as the API's notify form sign-up; one row per address and list.
    'INSERT INTO subscribers (id, email, updated_at) VALUES ($1, $2, now()) ON CONFLICT (email, list) DO NOTHING',
    [randomUUID(), String(request.body.email).trim()],
  );
  reply.code(201);
  return { subscribed: true };
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
