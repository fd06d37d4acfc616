import { Injectable } from '@nestjs/common';
import { type Prisma, PrismaService } from '@shop/api/database';

export type NewContactMessage = Pick<Prisma.ContactMessageCreateInput, 'name' | 'email' | 'message'>;

/**
 * Where contact messages are stored. A Prisma model query, not raw SQL: it is checked against the
 * schema by the type checker (the generated client), and it is not on a drop's busy path.
 */
@Injectable()
export class ContactMessagesRepository {
  constructor(private readonly prisma: PrismaService) {}

  async add(message: NewContactMessage): Promise<void> {
    await this.prisma.contactMessage.create({ data: message, select: { id: true } });
  }
}
