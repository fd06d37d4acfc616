// The storefront's frame around every page: the top navigation, the footer with its support
// dialogs and legal pages, the toasts, the UI state (drawer, menu), scrolling to sections, and the
// shop-wide words (brand, page titles and descriptions).
export { TopNav } from './lib/TopNav';
export { SiteFooter } from './lib/footer/SiteFooter';
export { SOCIAL_ICONS } from './lib/footer/social-icons';
export * from './lib/toasts/toast-slice';
export * from './lib/toasts/api-error-toaster';
export * from './lib/toasts/Toaster';
export * from './lib/toasts/split-toast';
export * from './lib/ui-slice';
export * from './lib/scroll-to-section';
export * from './lib/brand';
export * from './lib/meta';
export * from './lib/copy';
export * from './lib/types';
export * from './lib/legal-pages';
/** The /privacy and /terms screen with its text, a chunk of its own (most visitors never open one). */
export const loadLegalPage = () => import('./lib/LegalPage');
