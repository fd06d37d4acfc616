import { BadRequestException, GoneException, Injectable } from '@nestjs/common';
import { MailerService } from '@shop/api/mail';
import { type ConfirmSubscriptionResponse, DEFAULT_SUBSCRIPTION_LIST, type NotifyResponse, type UnsubscribeResponse } from '@shop/contract';
import type { SubscribeDto } from './notify.dto';
import { SubscribersRepository } from './subscribers.repository';
import { SubscriptionMail } from './subscription-mail';

const INVALID_LINK = 'This link is not valid: check that it was copied whole from the email, or sign up again.';

@Injectable()
export class NotifyService {
  constructor(
    private readonly subscribers: SubscribersRepository,
    private readonly mail: SubscriptionMail,
    private readonly sender: MailerService,
  ) {}

  /**
   * One subscription per address (in its canonical form, which SubscribeDto's IsShopEmail makes)
   * and list, confirmed by email. Every sign-up answers exactly like the first, so the endpoint
   * cannot be used to learn who subscribed; whether a confirmation mail goes out is
   * SubscribersRepository.signUp's rule, within the mailbox's daily limit. The subscription and
   * its mail are written in one statement: neither exists without the other.
   */
  async subscribe({ email, list = DEFAULT_SUBSCRIPTION_LIST }: SubscribeDto): Promise<NotifyResponse> {
    if (await this.subscribers.signUp(email, list)) this.sender.nudge();
    return { subscribed: true };
  }

  async confirm(token: string): Promise<ConfirmSubscriptionResponse> {
    const check = this.mail.verify(token, 'confirm');
    if (!check.ok && check.reason === 'expired')
      throw new GoneException('This confirmation link has expired: sign up again to get a new one.');
    if (!check.ok || !check.claims.n) throw new BadRequestException(INVALID_LINK);
    const list = await this.subscribers.confirm(check.claims.s, check.claims.n);
    if (!list)
      throw new GoneException('This confirmation link was already used or replaced by a newer one. If you confirmed, you are on the list.');
    return { confirmed: true, list };
  }

  /** Idempotent: a second click answers the same and changes nothing. */
  async unsubscribe(token: string): Promise<UnsubscribeResponse> {
    const check = this.mail.verify(token, 'unsubscribe');
    if (!check.ok) throw new BadRequestException(INVALID_LINK);
    await this.subscribers.unsubscribe(check.claims.s);
    return { unsubscribed: true };
  }
}
