import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { persistedCartReducer } from '@shop/web/cart';
import { filterReducer } from '@shop/web/catalog';
import { shopApi } from '@shop/web/data-access-api';
import { apiErrorToaster, toastRemovalListener, toastsReducer } from '@shop/web/toasts';
import { uiReducer } from '@shop/web/ui-state';
import { useDispatch, useSelector } from 'react-redux';
import { FLUSH, PAUSE, PERSIST, persistStore, PURGE, REGISTER, REHYDRATE } from 'redux-persist';

/** Only the cart is persisted (under its own key); filters, overlays and toasts start fresh. */
const rootReducer = combineReducers({
  cart: persistedCartReducer,
  filter: filterReducer,
  ui: uiReducer,
  toasts: toastsReducer,
  [shopApi.reducerPath]: shopApi.reducer,
});

export function createStore() {
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) =>
      getDefault({ serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] } })
        .prepend(toastRemovalListener.middleware)
        .concat(shopApi.middleware, apiErrorToaster),
  });
  // No refetch on focus or reconnect is configured on the API; the listeners only serve RTK Query's lifecycle.
  setupListeners(store.dispatch);
  const persistor = persistStore(store);
  return { store, persistor };
}

export type AppStore = ReturnType<typeof createStore>['store'];
export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
