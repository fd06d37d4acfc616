export * from './lib/api-exception.filter';
export * from './lib/api-error.dto';
export * from './lib/request-id';
