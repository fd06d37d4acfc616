// The cart drawer, a chunk of its own: most visitors never open it. The app loads this module
// lazily rather than importing @shop/web/cart/drawer itself, since the cart library's main entry is
// part of the first screen.
export { CartDrawer as default } from '@shop/web/cart/drawer';
