export * from './lib/health.module';
export * from './lib/lifecycle.service';
