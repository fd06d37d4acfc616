export * from './lib/notify.module';
