export * from './lib/notify.module';
export * from './lib/announcements.service';
