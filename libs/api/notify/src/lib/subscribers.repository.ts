import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { PrismaService, sql, type SqlRunner, type StatementCatalog } from '@shop/api/database';
import type { SubscriptionList } from '@shop/contract';

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
   * A sign-up. A new address, or an unsubscribed one, becomes pending with a confirmation due; a
   * pending one is due another confirmation only when the last was queued 10 minutes ago or more
   * (it keeps its nonce, so the earlier mail's link still works); a confirmed one is left alone.
   * Returns the row only when a confirmation mail is due. The upsert locks the row, so of two
   * concurrent sign-ups for one address only one gets a row back.
   */
  signUp: (id: string, email: string, list: string, nonce: string) => sql`
    INSERT INTO subscribers (id, email, list, status, confirm_nonce, confirmation_sent_at, updated_at)
    VALUES (${id}::uuid, ${email}, ${list}, 'pending', ${nonce}, now(), now())
    ON CONFLICT (email, list) DO UPDATE
       SET status = 'pending',
           confirm_nonce = COALESCE(subscribers.confirm_nonce, EXCLUDED.confirm_nonce),
           confirmation_sent_at = now(),
           updated_at = now()
     WHERE subscribers.status = 'unsubscribed'
        OR (subscribers.status = 'pending'
            AND (subscribers.confirmation_sent_at IS NULL
                 OR subscribers.confirmation_sent_at <= now() - ${CONFIRMATION_RESEND_MINUTES}::int * interval '1 minute'))
    RETURNING id::text AS id, confirm_nonce AS nonce`,
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

/** Where subscriptions are stored. Which address is stored (its canonical form) is IsShopEmail's rule (libs/api/http). */
@Injectable()
export class SubscribersRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** Records a sign-up in the caller's transaction; the subscription and nonce when a confirmation mail is due. */
  async signUp(tx: SqlRunner, email: string, list: SubscriptionList, nonce: string): Promise<{ id: string; nonce: string } | undefined> {
    const rows = await tx.$queryRaw<{ id: string; nonce: string }[]>(SUBSCRIBER_STATEMENTS.signUp(randomUUID(), email, list, nonce));
    return rows[0];
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
