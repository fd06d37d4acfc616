export * from './lib/orders.module';
export * from './lib/price-order';
export * from './lib/order-response';
