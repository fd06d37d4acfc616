export * from './lib/notify.module';
export * from './lib/subscription-mail.module';
export * from './lib/announcements.service';
export * from './lib/announce.dto';
