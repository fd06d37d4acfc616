import { Injectable } from '@nestjs/common';
import { PrismaService, sql, type SqlRunner, type StatementCatalog } from '@shop/api/database';
import { mailboxOf } from '@shop/api/email';
import type { ErasureResponse } from './erasure.dto';

/** What one erasure removed: rows per kind, and the references of the orders that were found. */
export type Erased = Pick<ErasureResponse, 'subscriptions' | 'contactMessages' | 'emails'> & { removedReferences: string[] };

/**
 * Every statement of an erasure, checked against the migrated schema by
 * personal-data.repository.spec.ts. These are the one place outside their own features that name
 * `subscribers`, `contact_messages`, `mail_outbox` and `orders`: an erasure must take a person's
 * rows from all of them in one transaction, so it cannot go through each feature in turn.
 *
 * A person is their mailbox (mailboxOf): every row whose address delivered there goes, whatever
 * its letter case, `+tag`, or form of an international domain, including rows stored before the
 * shop kept addresses canonical. SQL cannot turn a domain into punycode, so the rows are found in
 * two steps: SQL lists the stored addresses that begin with the mailbox's name (a plain prefix,
 * never LIKE, where `_` and `%` are wildcards: erasing `a_b@x.io` must not touch `axb@x.io`), and
 * the repository keeps those whose mailbox (mailboxOf) is the person's; the deletes then
 * match those exact strings. No index serves the scan; an erasure is rare and staff wait for it,
 * so a scan is the cheaper trade than an index every sign-up and message would pay for.
 */
export const PERSONAL_DATA_STATEMENTS = {
  /** Every stored address whose lower-cased form starts with `prefix`, in any table an erasure empties. */
  addressesStartingWith: (prefix: string) => sql`
    SELECT email AS address FROM subscribers WHERE starts_with(lower(email), ${prefix}::text)
    UNION SELECT email FROM contact_messages WHERE starts_with(lower(email), ${prefix}::text)
    UNION SELECT to_address FROM mail_outbox WHERE starts_with(lower(to_address), ${prefix}::text)
    UNION SELECT reply_to FROM mail_outbox WHERE starts_with(lower(reply_to), ${prefix}::text)`,
  /** Every list, every status: pending and unsubscribed rows still hold the address. */
  deleteSubscriptions: (addresses: readonly string[]) => sql`
    DELETE FROM subscribers WHERE email = ANY(${addresses}::text[])`,
  deleteContactMessages: (addresses: readonly string[]) => sql`
    DELETE FROM contact_messages WHERE email = ANY(${addresses}::text[])`,
  /**
   * Mail to the addresses (confirmations, announcements, the acknowledgement of a message) and the
   * shop inbox's copy of the person's messages, which holds the message and replies to them.
   */
  deleteMail: (addresses: readonly string[]) => sql`
    DELETE FROM mail_outbox WHERE to_address = ANY(${addresses}::text[]) OR reply_to = ANY(${addresses}::text[])`,
  /** The orders' lines go with them (order_lines.order_id is ON DELETE CASCADE). */
  deleteOrders: (references: readonly string[]) => sql`
    DELETE FROM orders WHERE reference = ANY(${references}::text[]) RETURNING reference`,
} satisfies StatementCatalog;

/** Removes a person's rows. Which mailbox and references to take, and what to refuse, are ErasuresService's rules. */
@Injectable()
export class PersonalDataRepository {
  constructor(private readonly prisma: PrismaService) {}

  /**
   * All of it or nothing: a failure halfway leaves every row where it was, so the same call can be
   * made again. `mailbox` is a canonical mailbox (mailboxOf of a canonical address).
   */
  erase(mailbox: string | undefined, references: readonly string[]): Promise<Erased> {
    return this.prisma.$transaction(async (tx) => {
      const addresses = mailbox === undefined ? [] : await addressesOf(tx, mailbox);
      const none = addresses.length === 0;
      return {
        subscriptions: none ? 0 : await tx.$executeRaw(PERSONAL_DATA_STATEMENTS.deleteSubscriptions(addresses)),
        contactMessages: none ? 0 : await tx.$executeRaw(PERSONAL_DATA_STATEMENTS.deleteContactMessages(addresses)),
        emails: none ? 0 : await tx.$executeRaw(PERSONAL_DATA_STATEMENTS.deleteMail(addresses)),
        removedReferences: references.length === 0 ? [] : await deleteOrders(tx, references),
      };
    });
  }
}

/** Every stored spelling of an address that delivers to `mailbox`. */
async function addressesOf(tx: SqlRunner, mailbox: string): Promise<string[]> {
  const name = mailbox.slice(0, mailbox.lastIndexOf('@'));
  const rows = await tx.$queryRaw<{ address: string | null }[]>(PERSONAL_DATA_STATEMENTS.addressesStartingWith(name));
  return rows.flatMap(({ address }) => (address !== null && mailboxOf(address) === mailbox ? [address] : []));
}

async function deleteOrders(tx: SqlRunner, references: readonly string[]): Promise<string[]> {
  const rows = await tx.$queryRaw<{ reference: string }[]>(PERSONAL_DATA_STATEMENTS.deleteOrders(references));
  return rows.map((row) => row.reference);
}
