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
      .then(({ shopApi, apiErrorToaster }) => installShopApi(shopApi, apiErrorToaster))
      .catch((error: unknown) => {
        installed = undefined;
        throw error;
      });
    const [module] = await Promise.all([load(), installed]);
    return module;
  };
}
