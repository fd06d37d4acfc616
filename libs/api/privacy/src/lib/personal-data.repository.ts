import { Injectable } from '@nestjs/common';
import { PrismaService, sql, type SqlRunner, type StatementCatalog } from '@shop/api/database';

/** What one erasure removed: rows per kind, and the references of the orders that were found. */
export interface Erased {
  subscriptions: number;
  contactMessages: number;
  emails: number;
  removedReferences: string[];
}

/**
 * Every statement of an erasure, checked against the migrated schema by
 * personal-data.repository.spec.ts. These are the one place outside their own features that name
 * `subscribers`, `contact_messages`, `mail_outbox` and `orders`: an erasure must take a person's
 * rows from all of them in one transaction, so it cannot go through each feature in turn.
 *
 * Addresses are compared with `lower()` on both sides, in SQL: sign-ups are stored lower-cased,
 * but a contact message and its two mails keep the address as it was typed. Not Prisma's
 * `mode: 'insensitive'`, which PostgreSQL gets as ILIKE, where `_` and `%` are wildcards
 * (prisma/orm#20318): erasing `a_b@x.io` would also erase `axb@x.io`. No index serves `lower()`;
 * an erasure is rare and staff wait for it, so a scan is the cheaper trade than an index every
 * sign-up and message would pay for.
 */
export const PERSONAL_DATA_STATEMENTS = {
  /** Every list, every status: pending and unsubscribed rows still hold the address. */
  deleteSubscriptions: (email: string) => sql`
    DELETE FROM subscribers WHERE lower(email) = lower(${email}::text)`,
  deleteContactMessages: (email: string) => sql`
    DELETE FROM contact_messages WHERE lower(email) = lower(${email}::text)`,
  /**
   * Mail to the address (confirmations, announcements, the acknowledgement of a message) and the
   * shop inbox's copy of the person's messages, which holds the message and replies to them.
   */
  deleteMail: (email: string) => sql`
    DELETE FROM mail_outbox WHERE lower(to_address) = lower(${email}::text) OR lower(reply_to) = lower(${email}::text)`,
  /** The orders' lines go with them (order_lines.order_id is ON DELETE CASCADE). */
  deleteOrders: (references: readonly string[]) => sql`
    DELETE FROM orders WHERE reference = ANY(${references}::text[]) RETURNING reference`,
} satisfies StatementCatalog;

/** Removes a person's rows. Which address and references to take, and what to refuse, are ErasuresService's rules. */
@Injectable()
export class PersonalDataRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** All of it or nothing: a failure halfway leaves every row where it was, so the same call can be made again. */
  erase(email: string | undefined, references: readonly string[]): Promise<Erased> {
    return this.prisma.$transaction(async (tx) => ({
      subscriptions: email === undefined ? 0 : await tx.$executeRaw(PERSONAL_DATA_STATEMENTS.deleteSubscriptions(email)),
      contactMessages: email === undefined ? 0 : await tx.$executeRaw(PERSONAL_DATA_STATEMENTS.deleteContactMessages(email)),
      emails: email === undefined ? 0 : await tx.$executeRaw(PERSONAL_DATA_STATEMENTS.deleteMail(email)),
      removedReferences: references.length === 0 ? [] : await deleteOrders(tx, references),
    }));
  }
}

async function deleteOrders(tx: SqlRunner, references: readonly string[]): Promise<string[]> {
  const rows = await tx.$queryRaw<{ reference: string }[]>(PERSONAL_DATA_STATEMENTS.deleteOrders(references));
  return rows.map((row) => row.reference);
}
