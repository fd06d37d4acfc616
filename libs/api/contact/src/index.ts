export * from './lib/contact.module';
