import { Injectable } from '@nestjs/common';
import { PrismaService, sql, type StatementCatalog } from '@shop/api/database';
import { CONFIRMATION_MAIL_KIND, MAIL_OUTBOX_STATEMENTS } from '@shop/api/mail';
import { MAILBOX_MAILS_PER_DAY, mailboxOf, type SubscriptionList } from '@shop/contract';
import { CONFIRM_TOKEN_TTL_SECONDS } from './subscription-token';

/** At most one confirmation mail per address and list in this many minutes, whoever asks. */
export const CONFIRMATION_RESEND_MINUTES = 10;

/**
 * Every SQL statement on `subscribers`, run against the migrated schema by
 * subscribers.repository.spec.ts. Raw statements rather than Prisma model queries: sign-ups are
 * the busiest write of a drop, and Prisma's query compiler cost about a third of the request's
 * CPU time (see bench/api).
 */
export const SUBSCRIBER_STATEMENTS = {
  /**
   * A sign-up and, when one is due, its confirmation mail, as one statement: one round trip, and
   * atomic. Nothing is written when the mailbox (the address with its `+tag` dropped) already
   * had MAILBOX_MAILS_PER_DAY confirmations queued in the last 24 hours (`mailbox_has_room`: a
   * pending row would promise a mail that never came). Otherwise a new address, or an
   * unsubscribed one, becomes pending with a confirmation due; a pending one is due another
   * confirmation only when the last was queued 10 minutes ago or more (it keeps its nonce, so the
   * earlier mail's link still works); a confirmed one is left alone. The outbox row is inserted
   * from the upsert's RETURNING, so it exists exactly when the subscription was (re)armed; it
   * keeps the template's parameters, not the rendered mail (rendered when sent, SubscriptionMail).
   * The upsert locks the row, so of two concurrent sign-ups for one address only one queues a mail;
   * concurrent spellings of one mailbox take turns on MAIL_OUTBOX_STATEMENTS.lockMailbox, which
   * must run first in the same transaction (so this statement's snapshot sees the other's mail).
   * Its count is 1 when a mail was queued, 0 when none was due or the mailbox had no room. The ids
   * and the nonce (122 random bits) come from gen_random_uuid(): nothing random is made in the
   * request.
   */
  signUpAndQueueConfirmation: (s: { email: string; list: string; mailbox: string }) => sql`
    WITH mailbox_has_room AS (
      SELECT count(*) < ${MAILBOX_MAILS_PER_DAY}::int AS yes FROM mail_outbox
       WHERE mailbox = ${s.mailbox} AND kind = ${CONFIRMATION_MAIL_KIND} AND created_at > now() - interval '1 day'
    ),
    signed_up AS (
      INSERT INTO subscribers (id, email, list, status, confirm_nonce, confirmation_sent_at, updated_at)
      SELECT gen_random_uuid(), ${s.email}, ${s.list}, 'pending', replace(gen_random_uuid()::text, '-', ''), now(), now()
        FROM mailbox_has_room WHERE mailbox_has_room.yes
      ON CONFLICT (email, list) DO UPDATE
         SET status = 'pending',
             confirm_nonce = COALESCE(subscribers.confirm_nonce, EXCLUDED.confirm_nonce),
             confirmation_sent_at = now(),
             updated_at = now()
       WHERE subscribers.status = 'unsubscribed'
          OR (subscribers.status = 'pending'
              AND (subscribers.confirmation_sent_at IS NULL
                   OR subscribers.confirmation_sent_at <= now() - ${CONFIRMATION_RESEND_MINUTES}::int * interval '1 minute'))
      RETURNING id, email, list, confirm_nonce
    )
    INSERT INTO mail_outbox (id, kind, to_address, mailbox, params, subscriber_id, updated_at)
    SELECT gen_random_uuid(), ${CONFIRMATION_MAIL_KIND}, signed_up.email, ${s.mailbox},
           jsonb_build_object('subscriptionId', signed_up.id::text, 'list', signed_up.list, 'nonce', signed_up.confirm_nonce,
                              'expiresAt', floor(extract(epoch FROM now()))::bigint + ${CONFIRM_TOKEN_TTL_SECONDS}::int),
           signed_up.id, now()
      FROM signed_up`,
  /** Confirms a pending subscription whose nonce the link carries; the nonce is spent. */
  confirm: (id: string, nonce: string) => sql`
    UPDATE subscribers SET status = 'confirmed', confirmed_at = now(), confirm_nonce = NULL, updated_at = now()
     WHERE id = ${id}::uuid AND status = 'pending' AND confirm_nonce = ${nonce}
    RETURNING list`,
  /** Unsubscribes; a second call finds nothing to change. The row stays, with its time. */
  unsubscribe: (id: string) => sql`
    UPDATE subscribers SET status = 'unsubscribed', unsubscribed_at = now(), confirm_nonce = NULL, updated_at = now()
     WHERE id = ${id}::uuid AND status <> 'unsubscribed'`,
} satisfies StatementCatalog;

/** Where subscriptions are stored. Which address is stored (trimmed, lower-cased) is NotifyService's rule. */
@Injectable()
export class SubscribersRepository {
  constructor(private readonly prisma: PrismaService) {}

  /**
   * Records a sign-up of `email` (canonical) to `list` and queues its confirmation mail when one
   * is due and its mailbox has room (see signUpAndQueueConfirmation); true when a mail was queued.
   * Two statements in one transaction, sent as a batch: the mailbox's lock, then the sign-up.
   */
  async signUp(email: string, list: SubscriptionList): Promise<boolean> {
    const mailbox = mailboxOf(email);
    const [, queued] = await this.prisma.$transaction([
      this.prisma.$queryRaw(MAIL_OUTBOX_STATEMENTS.lockMailbox(mailbox)),
      this.prisma.$executeRaw(SUBSCRIBER_STATEMENTS.signUpAndQueueConfirmation({ email, list, mailbox })),
    ]);
    return queued > 0;
  }

  /** The list confirmed, or undefined when the subscription was not pending with that nonce. */
  async confirm(id: string, nonce: string): Promise<SubscriptionList | undefined> {
    const rows = await this.prisma.$queryRaw<{ list: SubscriptionList }[]>(SUBSCRIBER_STATEMENTS.confirm(id, nonce));
    return rows[0]?.list;
  }

  async unsubscribe(id: string): Promise<void> {
    await this.prisma.$executeRaw(SUBSCRIBER_STATEMENTS.unsubscribe(id));
  }
}
