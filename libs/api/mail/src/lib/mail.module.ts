import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@shop/api/config';
import { MailOutboxRepository } from './mail-outbox.repository';
import { createMailTransport } from './mail-transport';
import { MAIL_TRANSPORT, MailerService } from './mailer.service';
import { QueuedMailTemplates } from './queued-templates';

/** The outbox (for features that queue mail in their transactions) and its sender. */
@Module({
  providers: [
    MailOutboxRepository,
    MailerService,
    QueuedMailTemplates,
    { provide: MAIL_TRANSPORT, inject: [APP_CONFIG], useFactory: (config: AppConfig) => createMailTransport(config.mail, config.dataDir) },
  ],
  exports: [MailOutboxRepository, MailerService, QueuedMailTemplates],
})
export class MailModule {}
