import type { Reducer } from '@reduxjs/toolkit';
import { parseCartLineId } from '@shop/contract';
import { persistReducer, type PersistConfig, type PersistedState, type Storage } from 'redux-persist';
import { buildCartItem, cartSlice, type CartItem, type CartState } from './cart-slice';

/** The localStorage key the cart lives under (spec §9), exactly: no "persist:" prefix. */
export const CART_STORAGE_KEY = 'contest-holder-cart';
export const CART_LOAD_ERROR = 'error loading cart from local storage';

/**
 * Reads the stored cart: a JSON list of cart lines. Names and prices are rebuilt from the
 * contract, so a stale or edited price in storage is never charged. Anything unreadable logs
 * the spec's message and yields an empty cart; the visitor sees nothing.
 */
export function readStoredCart(storage: globalThis.Storage = window.localStorage): CartItem[] {
  try {
    const raw = storage.getItem(CART_STORAGE_KEY);
    if (raw === null) return [];
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) throw new Error('the stored cart is not a list');
    return parsed.flatMap((entry: unknown) => {
      const { id, quantity } = (entry ?? {}) as { id?: unknown; quantity?: unknown };
      const line = typeof id === 'string' ? parseCartLineId(id) : undefined;
      if (!line || typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1) return [];
      const item = buildCartItem(line.product.id, line.size.key, quantity);
      return item ? [item] : [];
    });
  } catch (error) {
    console.error(CART_LOAD_ERROR, error);
    return [];
  }
}

export function writeStoredCart(items: CartItem[], storage: globalThis.Storage = window.localStorage): void {
  storage.setItem(CART_STORAGE_KEY, JSON.stringify(items));
}

/**
 * redux-persist storage that keeps the stored value a plain JSON list of lines (the spec's format)
 * rather than redux-persist's doubly-encoded object. With `serialize: false` it hands us objects.
 */
const cartStorage: Storage = {
  getItem: () => Promise.resolve(null),
  setItem: (_key: string, value: { items?: CartItem[] }) => {
    try {
      writeStoredCart(value.items ?? []);
    } catch {
      // Storage full or blocked: the cart still works for this visit.
    }
    return Promise.resolve();
  },
  removeItem: () => Promise.resolve(window.localStorage.removeItem(CART_STORAGE_KEY)),
};

export const cartPersistConfig: PersistConfig<CartState> = {
  key: CART_STORAGE_KEY,
  keyPrefix: '',
  storage: cartStorage,
  whitelist: ['items'],
  serialize: false,
  // Written after every change: no throttling.
  throttle: 0,
  getStoredState: () => Promise.resolve({ items: readStoredCart() } as unknown as PersistedState),
};

export const persistedCartReducer = persistReducer(cartPersistConfig, cartSlice.reducer) as unknown as Reducer<CartState & PersistedState>;
