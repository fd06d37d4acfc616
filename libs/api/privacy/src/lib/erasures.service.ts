import { Inject, Injectable, Logger, UnprocessableEntityException } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@shop/api/config';
import { mailboxOf } from '@shop/api/email';
import type { CreateErasureDto, ErasureResponse } from './erasure.dto';
import { PersonalDataRepository } from './personal-data.repository';

/**
 * What the privacy page promises when a person asks to be forgotten (`npm run forget` calls it):
 * their sign-ups, their contact messages and the emails about them, found by the mailbox their
 * address delivers to (any letter case, `+tag` or form of the domain), and
 * the orders they name, found by reference (orders carry no address). Repeating it is harmless:
 * the second time there is nothing left, and the answer says so.
 */
@Injectable()
export class ErasuresService {
  private readonly logger = new Logger('Privacy');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly data: PersonalDataRepository,
  ) {}

  async erase({ email, orderReferences = [] }: CreateErasureDto): Promise<ErasureResponse> {
    // The address arrives canonical (IsShopEmail); the person is the mailbox it delivers to.
    const mailbox = email === undefined ? undefined : mailboxOf(email);
    // Every contact copy is sent to the shop inbox: erasing that mailbox would take every visitor's messages' mail with it.
    if (mailbox !== undefined && mailbox === mailboxOf(this.config.mail.shopInbox)) {
      throw new UnprocessableEntityException(
        "That is the shop's own inbox (SHOP_INBOX), which receives a copy of every contact message: give the visitor's address.",
      );
    }
    const references = [...new Set(orderReferences)];
    const { removedReferences, ...removed } = await this.data.erase(mailbox, references);
    const found = new Set(removedReferences);
    const result = {
      ...removed,
      orders: removedReferences.length,
      ordersNotFound: references.filter((reference) => !found.has(reference)),
    };
    // Counts only: the log never says whose data it was.
    this.logger.log(
      `Erasure: subscriptions ${result.subscriptions}, contact messages ${result.contactMessages}, emails ${result.emails}, orders ${result.orders} removed; ${result.ordersNotFound.length} order references not found`,
    );
    return result;
  }
}
