import type { KeyObject } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@shop/api/config';
import { type OutboundMail, type ShopIdentity, shopIdentity, subscriptionConfirmMail } from '@shop/api/mail';
import { resolveCookieSecret } from '@shop/api/visitor';
import { SUBSCRIPTION_PAGES, type SubscriptionList } from '@shop/contract';
import {
  CONFIRM_TOKEN_TTL_HOURS,
  CONFIRM_TOKEN_TTL_SECONDS,
  deriveTokenKey,
  signToken,
  type TokenCheck,
  type TokenPurpose,
  verifyToken,
} from './subscription-token';

/** The one-click unsubscribe endpoint (RFC 8058), under the API's global prefix. */
export const ONE_CLICK_UNSUBSCRIBE_PATH = '/api/subscriptions/unsubscribe';

/** Signs and checks the links in subscription mail, and writes the mail that carries them. */
@Injectable()
export class SubscriptionMail {
  private readonly key: KeyObject;
  private readonly shop: ShopIdentity;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.key = deriveTokenKey(resolveCookieSecret(config));
    this.shop = shopIdentity(config);
  }

  verify(token: string, purpose: TokenPurpose): TokenCheck {
    return verifyToken(this.key, token, purpose);
  }

  /** The links every list email carries for its subscription. */
  listLinks(subscriptionId: string) {
    const token = signToken(this.key, { s: subscriptionId, p: 'unsubscribe' });
    return {
      unsubscribePage: `${this.config.publicUrl}${SUBSCRIPTION_PAGES.unsubscribe}?token=${token}`,
      oneClickUnsubscribe: `${this.config.publicUrl}${ONE_CLICK_UNSUBSCRIBE_PATH}?token=${token}`,
    };
  }

  confirmation(to: string, list: SubscriptionList, subscription: { id: string; nonce: string }): OutboundMail {
    const token = signToken(this.key, {
      s: subscription.id,
      p: 'confirm',
      n: subscription.nonce,
      x: Math.floor(Date.now() / 1000) + CONFIRM_TOKEN_TTL_SECONDS,
    });
    const confirmUrl = `${this.config.publicUrl}${SUBSCRIPTION_PAGES.confirm}?token=${token}`;
    return subscriptionConfirmMail(
      { to, list, confirmUrl, validHours: CONFIRM_TOKEN_TTL_HOURS, links: this.listLinks(subscription.id) },
      this.shop,
    );
  }
}
