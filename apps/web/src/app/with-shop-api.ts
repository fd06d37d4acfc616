import { installShopApi, listenForRefetch } from './store';

let installed: Promise<void> | undefined;

/**
 * Wraps the loader of a lazy screen that calls /api (the forms below the hero, the cart drawer),
 * so the screen's code is evaluated only once RTK Query and the endpoints are installed in the
 * store: they arrive with the first such screen, not in the entry script. Installed once for every
 * screen that asks; a failed fetch is tried again next time.
 */
export function withShopApi<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => {
    installed ??= import('./shop-api')
      .then(({ shopApi, apiErrorToaster, setupListeners }) => {
        installShopApi(shopApi, apiErrorToaster);
        listenForRefetch(setupListeners);
      })
      .catch((error: unknown) => {
        installed = undefined;
        throw error;
      });
    await installed;
    return load();
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
