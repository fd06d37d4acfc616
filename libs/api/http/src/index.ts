export * from './lib/api-exception.filter';
export * from './lib/api-error.dto';
export * from './lib/trim';
export * from './lib/input-rules';
export * from './lib/shop-validation.pipe';
export * from './lib/is-shop-email';
export * from './lib/request-logging';
export * from './lib/nest-logger';
