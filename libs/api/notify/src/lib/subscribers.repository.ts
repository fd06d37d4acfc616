import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { PrismaService, sql, type StatementCatalog } from '@shop/api/database';

/**
 * Every SQL statement on `subscribers`, run against the migrated schema by
 * subscribers.repository.spec.ts. One raw statement rather than createMany: sign-ups are the
 * busiest write of a drop, and Prisma's query compiler cost about a third of the request's CPU
 * time (see bench/api).
 */
export const SUBSCRIBER_STATEMENTS = {
  /** Adds the address unless the unique email index already holds it: a repeat is no error and changes nothing. */
  insertIfNew: (id: string, email: string) => sql`
    INSERT INTO subscribers (id, email, updated_at) VALUES (${id}::uuid, ${email}, now())
    ON CONFLICT (email) DO NOTHING`,
} satisfies StatementCatalog;

/** Where sign-ups are stored. Which address is stored (trimmed, lower-cased) is NotifyService's rule. */
@Injectable()
export class SubscribersRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** Stores the address once; true when this call added it, false when it was there already. */
  async add(email: string): Promise<boolean> {
    return (await this.prisma.$executeRaw(SUBSCRIBER_STATEMENTS.insertIfNew(randomUUID(), email))) === 1;
  }
}
