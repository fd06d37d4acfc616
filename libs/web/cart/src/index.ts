export * from './lib/cart-slice';
export * from './lib/cart-persistence';
export { useCheckout } from './lib/use-checkout';
export { newIdempotencyKey } from './lib/idempotency-key';
