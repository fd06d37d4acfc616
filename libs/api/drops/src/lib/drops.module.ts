import { Module } from '@nestjs/common';
import { MailModule } from '@shop/api/mail';
import { NotifyModule } from '@shop/api/notify';
import { AdminTokenGuard } from '@shop/api/security';
import { DropAnnouncer } from './drop-announcer';
import { DropsAdminController } from './drops-admin.controller';
import { DropsController } from './drops.controller';
import { DropsRepository } from './drops.repository';
import { DropsService } from './drops.service';
import { DropsSnapshot } from './drops-snapshot';

/** Monthly drops: the schedule and stock staff set, the storefront's view of them, and the announcement at opening. */
@Module({
  imports: [MailModule, NotifyModule],
  controllers: [DropsController, DropsAdminController],
  providers: [DropsRepository, DropsService, DropsSnapshot, DropAnnouncer, AdminTokenGuard],
  exports: [DropsSnapshot],
})
export class DropsModule {}
