export * from './lib/error-text';
export * from './lib/api-base-query';
export * from './lib/api';
export * from './lib/current-drop';
