import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@shop/api/config';
import { PrismaService } from '@shop/api/database';
import {
  contactAcknowledgementMail,
  contactNotificationMail,
  MailerService,
  MailOutboxRepository,
  type ShopIdentity,
  shopIdentity,
} from '@shop/api/mail';
import type { ContactResponse } from '@shop/contract';
import type { SendMessageDto } from './contact.dto';
import { ContactMessagesRepository } from './contact-messages.repository';

@Injectable()
export class ContactService {
  private readonly shop: ShopIdentity;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly prisma: PrismaService,
    private readonly messages: ContactMessagesRepository,
    private readonly outbox: MailOutboxRepository,
    private readonly sender: MailerService,
  ) {
    this.shop = shopIdentity(config);
  }

  /**
   * Stores the message and queues, in the same transaction, the visitor's acknowledgement and the
   * copy for the shop's inbox (Reply-To the visitor, so staff answer with their mail client).
   */
  async send({ name, email, message }: SendMessageDto): Promise<ContactResponse> {
    await this.prisma.$transaction(async (tx) => {
      await this.messages.add(tx, { name, email, message });
      await this.outbox.enqueue(
        tx,
        contactAcknowledgementMail({ to: email, name, message }, this.shop),
        contactNotificationMail({ inbox: this.config.mail.shopInbox, name, email, message }, this.shop),
      );
    });
    this.sender.nudge();
    return { received: true };
  }
}
