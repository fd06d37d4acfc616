import type { KeyObject } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@shop/api/config';
import { CONFIRMATION_MAIL_KIND, QueuedMailTemplates, type ShopIdentity, shopIdentity, subscriptionConfirmMail } from '@shop/api/mail';
import { ONE_CLICK_UNSUBSCRIBE_PATH } from '@shop/api/validation';
import { resolveCookieSecret } from '@shop/api/visitor';
import { SUBSCRIPTION_LISTS, SUBSCRIPTION_PAGES, type SubscriptionList } from '@shop/contract';
import { CONFIRM_TOKEN_TTL_HOURS, deriveTokenKey, signToken, type TokenCheck, type TokenPurpose, verifyToken } from './subscription-token';

/**
 * What the outbox keeps of a confirmation mail (`params`, written by the sign-up statement in
 * subscribers.repository.ts): enough to sign its links and render it when it is sent.
 */
export interface ConfirmationParams {
  subscriptionId: string;
  list: SubscriptionList;
  nonce: string;
  /** When the confirmation link stops working, seconds since the epoch (set when queued). */
  expiresAt: number;
}

function isConfirmationParams(params: Record<string, unknown>): params is Record<string, unknown> & ConfirmationParams {
  return (
    typeof params['subscriptionId'] === 'string' &&
    (SUBSCRIPTION_LISTS as readonly unknown[]).includes(params['list']) &&
    typeof params['nonce'] === 'string' &&
    typeof params['expiresAt'] === 'number'
  );
}

/**
 * Signs and checks the links in subscription mail, and writes the mail that carries them. The
 * confirmation mail is queued as its parameters and rendered here when the sender takes it, in
 * whichever process sends (the API or `npm run mailer`: both load SubscriptionMailModule).
 */
@Injectable()
export class SubscriptionMail {
  private readonly key: KeyObject;
  private readonly shop: ShopIdentity;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    templates: QueuedMailTemplates,
  ) {
    this.key = deriveTokenKey(resolveCookieSecret(config));
    this.shop = shopIdentity(config);
    templates.register(CONFIRMATION_MAIL_KIND, ({ to, params }) => {
      if (!isConfirmationParams(params)) throw new Error(`Malformed ${CONFIRMATION_MAIL_KIND} parameters`);
      return this.confirmation(to, params);
    });
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

  /** The confirmation mail, rendered from what the outbox kept of it. */
  confirmation(to: string, { subscriptionId, list, nonce, expiresAt }: ConfirmationParams) {
    const token = signToken(this.key, { s: subscriptionId, p: 'confirm', n: nonce, x: expiresAt });
    const confirmUrl = `${this.config.publicUrl}${SUBSCRIPTION_PAGES.confirm}?token=${token}`;
    return subscriptionConfirmMail(
      { to, list, confirmUrl, validHours: CONFIRM_TOKEN_TTL_HOURS, links: this.listLinks(subscriptionId) },
      this.shop,
    );
  }
}
