import '@testing-library/jest-dom';
import { CART_STORAGE_KEY, itemAdded, selectCartCount } from '@shop/web/cart';
import { useCheckout } from '@shop/web/cart/drawer';
import { shopApi } from '@shop/web/data-access-api';
import { apiErrorToaster, cartOpened } from '@shop/web/shell';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import * as shopStore from './store';
import { installShopApi, type AppStore } from './store';

/** The browser's store with its cart being restored at once. */
function createStore(storeModule: typeof shopStore = shopStore) {
  const { store, restoreCart } = storeModule.createBrowserStore();
  return { store, persistor: restoreCart() };
}

async function bootedStore() {
  const { store, persistor } = createStore();
  await waitFor(() => expect(persistor.getState().bootstrapped).toBe(true));
  return store;
}

const flushWrites = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

function respond(status: number, body: string, statusText = '') {
  return { ok: status >= 200 && status < 300, status, statusText, text: async () => body };
}

describe('store: the persisted cart', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => jest.restoreAllMocks());

  it('writes the cart under exactly contest-holder-cart after every change', async () => {
    const store = await bootedStore();
    store.dispatch(itemAdded({ productId: 'thin-mint-elite', sizeKey: 'dozen', quantity: 2 }));
    await flushWrites();
    expect(Object.keys(window.localStorage)).toEqual([CART_STORAGE_KEY]);
    expect(JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY) ?? '')).toEqual([
      { id: 'thin-mint-elite-dozen', name: 'Thin Mint Elite', size: 'Dozen', price: 48, quantity: 2, total: 96 },
    ]);
    store.dispatch(itemAdded({ productId: 'thin-mint-elite', sizeKey: 'dozen', quantity: 1 }));
    await flushWrites();
    expect(JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY) ?? '')[0].quantity).toBe(3);
  });

  it('restores the stored cart before anything renders', async () => {
    window.localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify({ items: [{ id: 'red-velvet-supreme-half-dozen', quantity: 4 }], _persist: { version: 1, rehydrated: true } }),
    );
    const store = await bootedStore();
    expect(selectCartCount(store.getState())).toBe(4);
  });

  it('starts empty and logs when the stored cart is unreadable', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    window.localStorage.setItem(CART_STORAGE_KEY, '{broken');
    const store = await bootedStore();
    expect(store.getState().cart.items).toEqual([]);
    expect(error).toHaveBeenCalledWith('error loading cart from local storage', expect.anything());
  });

  it('keeps only the cart: filters, overlays and toasts are not persisted', async () => {
    const store = await bootedStore();
    store.dispatch(cartOpened());
    await flushWrites();
    expect(Object.keys(window.localStorage).filter((key) => key !== CART_STORAGE_KEY)).toEqual([]);
  });
});

function CheckoutButton() {
  const { checkout, isPending } = useCheckout();
  return <button onClick={checkout}>{isPending ? 'Processing...' : 'Checkout'}</button>;
}

describe('checkout', () => {
  let store: AppStore;

  beforeAll(() => installShopApi(shopApi, apiErrorToaster));
  let fetchMock: jest.Mock;

  beforeEach(async () => {
    window.localStorage.clear();
    store = await bootedStore();
    fetchMock = jest.fn();
    global.fetch = fetchMock as unknown as typeof fetch;
    render(
      <Provider store={store}>
        <CheckoutButton />
      </Provider>,
    );
  });

  it('does nothing for an empty cart', () => {
    fireEvent.click(screen.getByRole('button'));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(store.getState().toasts.toasts).toEqual([]);
  });

  it('clears the cart, closes the drawer and toasts at the click, then posts the order in cents', async () => {
    let finish: (value: unknown) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    act(() => {
      store.dispatch(itemAdded({ productId: 'thin-mint-elite', sizeKey: 'dozen', quantity: 2 }));
      store.dispatch(itemAdded({ productId: 'red-velvet-supreme', sizeKey: 'half-dozen', quantity: 1 }));
      store.dispatch(cartOpened());
    });
    fireEvent.click(screen.getByRole('button'));

    expect(store.getState().cart.items).toEqual([]);
    expect(store.getState().ui.cartOpen).toBe(false);
    const [placed] = store.getState().toasts.toasts;
    expect(placed.title).toBe('Demo Order Placed!');
    expect(placed.description).toMatch(/^Order ORD-\d+ for \$122\.00 confirmed\. .*demo.*no payment was processed/i);
    await waitFor(() => expect(screen.getByRole('button')).toHaveTextContent('Processing...'));

    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/order');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(init.headers['Content-Type']).toBe('application/json');
    expect(init.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    const body = JSON.parse(init.body);
    expect(body.total).toBe(12200);
    expect(body.items).toEqual([
      { id: 'thin-mint-elite-dozen', name: 'Thin Mint Elite', size: 'Dozen', price: 48, quantity: 2, total: 96 },
      { id: 'red-velvet-supreme-half-dozen', name: 'Red Velvet Supreme', size: 'Half Dozen', price: 26, quantity: 1, total: 26 },
    ]);

    await act(async () =>
      finish(respond(201, JSON.stringify({ id: 'x', reference: 'ORD-1', totalCents: 12200, lines: [], createdAt: '' }))),
    );
    await waitFor(() => expect(store.getState().toasts.toasts[0].title).toBe('Order placed successfully!'));
    expect(store.getState().toasts.toasts[0].description).toBe('This is a demo checkout. No payment was processed.');
    expect(store.getState().toasts.toasts).toHaveLength(1);
    expect(screen.getByRole('button')).toHaveTextContent('Checkout');
  });

  it('puts the lines back and shows one Error toast when the order fails', async () => {
    fetchMock.mockResolvedValue(
      respond(500, JSON.stringify({ statusCode: 500, error: 'Internal Server Error', message: 'The kitchen is closed' })),
    );
    act(() => void store.dispatch(itemAdded({ productId: 'thin-mint-elite', sizeKey: 'dozen', quantity: 2 })));
    const before = store.getState().cart.items;
    fireEvent.click(screen.getByRole('button'));
    expect(store.getState().cart.items).toEqual([]);
    await waitFor(() => expect(store.getState().cart.items).toEqual(before));
    expect(store.getState().toasts.toasts).toEqual([
      expect.objectContaining({ title: 'Error', description: '500: The kitchen is closed', variant: 'destructive', open: true }),
    ]);
  });

  it('uses a fresh idempotency key for every checkout', async () => {
    fetchMock.mockResolvedValue(respond(201, '{}'));
    for (let i = 0; i < 2; i += 1) {
      act(() => void store.dispatch(itemAdded({ productId: 'thin-mint-elite', sizeKey: 'dozen', quantity: 1 })));
      fireEvent.click(screen.getByRole('button'));
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(i + 1));
    }
    const keys = fetchMock.mock.calls.map(([, init]) => init.headers['Idempotency-Key']);
    expect(new Set(keys).size).toBe(2);
  });
});

describe('failing calls', () => {
  beforeAll(() => installShopApi(shopApi, apiErrorToaster));

  it('show one destructive "Error" toast with the status and body text', async () => {
    const { store } = createStore();
    global.fetch = jest.fn().mockResolvedValue(respond(503, '', 'Service Unavailable')) as unknown as typeof fetch;
    await store.dispatch(shopApi.endpoints.subscribe.initiate({ email: 'a@b.co' }));
    expect(store.getState().toasts.toasts).toEqual([
      expect.objectContaining({ title: 'Error', description: '503: Service Unavailable', variant: 'destructive' }),
    ]);
  });

  it('fall back to the generic sentence without a response', async () => {
    const { store } = createStore();
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch')) as unknown as typeof fetch;
    await store.dispatch(shopApi.endpoints.sendContactMessage.initiate({ name: 'A', email: 'a@b.co', message: 'Hi' }));
    expect(store.getState().toasts.toasts[0].description).toBe('Something went wrong. Please try again.');
  });
});

describe('the /api cache', () => {
  // A fresh module registry: the root reducer is shared by every store the module creates.
  function freshStoreModule(): typeof import('./store') {
    let module!: typeof import('./store');
    jest.isolateModules(() => {
      module = require('./store');
    });
    return module;
  }

  it('is absent until the API is installed, so the first paint does not wait for RTK Query', () => {
    const { store } = createStore(freshStoreModule());
    expect(Object.keys(store.getState())).toEqual(expect.arrayContaining(['cart', 'filter', 'ui', 'toasts']));
    expect(store.getState()).not.toHaveProperty('api');
  });

  it('serves calls in a store created before it was installed', async () => {
    const storeModule = freshStoreModule();
    const { store } = createStore(storeModule);
    storeModule.installShopApi(shopApi, apiErrorToaster);
    storeModule.installShopApi(shopApi, apiErrorToaster);
    global.fetch = jest.fn().mockResolvedValue(respond(200, JSON.stringify({ orders: [] }))) as unknown as typeof fetch;
    const result = await store.dispatch(shopApi.endpoints.recentOrders.initiate());
    expect(result.data).toEqual({ orders: [] });
    expect(global.fetch).toHaveBeenCalledTimes(1);
    expect(store.getState()).toHaveProperty('api.queries');
  });
});
