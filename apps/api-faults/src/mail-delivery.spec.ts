import { type ApiProcess, startApi } from './support/api-process';
import { SmtpCatcher } from '@shop/api/mail/testing';
import { freshDatabaseForSuite } from './support/suite';
import { waitFor } from './support/shop-client';

// The outbox's promises with real server processes on one PostgreSQL, sending to a real SMTP server.

/** Queues `count` messages straight into the outbox, as sign-ups would, each to its own address. */
async function queueMessages(db: ReturnType<ReturnType<typeof freshDatabaseForSuite>>, count: number, prefix: string): Promise<void> {
  await db.query(
    `INSERT INTO mail_outbox (id, kind, to_address, subject, text_body, html_body, updated_at)
     SELECT gen_random_uuid(), 'test', $1 || n || '@example.com', 'Test ' || n, 'Hello', '<p>Hello</p>', now()
       FROM generate_series(1, $2::int) AS n`,
    [prefix, count],
  );
}

/** The outbox row id of each received message, from its Message-ID (<row id@domain>). */
const rowIdOf = (messageId: string | undefined) => /^<([0-9a-f-]{36})@/.exec(messageId ?? '')?.[1];

describe('two API processes on one PostgreSQL', () => {
  const db = freshDatabaseForSuite();
  const smtp = new SmtpCatcher();
  beforeAll(() => smtp.start());
  afterAll(() => smtp.stop());

  it('send each message exactly once', async () => {
    const env = { DATABASE_URL: db().url, WEB_DIR: 'none', SMTP_URL: smtp.url, MAIL_SENDER: 'in-process', MAIL_POLL_MS: '20' };
    const first: ApiProcess = await startApi(env);
    const second: ApiProcess = await startApi({ ...env, MIGRATE_ON_START: 'false' });
    await queueMessages(db(), 300, 'pair-');

    expect(await waitFor(async () => smtp.messages.length >= 300, 90_000, 100)).not.toBeNull();
    // A little longer: a second copy, if there were one, would arrive now.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const ids = smtp.messages.map((m) => rowIdOf(m.headers['message-id']));
    expect(ids).toHaveLength(300);
    expect(new Set(ids).size).toBe(300);
    const [{ sent }] = await db().query<{ sent: number }>(
      `SELECT count(*)::int AS sent FROM mail_outbox WHERE status = 'sent' AND attempts = 1`,
    );
    expect(sent).toBe(300);
    await Promise.all([first.stop(), second.stop()]);
  });
});

describe('kill -9 of the sending process mid-batch', () => {
  const db = freshDatabaseForSuite();
  // 15 ms per message: a batch (20 per connection, 3 connections) is in flight for about a third of a second.
  const smtp = new SmtpCatcher(15);
  beforeAll(() => smtp.start());
  afterAll(() => smtp.stop());

  it('delivers every queued message at least once, duplicates only from the batch in flight', async () => {
    const env = {
      DATABASE_URL: db().url,
      WEB_DIR: 'none',
      SMTP_URL: smtp.url,
      MAIL_SENDER: 'in-process',
      MAIL_POLL_MS: '20',
      SMTP_MAX_CONNECTIONS: '3',
    };
    const api = await startApi(env);
    await queueMessages(db(), 400, 'kill-');
    expect(await waitFor(async () => smtp.messages.length >= 100, 60_000, 5)).not.toBeNull();
    api.child.kill('SIGKILL');
    await api.exited;

    // The rows the dead process had claimed and not marked: queued, with an attempt counted. They
    // wait out the claim's lease (5 minutes); the test ends it now instead of waiting.
    const inFlight = await db().query<{ id: string }>(`SELECT id::text AS id FROM mail_outbox WHERE status = 'queued' AND attempts > 0`);
    // One batch: 20 messages per SMTP connection.
    expect(inFlight.length).toBeLessThanOrEqual(60);
    await db().query(`UPDATE mail_outbox SET next_attempt_at = now() WHERE status = 'queued'`);

    const restarted = await startApi(env);
    expect(
      await waitFor(
        async () => {
          const [{ left }] = await db().query<{ left: number }>(`SELECT count(*)::int AS left FROM mail_outbox WHERE status <> 'sent'`);
          return left === 0;
        },
        90_000,
        100,
      ),
    ).not.toBeNull();

    const ids = smtp.messages.map((m) => rowIdOf(m.headers['message-id']) as string);
    const rows = await db().query<{ id: string }>(`SELECT id::text AS id FROM mail_outbox`);
    // At least once: every row reached the server.
    expect(new Set(ids)).toEqual(new Set(rows.map((row) => row.id)));
    // Duplicates only within the documented window: rows claimed by the killed process.
    const seen = new Map<string, number>();
    for (const id of ids) seen.set(id, (seen.get(id) ?? 0) + 1);
    const duplicated = [...seen].filter(([, n]) => n > 1).map(([id]) => id);
    const window = new Set(inFlight.map((row) => row.id));
    expect(duplicated.filter((id) => !window.has(id))).toEqual([]);
    expect([...seen.values()].every((n) => n <= 2)).toBe(true);
    await restarted.stop();
  });
});
