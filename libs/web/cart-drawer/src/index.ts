// The drawer is a library of its own so the app can load it as a separate chunk.
export { CartDrawer, CART_DRAWER_MAX_WIDTH, CART_DRAWER_TRANSITION_MS } from './lib/CartDrawer';
