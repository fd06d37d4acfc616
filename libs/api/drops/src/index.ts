export * from './lib/drops.module';
export * from './lib/drops-snapshot';
export * from './lib/drop-stock';
export { DROP_STATEMENTS } from './lib/drops.repository';
