import { installShopApi } from './store';

let installed: Promise<void> | undefined;

/**
 * Wraps the loader of a lazy screen that calls /api (the forms below the hero, the cart drawer),
 * so the screen renders only once the API is installed in the store. The API module is fetched
 * beside the screen's own chunk, not after it. A failed fetch is tried again next time.
 */
export function withShopApi<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => {
    installed ??= import('./shop-api')
      // Evaluating RTK Query and installing it are a task each: together they were one of the
      // longest tasks after the landing page's first paint.
      .then((api) => new Promise<typeof api>((resolve) => setTimeout(() => resolve(api), 0)))
      .then(({ shopApi, apiErrorToaster }) => installShopApi(shopApi, apiErrorToaster))
      .catch((error: unknown) => {
        installed = undefined;
        throw error;
      });
    const [module] = await Promise.all([load(), installed]);
    return module;
  };
}

/**
 * The loader of a lazy screen that calls no /api (a post, the legal pages, the footer), as it is.
 * Lint requires every lazy screen to go through this or `withShopApi`, so the choice is made on
 * purpose: a screen that starts calling /api moves to `withShopApi`.
 */
export function withoutShopApi<T>(load: () => Promise<T>): () => Promise<T> {
  return load;
}
