// The baselines for POST /api/notify, in nothing but Fastify and pg (no NestJS, no Prisma, no
// validation, no logging). `node bench/api/baseline-server.mjs` with DATABASE_URL,
// DATABASE_POOL_SIZE and PORT; prints `listening on http://127.0.0.1:PORT`.
//
// - POST /api/notify does the work a sign-up must do: the same upsert with the same resend rule
//   as libs/api/notify (a new or unsubscribed address becomes pending, a pending one is due a
//   confirmation at most every 10 minutes, a confirmed one is left alone) and, when a
//   confirmation is due, the same outbox row (the template's name and parameters, rendered when
//   sent), within the same per-mailbox daily limit under the same advisory lock: the API's two
//   statements in one transaction. The ratio against it is the cost of the framework, not of the
//   work.
// - POST /api/notify/insert-only is the old baseline, one `INSERT … ON CONFLICT DO NOTHING`, kept
//   so figures stay comparable with the runs before double opt-in.
import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.DATABASE_POOL_SIZE ?? 20) });
const app = Fastify({ logger: false, bodyLimit: 32 * 1024 });
const CONFIRM_TOKEN_TTL_SECONDS = 72 * 3600;
const CONFIRMATION_RESEND_MINUTES = 10;
const MAILBOX_MAILS_PER_DAY = 3;

// The statements of libs/api/notify/src/lib/subscribers.repository.ts (signUp): the mailbox's
// advisory lock, then the sign-up with the mailbox's daily limit, its upsert and its outbox row.
const LOCK_MAILBOX = 'SELECT true AS locked FROM pg_advisory_xact_lock(hashtextextended($1, 0))';
const SIGN_UP = `
  WITH mailbox_has_room AS (
    SELECT count(*) < $4::int AS yes FROM mail_outbox
     WHERE mailbox = $3 AND kind = 'subscription-confirm' AND created_at > now() - interval '1 day'
  ),
  signed_up AS (
    INSERT INTO subscribers (id, email, list, status, confirm_nonce, confirmation_sent_at, updated_at)
    SELECT gen_random_uuid(), $1, $2, 'pending', replace(gen_random_uuid()::text, '-', ''), now(), now()
      FROM mailbox_has_room WHERE mailbox_has_room.yes
    ON CONFLICT (email, list) DO UPDATE
       SET status = 'pending',
           confirm_nonce = COALESCE(subscribers.confirm_nonce, EXCLUDED.confirm_nonce),
           confirmation_sent_at = now(),
           updated_at = now()
     WHERE subscribers.status = 'unsubscribed'
        OR (subscribers.status = 'pending'
            AND (subscribers.confirmation_sent_at IS NULL
                 OR subscribers.confirmation_sent_at <= now() - $5::int * interval '1 minute'))
    RETURNING id, email, list, confirm_nonce
  )
  INSERT INTO mail_outbox (id, kind, to_address, mailbox, params, subscriber_id, updated_at)
  SELECT gen_random_uuid(), 'subscription-confirm', signed_up.email, $3,
         jsonb_build_object('subscriptionId', signed_up.id::text, 'list', signed_up.list, 'nonce', signed_up.confirm_nonce,
                            'expiresAt', floor(extract(epoch FROM now()))::bigint + $6::int),
         signed_up.id, now()
    FROM signed_up`;

/** The address with its +tag dropped (mailboxOf in libs/shared/contract). */
function mailboxOf(address) {
  const at = address.lastIndexOf('@');
  const plus = address.slice(0, at).indexOf('+');
  return plus > 0 ? `${address.slice(0, plus)}${address.slice(at)}` : address;
}

app.post('/api/notify', async (request, reply) => {
  const email = String(request.body.email).trim().toLowerCase();
  const mailbox = mailboxOf(email);
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query(LOCK_MAILBOX, [mailbox]);
    await client.query(SIGN_UP, [email, 'drop', mailbox, MAILBOX_MAILS_PER_DAY, CONFIRMATION_RESEND_MINUTES, CONFIRM_TOKEN_TTL_SECONDS]);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
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
