// The contract between the storefront and the API: plain TypeScript, no framework.
// Every business rule (catalog, prices, line ids, cents, limits) lives here exactly once.
export * from './lib/sizes';
export * from './lib/products';
export * from './lib/money';
export * from './lib/cart-line-id';
export * from './lib/limits';
export * from './lib/api-types';
export * from './lib/prerender-manifest';
export * from './lib/first-round-trip';
export * from './lib/route-key';
export * from './lib/drops';
export * from './lib/drop-page';
