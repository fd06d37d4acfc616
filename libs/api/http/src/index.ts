export * from './lib/api-exception.filter';
export * from './lib/api-error.dto';
export * from './lib/is-shop-email';
export * from './lib/email-address';
export * from './lib/request-logging';
export * from './lib/request-id';
export * from './lib/nest-logger';
