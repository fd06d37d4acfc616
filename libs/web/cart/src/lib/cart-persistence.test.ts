import { configureStore } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, persistStore, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import { CART_LOAD_ERROR, CART_STORAGE_KEY, persistedCartReducer } from './cart-persistence';
import { buildCartItem, itemAdded, quantityChanged } from './cart-slice';

/** A store with the persisted cart, as the app makes it, once redux-persist has restored it. */
async function restoredStore() {
  const store = configureStore({
    reducer: { cart: persistedCartReducer },
    middleware: (getDefault) => getDefault({ serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] } }),
  });
  const persistor = persistStore(store);
  await new Promise<void>((resolve) => {
    const check = () => persistor.getState().bootstrapped && resolve();
    persistor.subscribe(check);
    check();
  });
  return { store, persistor };
}

const stored = () => JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY) ?? 'null');

describe('the persisted cart (redux-persist)', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => jest.restoreAllMocks());

  it("is written under exactly contest-holder-cart after every change, as the spec's list of cart items", async () => {
    const { store, persistor } = await restoredStore();
    store.dispatch(itemAdded({ productId: 'thin-mint-elite', sizeKey: 'dozen', quantity: 2 }));
    await persistor.flush();
    expect(Object.keys(window.localStorage)).toEqual(['contest-holder-cart']);
    expect(stored()).toEqual([{ id: 'thin-mint-elite-dozen', name: 'Thin Mint Elite', size: 'Dozen', price: 48, quantity: 2, total: 96 }]);
    store.dispatch(quantityChanged({ id: 'thin-mint-elite-dozen', quantity: 5 }));
    await persistor.flush();
    expect(stored()).toEqual([buildCartItem('thin-mint-elite', 'dozen', 5)]);
  });

  it("restores the spec's list with names and prices from the contract, dropping unknown and invalid lines", async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    window.localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify([
        { id: 'red-velvet-supreme-half-dozen', name: 'Red Velvet Supreme', size: 'Half Dozen', price: 1, quantity: 4, total: 4 },
        { id: 'thin-mint-elite-dozen', name: 'Thin Mint Elite', size: 'Dozen', price: 48, quantity: 1, total: 48 },
        { id: 'no-such-cookie-dozen', name: 'Gone', size: 'Dozen', price: 48, quantity: 1, total: 48 },
        { id: 'red-velvet-supreme-dozen', name: 'Red Velvet Supreme', size: 'Dozen', price: 48, quantity: 0, total: 0 },
      ]),
    );
    const { store } = await restoredStore();
    expect(store.getState().cart.items).toEqual([
      buildCartItem('red-velvet-supreme', 'half-dozen', 4),
      buildCartItem('thin-mint-elite', 'dozen', 1),
    ]);
    expect(store.getState().cart.items[0]?.price).toBe(26);
    expect(error).not.toHaveBeenCalled();
  });

  it('restores a cart stored in the earlier {items: [{id, quantity}], _persist} shape, and stores it as the list', async () => {
    window.localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify({
        items: [
          { id: 'thin-mint-elite-dozen', quantity: 2, price: 1 },
          { id: 'no-such-cookie-dozen', quantity: 1 },
          { id: 'red-velvet-supreme-half-dozen', quantity: 0 },
          { id: 'red-velvet-supreme-dozen', quantity: 1.5 },
        ],
        _persist: { version: 1, rehydrated: true },
      }),
    );
    const { store, persistor } = await restoredStore();
    expect(store.getState().cart.items).toEqual([buildCartItem('thin-mint-elite', 'dozen', 2)]);
    store.dispatch(itemAdded({ productId: 'thin-mint-elite', sizeKey: 'dozen', quantity: 1 }));
    await persistor.flush();
    expect(stored()).toEqual([buildCartItem('thin-mint-elite', 'dozen', 3)]);
  });

  it('starts empty, silently, when nothing is stored', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store } = await restoredStore();
    expect(store.getState().cart.items).toEqual([]);
    expect(error).not.toHaveBeenCalled();
  });

  it.each(['{not json', '42', 'null', '"text"', '{"items":5}'])(
    "logs the spec's message and starts empty for an unreadable value %p",
    async (raw) => {
      const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      window.localStorage.setItem(CART_STORAGE_KEY, raw);
      const { store, persistor } = await restoredStore();
      expect(store.getState().cart.items).toEqual([]);
      expect(error).toHaveBeenCalledWith('error loading cart from local storage', expect.anything());
      expect(CART_LOAD_ERROR).toBe('error loading cart from local storage');
      // The cart works on: the next change is stored as the list.
      store.dispatch(itemAdded({ productId: 'thin-mint-elite', sizeKey: 'dozen', quantity: 1 }));
      await persistor.flush();
      expect(stored()).toEqual([buildCartItem('thin-mint-elite', 'dozen', 1)]);
    },
  );

  it('works for the visit when the browser blocks storage', async () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const { store, persistor } = await restoredStore();
    store.dispatch(itemAdded({ productId: 'thin-mint-elite', sizeKey: 'dozen', quantity: 1 }));
    await persistor.flush();
    expect(store.getState().cart.items).toEqual([buildCartItem('thin-mint-elite', 'dozen', 1)]);
  });
});
