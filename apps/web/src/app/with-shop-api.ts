import { loadAfter, nextTask } from '@shop/web/startup';
import { installShopApi, listenForRefetch } from './store';

/**
 * Wraps the loader of a lazy screen that calls /api (the forms below the hero, the cart drawer),
 * so the screen's code is evaluated only once the API is installed in the store. Evaluating RTK
 * Query, making the endpoints, installing them and evaluating the screen are a task each:
 * together they were one of the longest tasks after the landing page's first paint (bench:web).
 * A failed fetch is tried again next time.
 */
export const withShopApi = loadAfter(async () => {
  await import('@shop/web/startup/rtk-query');
  await nextTask();
  const { shopApi, apiErrorToaster, setupListeners } = await import('./shop-api');
  await nextTask();
  installShopApi(shopApi, apiErrorToaster);
  listenForRefetch(setupListeners);
  await nextTask();
});

/**
 * The loader of a lazy screen that calls no /api (a post, the legal pages, the footer), as it is.
 * Lint requires every lazy screen to go through this or `withShopApi`, so the choice is made on
 * purpose: a screen that starts calling /api moves to `withShopApi`.
 */
export function withoutShopApi<T>(load: () => Promise<T>): () => Promise<T> {
  return load;
}
