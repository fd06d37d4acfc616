import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { PrismaService, sql, type SqlRunner, type StatementCatalog } from '@shop/api/database';
import { mailboxOf } from '@shop/api/email';

/**
 * At most this many mails of one kind (a sign-up confirmation, a contact acknowledgement) go to
 * one mailbox in any 24 hours, whatever the list, the form or the way the address is written, so
 * no amount of variation floods an inbox that nobody has verified.
 */
export const MAILBOX_MAILS_PER_DAY = 3;

/** A rendered email waiting in the outbox. */
export interface OutboundMail {
  /** Which template made it (subscription-confirm, contact-ack, contact-notify…), for staff reading the outbox. */
  kind: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  /** For an announcement: its campaign and recipient; the outbox holds one mail per pair. */
  campaign?: { campaignId: string; subscriberId: string };
}

/** A mail ready for the transport: rendered, with its outbox row's id (its Message-ID). */
export interface SendableMail extends OutboundMail {
  id: string;
}

/**
 * A message the sender has claimed, as the claim returns it: its row, with the attempt this claim
 * counts as. Either rendered when queued (`rendered`), or queued as its template's parameters
 * (`params`, the template being `kind`) and rendered by QueuedMailTemplates when sent.
 */
export interface ClaimedMail extends Pick<SendableMail, 'id' | 'kind' | 'to'> {
  replyTo: string | null;
  headers: Record<string, string>;
  attempts: number;
  rendered: Pick<OutboundMail, 'subject' | 'text' | 'html'> | null;
  params: Record<string, unknown> | null;
}

/**
 * Every statement on `mail_outbox`, run against the migrated schema by mail-outbox.repository.spec.ts.
 *
 * A claim is a lease, not a held lock: `FOR UPDATE SKIP LOCKED` lets concurrent senders (several
 * API processes, or `npm run mailer`) each take different rows, and the claim pushes
 * `next_attempt_at` past the lease in the same statement, then commits. The send happens outside
 * any transaction, so a slow SMTP server never holds a database connection or a lock. A sender
 * that dies mid-send leaves its rows `queued`; they are due again when the lease ends.
 */
export const MAIL_OUTBOX_STATEMENTS = {
  /** A second mail for the same campaign and subscriber is dropped by the unique index: a rerun sends nothing twice. */
  enqueue: (id: string, mail: OutboundMail) => sql`
    INSERT INTO mail_outbox (id, kind, to_address, mailbox, reply_to, subject, text_body, html_body, headers, campaign_id, subscriber_id, updated_at)
    VALUES (${id}::uuid, ${mail.kind}, ${mail.to}, ${mailboxOf(mail.to)}, ${mail.replyTo ?? null}, ${mail.subject}, ${mail.text}, ${mail.html},
            ${JSON.stringify(mail.headers ?? {})}::jsonb, ${mail.campaign?.campaignId ?? null}::uuid, ${mail.campaign?.subscriberId ?? null}::uuid, now())
    ON CONFLICT (campaign_id, subscriber_id) DO NOTHING`,
  /**
   * Holds, until the caller's transaction ends, the right to queue mail to one mailbox: concurrent
   * sign-ups in several spellings of one address take turns, so each counts the others' mail.
   */
  lockMailbox: (mailbox: string) => sql`
    SELECT true AS locked FROM pg_advisory_xact_lock(hashtextextended(${mailbox}, 0))`,
  /** Mail of one kind queued to one mailbox in the last 24 hours, sent or not (served by its index). */
  countForMailboxToday: (mailbox: string, kind: string) => sql`
    SELECT count(*)::int AS count FROM mail_outbox
     WHERE mailbox = ${mailbox} AND kind = ${kind} AND created_at > now() - interval '1 day'`,
  claimDue: (limit: number, leaseMs: number) => sql`
    UPDATE mail_outbox m
       SET attempts = m.attempts + 1, next_attempt_at = now() + ${leaseMs}::int * interval '1 millisecond', updated_at = now()
     WHERE m.id IN (SELECT id FROM mail_outbox
                     WHERE status = 'queued' AND next_attempt_at <= now()
                     ORDER BY next_attempt_at
                     LIMIT ${limit}::int
                     FOR UPDATE SKIP LOCKED)
    RETURNING m.id::text AS id, m.kind, m.to_address AS "to", m.reply_to AS "replyTo", m.headers, m.attempts, m.params,
              CASE WHEN m.params IS NULL
                   THEN json_build_object('subject', coalesce(m.subject, ''), 'text', coalesce(m.text_body, ''), 'html', coalesce(m.html_body, ''))
              END AS rendered`,
  markSent: (id: string) => sql`
    UPDATE mail_outbox SET status = 'sent', sent_at = now(), last_error = NULL, updated_at = now()
     WHERE id = ${id}::uuid`,
  /** After a failed attempt: due again after the delay, or `failed` for good once attempts reach the maximum. */
  markAttemptFailed: (id: string, error: string, retryInMs: number, maxAttempts: number) => sql`
    UPDATE mail_outbox
       SET status = CASE WHEN attempts >= ${maxAttempts}::int THEN 'failed'::"MailStatus" ELSE 'queued'::"MailStatus" END,
           last_error = left(${error}, 1000), next_attempt_at = now() + ${retryInMs}::int * interval '1 millisecond', updated_at = now()
     WHERE id = ${id}::uuid`,
} satisfies StatementCatalog;

/** The outbox table. Which mail to write and when to retry are the callers' rules. */
@Injectable()
export class MailOutboxRepository {
  constructor(private readonly prisma: PrismaService) {}

  /**
   * Queues mail inside the caller's transaction (`tx`), so the mail exists exactly when the
   * sign-up or message that caused it does.
   */
  async enqueue(tx: SqlRunner, ...mails: OutboundMail[]): Promise<void> {
    for (const mail of mails) await tx.$executeRaw(MAIL_OUTBOX_STATEMENTS.enqueue(randomUUID(), mail));
  }

  /**
   * Whether one more mail of this kind may be queued to the mailbox `to` delivers to: fewer than
   * MAILBOX_MAILS_PER_DAY in the last 24 hours. Call it in the transaction that queues the mail;
   * the mailbox stays locked until that transaction ends, so the answer holds until then.
   */
  async mailboxHasRoom(tx: SqlRunner, to: string, kind: string): Promise<boolean> {
    const mailbox = mailboxOf(to);
    await tx.$queryRaw(MAIL_OUTBOX_STATEMENTS.lockMailbox(mailbox));
    const [{ count }] = await tx.$queryRaw<{ count: number }[]>(MAIL_OUTBOX_STATEMENTS.countForMailboxToday(mailbox, kind));
    return count < MAILBOX_MAILS_PER_DAY;
  }

  claimDue = (limit: number, leaseMs: number) => this.prisma.$queryRaw<ClaimedMail[]>(MAIL_OUTBOX_STATEMENTS.claimDue(limit, leaseMs));
  markSent = (id: string) => this.prisma.$executeRaw(MAIL_OUTBOX_STATEMENTS.markSent(id));
  markAttemptFailed = (id: string, error: string, retryInMs: number, maxAttempts: number) =>
    this.prisma.$executeRaw(MAIL_OUTBOX_STATEMENTS.markAttemptFailed(id, error, retryInMs, maxAttempts));
}
