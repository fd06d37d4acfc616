export * from './lib/app-config';
export * from './lib/load-config';
export * from './lib/config.module';
