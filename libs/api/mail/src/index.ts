export * from './lib/mail-outbox.repository';
export * from './lib/mail-transport';
export * from './lib/mailer.service';
export * from './lib/mail.module';
export * from './lib/mail-templates';
export * from './lib/queued-templates';
