// The cart drawer and checkout: loaded on demand (the app's lazy CartDrawer), with the /api calls.
export { CartDrawer, CART_DRAWER_MAX_WIDTH, CART_DRAWER_TRANSITION_MS } from './lib/drawer/CartDrawer';
export { useCheckout } from './lib/use-checkout';
