import { Module } from '@nestjs/common';
import { MailModule } from '@shop/api/mail';
import { SubscriptionMail } from './subscription-mail';

/**
 * The subscription mail's links and templates, on their own: the API loads them with the notify
 * feature, and `npm run mailer` loads them so it can render the confirmation mail it sends.
 */
@Module({ imports: [MailModule], providers: [SubscriptionMail], exports: [SubscriptionMail] })
export class SubscriptionMailModule {}
