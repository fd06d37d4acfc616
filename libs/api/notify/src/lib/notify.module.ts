import { Module } from '@nestjs/common';
import { MailModule } from '@shop/api/mail';
import { AdminTokenGuard } from '@shop/api/security';
import { AnnouncementsController } from './announcements.controller';
import { AnnouncementsService } from './announcements.service';
import { CampaignsRepository } from './campaigns.repository';
import { NotifyController } from './notify.controller';
import { NotifyService } from './notify.service';
import { SubscribersRepository } from './subscribers.repository';
import { SubscriptionMailModule } from './subscription-mail.module';
import { SubscriptionsController } from './subscriptions.controller';

@Module({
  imports: [MailModule, SubscriptionMailModule],
  controllers: [NotifyController, SubscriptionsController, AnnouncementsController],
  providers: [NotifyService, SubscribersRepository, AnnouncementsService, CampaignsRepository, AdminTokenGuard],
  // Drops announce their opening through the same campaigns (@shop/api/drops).
  exports: [AnnouncementsService],
})
export class NotifyModule {}
