import { Injectable } from '@nestjs/common';
import type { Prisma } from '@shop/api/database';

export type NewContactMessage = Pick<Prisma.ContactMessageCreateInput, 'name' | 'email' | 'message'>;

/**
 * Where contact messages are stored. A Prisma model query, not raw SQL: it is checked against the
 * schema by the type checker (the generated client), and it is not on a drop's busy path.
 */
@Injectable()
export class ContactMessagesRepository {
  /** Stores the message in the caller's transaction (the one that queues its two emails). */
  async add(tx: Prisma.TransactionClient, message: NewContactMessage): Promise<void> {
    await tx.contactMessage.create({ data: message, select: { id: true } });
  }
}
