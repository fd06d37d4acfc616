import { Injectable } from '@nestjs/common';
import type { ContactResponse } from '@shop/contract';
import type { SendMessageDto } from './contact.dto';
import { ContactMessagesRepository } from './contact-messages.repository';

@Injectable()
export class ContactService {
  constructor(private readonly messages: ContactMessagesRepository) {}

  async send({ name, email, message }: SendMessageDto): Promise<ContactResponse> {
    await this.messages.add({ name, email, message });
    return { received: true };
  }
}
