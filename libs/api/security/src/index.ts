export * from './lib/security-headers';
export * from './lib/origin.guard';
export * from './lib/admin-token.guard';
export * from './lib/rate-limit';
export * from './lib/rate-limit-storage';
export * from './lib/security.module';
