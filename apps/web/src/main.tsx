import { startShop } from '@shop/web/startup/boot';

// The start-up, one step per browser task (libs/web/startup/RULES.md). MUI's styling and the
// theme, and the store, are requested together and each evaluated as it arrives; then the MUI
// components of the first screen; then the rest of the app, which imports all of them, so that
// each evaluation is a task of its own (asked for at once, they were at times evaluated together,
// in one longer task). Each is a file of its own (vite.config.mts). Not a top-level await: those
// files import React from this one, which must have finished evaluating first.
void startShop(
  document.getElementById('root') as HTMLElement,
  [() => Promise.all([import('./app/theme'), import('./app/store')]), () => import('@shop/web/startup/shell-ui')],
  () => import('./app/shop').then((shop) => shop.createBrowserShop),
);
