/**
 * Wraps lazy screens' loaders so that each screen's code is fetched only after `setup` has run:
 * once for every screen that asks, and again next time if it failed (a fetch that did not
 * arrive). The app's `withShopApi` is one: it installs RTK Query and the endpoints in the store,
 * a step per task, before the first screen that calls /api (apps/web/src/app/with-shop-api.ts).
 */
export function loadAfter(setup: () => Promise<void>): <T>(load: () => Promise<T>) => () => Promise<T> {
  let done: Promise<void> | undefined;
  return (load) => async () => {
    done ??= setup().catch((error: unknown) => {
      done = undefined;
      throw error;
    });
    await done;
    return load();
  };
}
