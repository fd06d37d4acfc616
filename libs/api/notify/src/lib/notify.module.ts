import { Module } from '@nestjs/common';
import { MailModule } from '@shop/api/mail';
import { NotifyController } from './notify.controller';
import { NotifyService } from './notify.service';
import { SubscribersRepository } from './subscribers.repository';
import { SubscriptionMail } from './subscription-mail';
import { SubscriptionsController } from './subscriptions.controller';

@Module({
  imports: [MailModule],
  controllers: [NotifyController, SubscriptionsController],
  providers: [NotifyService, SubscribersRepository, SubscriptionMail],
})
export class NotifyModule {}
