/**
 * What arrives with the first screen that calls /api (see `withShopApi`): the endpoints and the
 * middleware that turns their failures into Error toasts. Only named bindings are re-exported, so
 * the bundler keeps both out of the first page's script.
 */
export { shopApi } from '@shop/web/data-access-api';
export { setupListeners } from '@reduxjs/toolkit/query/react';
export { apiErrorToaster } from '@shop/web/shell';
