import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { MailerService } from '@shop/api/mail';
import { SmtpCatcher } from '@shop/api/mail/testing';
import { createTestApp, type TestApp } from './testing/test-app';

// A sign-up and its confirmation mail are stored together or not at all (issue 13), now as one
// statement that keeps the mail's template parameters rather than its text (issue 22). Each
// write is made to fail in the database in turn: whichever fails, neither row may remain.

const smtp = new SmtpCatcher();
let t: TestApp;

beforeAll(async () => {
  await smtp.start();
  t = await createTestApp({ SMTP_URL: smtp.url, MAIL_SENDER: 'off' });
}, 60_000);
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

const signUp = (email: string) => request(t.server).post('/api/notify').send({ email });
const subscribers = (email: string) => t.prisma.subscriber.count({ where: { email } });
const mails = (email: string) => t.prisma.mailMessage.count({ where: { toAddress: email } });

/** Makes every insert or update of `table` fail, for the duration of `work`. */
async function failing(table: 'subscribers' | 'mail_outbox', work: () => Promise<void>): Promise<void> {
  await t.prisma.$executeRawUnsafe(`CREATE OR REPLACE FUNCTION refuse_write() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION 'refused by the test'; END $$`);
  await t.prisma.$executeRawUnsafe(
    `CREATE TRIGGER refuse_write BEFORE INSERT OR UPDATE ON ${table} FOR EACH ROW EXECUTE FUNCTION refuse_write()`,
  );
  try {
    await work();
  } finally {
    await t.prisma.$executeRawUnsafe(`DROP TRIGGER refuse_write ON ${table}`);
  }
}

describe('a sign-up and its confirmation mail', () => {
  it('are not stored when the mail cannot be: no sign-up without its mail', async () => {
    await failing('mail_outbox', async () => {
      await signUp('no-mail@example.com').expect(500);
    });
    expect(await subscribers('no-mail@example.com')).toBe(0);
    expect(await mails('no-mail@example.com')).toBe(0);
  });

  it('are not stored when the sign-up cannot be: no mail without its sign-up', async () => {
    await failing('subscribers', async () => {
      await signUp('no-sign-up@example.com').expect(500);
    });
    expect(await subscribers('no-sign-up@example.com')).toBe(0);
    expect(await mails('no-sign-up@example.com')).toBe(0);
  });

  it('stay paired under concurrent sign-ups: one mail per due confirmation, each naming its subscription', async () => {
    const addresses = Array.from({ length: 8 }, (_, i) => `crowd-${i}@example.com`);
    // Each address four times at once, in two letter cases: one confirmation each.
    await Promise.all(
      addresses.flatMap((email) => [email, email, email.toUpperCase(), email.toUpperCase()].map((e) => signUp(e).expect(201))),
    );
    const rows = await t.prisma.$queryRaw<{ email: string; subscriberId: string | null; params: { subscriptionId: string } | null }[]>`
      SELECT s.email, m.subscriber_id::text AS "subscriberId", m.params
        FROM subscribers s LEFT JOIN mail_outbox m ON m.subscriber_id = s.id
       WHERE s.email LIKE 'crowd-%'`;
    expect(rows.map((row) => row.email).sort()).toEqual(addresses);
    const ids = await t.prisma.subscriber.findMany({ where: { email: { in: addresses } }, select: { id: true } });
    for (const row of rows) expect(ids.map((s) => s.id)).toContain(row.params?.subscriptionId);
    const orphans = await t.prisma.$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM mail_outbox m
       WHERE m.kind = 'subscription-confirm' AND NOT EXISTS (SELECT 1 FROM subscribers s WHERE s.id = m.subscriber_id)`;
    expect(orphans[0]?.n).toBe(0);
  });

  it('is queued as its template parameters, a few hundred bytes, and rendered only when sent', async () => {
    await signUp('lean@example.com').expect(201);
    const [row] = await t.prisma.$queryRaw<{ textBody: string | null; htmlBody: string | null; size: number }[]>`
      SELECT text_body AS "textBody", html_body AS "htmlBody", pg_column_size(m.*)::int AS size FROM mail_outbox m WHERE to_address = 'lean@example.com'`;
    expect(row).toMatchObject({ textBody: null, htmlBody: null });
    expect(row?.size).toBeLessThan(600);
    await t.app.get(MailerService).sendDue(100);
    const [mail] = await smtp.waitFor('lean@example.com', 1, 5_000);
    expect(mail?.headers['subject']).toContain('Confirm your sign-up');
    expect(mail?.headers['list-unsubscribe']).toContain('/api/subscriptions/unsubscribe?token=');
  });

  it('still sends a mail queued rendered, as every row before this change was', async () => {
    await t.prisma.$executeRaw`
      INSERT INTO mail_outbox (id, kind, to_address, subject, text_body, html_body, updated_at)
      VALUES (${randomUUID()}::uuid, 'subscription-confirm', 'legacy@example.com', 'Old subject', 'Old text', '<p>Old html</p>', now())`;
    await t.app.get(MailerService).sendDue(100);
    const [mail] = await smtp.waitFor('legacy@example.com', 1, 5_000);
    expect(mail?.headers['subject']).toBe('Old subject');
    expect(mail?.decoded).toContain('Old text');
  });
});
