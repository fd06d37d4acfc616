export * from './lib/privacy.module';
