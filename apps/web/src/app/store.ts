import {
  combineSlices,
  configureStore,
  createAction,
  createDynamicMiddleware,
  type Dispatch,
  type Middleware,
  type WithSlice,
} from '@reduxjs/toolkit';
import { persistedCartReducer } from '@shop/web/cart';
import { filterReducer } from '@shop/web/catalog';
import type { shopApi } from '@shop/web/data-access-api';
import { toastRemovalListener, toastsReducer, uiReducer } from '@shop/web/shell';
import { useDispatch, useSelector } from 'react-redux';
import { FLUSH, PAUSE, PERSIST, persistStore, PURGE, REGISTER, REHYDRATE } from 'redux-persist';

type ShopApi = typeof shopApi;

/** The parts of the state that arrive with a lazy chunk: the RTK Query cache, once the API is installed. */
type LazySlices = WithSlice<ShopApi>;

/**
 * Only the cart is persisted (under its own key); filters, overlays and toasts start fresh.
 * The /api cache is not here at first: see `installShopApi`.
 */
const rootReducer = combineSlices({
  cart: persistedCartReducer,
  filter: filterReducer,
  ui: uiReducer,
  toasts: toastsReducer,
}).withLazyLoadedSlices<LazySlices>();

/** Where RTK Query's middleware and the API's error toaster go when the API is installed. */
const apiMiddleware = createDynamicMiddleware();

/** Every store made here: the reducer and middleware are shared, so an API installed later reaches each. */
const stores = new Set<{ dispatch: Dispatch }>();

export const shopApiInstalled = createAction('app/shopApiInstalled');

/**
 * Adds the /api cache, its middleware and the middleware that reacts to its calls (the error
 * toaster) to every store. RTK Query and the endpoints are about 12 KB gzipped and 45 ms of a
 * phone's CPU that the first paint (the hero) does not need, so they arrive with the first screen
 * that calls /api (see `withShopApi`) rather than in the entry script. Installing twice changes
 * nothing.
 */
export function installShopApi(api: ShopApi, ...callMiddleware: Middleware[]) {
  rootReducer.inject(api);
  apiMiddleware.addMiddleware(api.middleware, ...callMiddleware);
  // An injected slice's state appears with the next action, and RTK Query's first call reads it
  // before dispatching anything: this action is that next one.
  for (const store of stores) store.dispatch(shopApiInstalled());
}

/**
 * Starts RTK Query's focus and connection listeners (`setupListeners`, which arrives with the API)
 * on every store: the current drop refetches when the visitor comes back to the tab. Called once,
 * with the API's installation (`withShopApi`).
 */
export function listenForRefetch(setupListeners: (dispatch: Dispatch) => unknown) {
  for (const store of stores) setupListeners(store.dispatch);
}

function configureShopStore() {
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) =>
      getDefault({ serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] } })
        .prepend(toastRemovalListener.middleware)
        .concat(apiMiddleware.middleware),
  });
  stores.add(store);
  return store;
}

/**
 * The browser's store, with the cart restored from and saved to local storage. `restoreCart`
 * starts that (redux-persist reads local storage, whose first read in a page is a synchronous
 * call into the browser): main.tsx makes it a step of its own.
 */
export function createBrowserStore() {
  const store = configureShopStore();
  return { store, restoreCart: () => persistStore(store) };
}

/**
 * The prerender's store: no storage where it runs, and the state every first visit starts with
 * (an empty cart), which is what hydration expects.
 */
export const createPrerenderStore = configureShopStore;

export type AppStore = ReturnType<typeof configureShopStore>;
export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
