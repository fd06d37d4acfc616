import type { Reducer } from '@reduxjs/toolkit';
import { parseCartLineId } from '@shop/contract';
import { persistReducer, type PersistConfig, type PersistedState, type Storage } from 'redux-persist';
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
 * What the cart is stored as (spec §3 and §9): its list of cart items, `[{ id, name, size, price,
 * quantity, total }, …]`, the bare JSON list, under `contest-holder-cart`. Two shapes are read
 * back: that list (what this shop writes, and what its earliest versions wrote), and the
 * `{ "items": [{ id, quantity }], "_persist": {…} }` that redux-persist's own format held for a
 * while. Either way only a line's id and quantity are taken: names and prices come from the
 * contract, so a stale or edited price in storage is never shown or charged.
 */
interface StoredLine {
  id: string;
  quantity: number;
}

/** Rebuilds the cart's lines from stored ones, dropping any the catalog no longer has. */
export function restoreCartLines(stored: unknown): CartItem[] {
  if (!Array.isArray(stored)) {
    console.error(CART_LOAD_ERROR, new Error('the stored cart has no list of lines'));
    return [];
  }
  return stored.flatMap((entry: unknown) => {
    const { id, quantity } = (entry ?? {}) as Partial<StoredLine>;
    const line = typeof id === 'string' ? parseCartLineId(id) : undefined;
    if (!line || typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1) return [];
    const item = buildCartItem(line.product.id, line.size.key, quantity);
    return item ? [item] : [];
  });
}

/**
 * localStorage, read when the store asks and not when this module loads (the prerender has no
 * window). Storage that is blocked or full fails quietly: the cart still works for this visit.
 * The value is JSON-encoded once, here, so it stays readable in the browser's tools (redux-persist's
 * own serializer would encode each key a second time).
 */
const cartStorage: Storage = {
  // Blocked storage rejects (an async function that throws): redux-persist starts with an empty cart.
  getItem: async (key: string) => window.localStorage.getItem(key),
  // redux-persist hands over its object ({ items, _persist }): what is stored is the list alone.
  setItem: (key: string, value: unknown) =>
    quietly(() => window.localStorage.setItem(key, JSON.stringify((value as { items?: CartItem[] } | null)?.items ?? []))),
  removeItem: (key: string) => quietly(() => window.localStorage.removeItem(key)),
};

/** A write to storage that is full or blocked by the browser's privacy settings is skipped. */
async function quietly(write: () => void): Promise<void> {
  try {
    write();
  } catch {
    // The cart still works for this visit.
  }
}

/**
 * Parses what `cartStorage` returns (the whole stored value, a string) into what redux-persist
 * restores, `{ items }`, from either stored shape (see `StoredLine`); the values inside are passed
 * through as they are. A value that cannot be read logs the spec's message; redux-persist then
 * starts with an empty cart and the visitor sees nothing.
 */
function deserialize(serialized: unknown): unknown {
  if (typeof serialized !== 'string') return serialized;
  try {
    const parsed: unknown = JSON.parse(serialized);
    if (Array.isArray(parsed)) return { items: parsed };
    if (parsed === null || typeof parsed !== 'object') throw new Error('the stored cart is not an object');
    return { items: (parsed as { items?: unknown }).items };
  } catch (error) {
    console.error(CART_LOAD_ERROR, error);
    throw error;
  }
}

export const cartPersistConfig: PersistConfig<CartState> = {
  key: CART_STORAGE_KEY,
  keyPrefix: '',
  storage: cartStorage,
  whitelist: ['items'],
  serialize: false,
  deserialize,
  // The contract, not storage, decides what a line is: restored lines are rebuilt from it.
  stateReconciler: (inbound: { items?: unknown }, _original: CartState, reduced: CartState) => ({
    ...reduced,
    items: restoreCartLines(inbound.items),
  }),
  // Written after every change (spec §4): redux-persist's default throttle of 0.
};

export const persistedCartReducer = persistReducer(cartPersistConfig, cartSlice.reducer) as unknown as Reducer<CartState & PersistedState>;
