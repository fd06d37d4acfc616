// The box: its state and how it is kept in local storage, and the cart button with its badge
// (placed in the navigation by the app). The drawer, with checkout and the visitor's recent orders,
// is the entry point `@shop/web/cart/drawer`, so that the app can load it as a chunk of its own.
export * from './lib/cart-slice';
export * from './lib/cart-persistence';
export { CartButton } from './lib/CartButton';
export { CART_COPY } from './lib/copy';
