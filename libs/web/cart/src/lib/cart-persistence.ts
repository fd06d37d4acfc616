import type { Reducer } from '@reduxjs/toolkit';
import { parseCartLineId } from '@shop/contract';
import { createMigrate, createTransform, persistReducer, type MigrationManifest, type PersistConfig, type PersistedState, type Storage } from 'redux-persist';
import { buildCartItem, cartSlice, type CartItem, type CartState } from './cart-slice';

// redux-persist 6 reads a `deserialize` function (getStoredState.js) that its type declarations
// leave out.
declare module 'redux-persist/es/types' {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any, @typescript-eslint/no-unused-vars -- the same parameters as the declaration this merges with
  interface PersistConfig<S, RS = any, HSS = any, ESS = any> {
    deserialize?: false | ((serialized: unknown) => unknown);
  }
}

/** The localStorage key the cart lives under (spec §9), exactly: no "persist:" prefix. */
export const CART_STORAGE_KEY = 'contest-holder-cart';
export const CART_LOAD_ERROR = 'error loading cart from local storage';

/**
 * What a stored line holds: which cookie in which size, and how many. Names and prices are not
 * stored; they come from the contract when the cart is restored, so a stale or edited price in
 * storage is never shown or charged.
 */
export interface StoredCartLine {
  id: string;
  quantity: number;
}

/**
 * The stored format's version (redux-persist's `_persist.version`):
 * - unversioned (redux-persist reads it as -1): the bare JSON list of full cart lines that the
 *   shop wrote before redux-persist kept the cart, e.g. `[{"id":…,"name":…,"price":26,…}]`;
 * - 1: redux-persist's object, `{"items":[{"id":…,"quantity":2}],"_persist":{…}}`.
 */
export const CART_STORAGE_VERSION = 1;

const migrations: MigrationManifest = {
  // The bare list's full lines are reduced to what is stored now. Anything else is left for the
  // state reconciler to reject.
  1: (state) => {
    const items = (state as { items?: unknown } | undefined)?.items;
    return { ...state, items: Array.isArray(items) ? toStoredLines(items) : items } as PersistedState;
  },
};

function toStoredLines(items: unknown): StoredCartLine[] {
  if (!Array.isArray(items)) return [];
  return items.flatMap((entry: unknown) => {
    const { id, quantity } = (entry ?? {}) as Partial<StoredCartLine>;
    return typeof id === 'string' && typeof quantity === 'number' ? [{ id, quantity }] : [];
  });
}

/** Rebuilds the cart's lines from stored ones, dropping any the catalog no longer has. */
export function restoreCartLines(stored: unknown): CartItem[] {
  if (!Array.isArray(stored)) {
    console.error(CART_LOAD_ERROR, new Error('the stored cart has no list of lines'));
    return [];
  }
  return toStoredLines(stored).flatMap(({ id, quantity }) => {
    const line = parseCartLineId(id);
    if (!line || !Number.isInteger(quantity) || quantity < 1) return [];
    const item = buildCartItem(line.product.id, line.size.key, quantity);
    return item ? [item] : [];
  });
}

/** Lines are stored as `{ id, quantity }`: see `StoredCartLine`. */
const storedLines = createTransform<CartItem[] | StoredCartLine[], StoredCartLine[]>(
  (items) => items.map(({ id, quantity }) => ({ id, quantity })),
  // Read back as stored: the state reconciler rebuilds the lines, after any migration.
  (stored) => stored,
  { whitelist: ['items'] },
);

/**
 * localStorage, read when the store asks and not when this module loads (the prerender has no
 * window). Storage that is blocked or full fails quietly: the cart still works for this visit.
 * Values are JSON-encoded once, here, so the stored value stays readable in the browser's tools
 * (redux-persist's own serializer would encode each key a second time).
 */
const cartStorage: Storage = {
  getItem: (key: string) => {
    try {
      return Promise.resolve(window.localStorage.getItem(key));
    } catch (error) {
      // Blocked: redux-persist starts with an empty cart.
      return Promise.reject(error);
    }
  },
  setItem: (key: string, value: unknown) => {
    try {
      window.localStorage.setItem(key, JSON.stringify(value));
    } catch {
      // Full, or blocked by the browser's privacy settings.
    }
    return Promise.resolve();
  },
  removeItem: (key: string) => {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Blocked: nothing was stored either.
    }
    return Promise.resolve();
  },
};

/**
 * Parses what `cartStorage` returns (the whole stored value, a string) and passes the values inside
 * it through as they are. A value that cannot be parsed logs the spec's message; redux-persist then
 * starts with an empty cart and the visitor sees nothing. A bare list is the unversioned format:
 * read it as the items of a state with no version, for the migration to take up.
 */
function deserialize(serialized: unknown): unknown {
  if (typeof serialized !== 'string') return serialized;
  let parsed: unknown;
  try {
    parsed = JSON.parse(serialized);
  } catch (error) {
    console.error(CART_LOAD_ERROR, error);
    throw error;
  }
  if (Array.isArray(parsed)) return { items: parsed };
  if (parsed === null || typeof parsed !== 'object') {
    const error = new Error('the stored cart is not an object');
    console.error(CART_LOAD_ERROR, error);
    throw error;
  }
  return parsed;
}

export const cartPersistConfig: PersistConfig<CartState> = {
  key: CART_STORAGE_KEY,
  keyPrefix: '',
  storage: cartStorage,
  version: CART_STORAGE_VERSION,
  migrate: createMigrate(migrations),
  whitelist: ['items'],
  transforms: [storedLines],
  serialize: false,
  deserialize,
  // The contract, not storage, decides what a line is: restored lines are rebuilt from it.
  stateReconciler: (inbound: { items?: unknown }, _original: CartState, reduced: CartState) => ({
    ...reduced,
    items: restoreCartLines(inbound.items),
  }),
  // Written after every change: no throttling.
  throttle: 0,
};

export const persistedCartReducer = persistReducer(cartPersistConfig, cartSlice.reducer) as unknown as Reducer<CartState & PersistedState>;
