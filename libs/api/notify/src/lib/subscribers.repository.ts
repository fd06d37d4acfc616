import { Injectable } from '@nestjs/common';
import { PrismaService, sql, type StatementCatalog } from '@shop/api/database';
import { CONFIRMATION_MAIL_KIND, MAILBOX_MAILS_PER_DAY } from '@shop/api/mail';
import { mailboxOf } from '@shop/api/email';
import { type SubscriptionList } from '@shop/contract';
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
   * A sign-up and, when one is due and its mailbox has room, its confirmation mail: one call of
   * `shop_sign_up` (prisma/migrations/*_sign_up_function), so one round trip and one transaction.
   * It takes the mailbox's advisory lock (MAIL_OUTBOX_STATEMENTS.lockMailbox's, so concurrent
   * spellings of one mailbox take turns with the contact form's check too), counts the mailbox's
   * confirmations of the last 24 hours (nothing is written at MAILBOX_MAILS_PER_DAY: a pending
   * row would promise a mail that never came), then upserts the subscription with the resend rule
   * (new or unsubscribed: pending with a confirmation due; pending: due again after
   * CONFIRMATION_RESEND_MINUTES, keeping its nonce; confirmed: left alone) and inserts the outbox
   * row from the upsert's RETURNING, so the mail exists exactly when the subscription was
   * (re)armed. The row keeps the template's parameters (rendered when sent, SubscriptionMail).
   * The upsert locks the row, so of two concurrent sign-ups for one address only one queues a
   * mail. Ids and nonce (122 random bits) come from gen_random_uuid(): nothing random is made in
   * the request. The rules' numbers are passed from here, where they are named.
   */
  signUpAndQueueConfirmation: (s: { email: string; list: string; mailbox: string }) => sql`
    SELECT shop_sign_up(${s.email}, ${s.list}, ${s.mailbox}, ${CONFIRMATION_MAIL_KIND}, ${MAILBOX_MAILS_PER_DAY}::int,
                        ${CONFIRMATION_RESEND_MINUTES}::int, ${CONFIRM_TOKEN_TTL_SECONDS}::int) AS queued`,
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

/** Where subscriptions are stored. Which address is stored (its canonical form) is IsShopEmail's rule (libs/api/email). */
@Injectable()
export class SubscribersRepository {
  constructor(private readonly prisma: PrismaService) {}

  /**
   * Records a sign-up of `email` (canonical) to `list` and queues its confirmation mail when one
   * is due and its mailbox has room (see signUpAndQueueConfirmation); true when a mail was queued.
   */
  async signUp(email: string, list: SubscriptionList): Promise<boolean> {
    const [row] = await this.prisma.$queryPrepared<{ queued: boolean }>(
      SUBSCRIBER_STATEMENTS.signUpAndQueueConfirmation({ email, list, mailbox: mailboxOf(email) }),
      'subscribers.signUp',
    );
    return row?.queued === true;
  }

  /** The list confirmed, or undefined when the subscription was not pending with that nonce. */
  async confirm(id: string, nonce: string): Promise<SubscriptionList | undefined> {
    const rows = await this.prisma.$queryRaw<{ list: SubscriptionList }[]>(SUBSCRIBER_STATEMENTS.confirm(id, nonce));
    return rows[0]?.list;
  }

  unsubscribe = (id: string) => this.prisma.$executeRaw(SUBSCRIBER_STATEMENTS.unsubscribe(id));
}
