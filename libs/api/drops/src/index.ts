export * from './lib/drops.module';
export * from './lib/drops-snapshot';
export * from './lib/drop-stock';
