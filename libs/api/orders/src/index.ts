export * from './lib/orders.module';
