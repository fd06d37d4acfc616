import { Injectable } from '@nestjs/common';
import { PrismaService } from '@shop/api/database';
import type { ContactResponse } from '@shop/contract';
import type { SendMessageDto } from './contact.dto';

@Injectable()
export class ContactService {
  constructor(private readonly prisma: PrismaService) {}

  async send({ name, email, message }: SendMessageDto): Promise<ContactResponse> {
    await this.prisma.contactMessage.create({ data: { name, email, message }, select: { id: true } });
    return { received: true };
  }
}
