import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@shop/api/config';
import { PrismaService } from '@shop/api/database';
import {
  CONTACT_ACK_KIND,
  contactAcknowledgementMail,
  contactNotificationMail,
  MailerService,
  MailOutboxRepository,
  type ShopIdentity,
  shopIdentity,
} from '@shop/api/mail';
import type { ContactResponse } from '@shop/contract';
import type { SendMessageDto } from './contact.dto';

@Injectable()
export class ContactService {
  private readonly shop: ShopIdentity;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly prisma: PrismaService,
    private readonly outbox: MailOutboxRepository,
    private readonly sender: MailerService,
  ) {
    this.shop = shopIdentity(config);
  }

  /**
   * Stores the message and queues, in the same transaction, the copy for the shop's inbox (all of
   * it, Reply-To the visitor, so staff answer with their mail client) and the visitor's
   * acknowledgement: a fixed text, and none once the mailbox has had MAILBOX_MAILS_PER_DAY today,
   * because the address is unverified. The email arrives canonical (SendMessageDto's IsShopEmail).
   */
  async send({ name, email, message }: SendMessageDto): Promise<ContactResponse> {
    await this.prisma.$transaction(async (tx) => {
      // A Prisma model query, checked against the schema by the type checker; not on a drop's busy path.
      await tx.contactMessage.create({ data: { name, email, message }, select: { id: true } });
      const copy = contactNotificationMail({ inbox: this.config.mail.shopInbox, name, email, message }, this.shop);
      const acknowledge = await this.outbox.mailboxHasRoom(tx, email, CONTACT_ACK_KIND);
      await this.outbox.enqueue(tx, ...(acknowledge ? [contactAcknowledgementMail({ to: email }, this.shop)] : []), copy);
    });
    this.sender.nudge();
    return { received: true };
  }
}
