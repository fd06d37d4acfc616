import '@testing-library/jest-dom';
import { configureStore } from '@reduxjs/toolkit';
import type { OrderRefusalBody } from '@shop/contract';
import { shopApi } from '@shop/web/data-access-api';
import { apiErrorToaster, cartOpened, selectVisibleToasts, toastsReducer, uiReducer } from '@shop/web/shell';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { cartSlice, itemAdded } from '../cart-slice';
import { CartDrawer } from './CartDrawer';

const SHORT: OrderRefusalBody = {
  statusCode: 409,
  error: 'Conflict',
  message: 'Only 2 Dozen boxes of Thin Mint Elite are left',
  reason: 'short',
  lines: [{ id: 'thin-mint-elite-dozen', remaining: 2, message: 'Only 2 Dozen boxes of Thin Mint Elite are left' }],
};

/** POST /api/order answers `status` with `body`; GET /api/orders (recent orders) has none. */
function serveOrder(status: number, body: object) {
  global.fetch = jest.fn(async (url: string) =>
    url === '/api/order'
      ? { ok: status < 400, status, statusText: '', text: async () => JSON.stringify(body) }
      : { ok: false, status: 401, statusText: 'Unauthorized', text: async () => '' },
  ) as unknown as typeof fetch;
}

function setup() {
  const store = configureStore({
    reducer: { cart: cartSlice.reducer, ui: uiReducer, toasts: toastsReducer, [shopApi.reducerPath]: shopApi.reducer },
    middleware: (getDefault) => getDefault().concat(shopApi.middleware, apiErrorToaster),
  });
  store.dispatch(itemAdded({ productId: 'thin-mint-elite', sizeKey: 'dozen', quantity: 3 }));
  store.dispatch(itemAdded({ productId: 'red-velvet-supreme', sizeKey: 'half-dozen', quantity: 1 }));
  render(
    <Provider store={store}>
      <CartDrawer />
    </Provider>,
  );
  act(() => void store.dispatch(cartOpened()));
  return store;
}

const lineOf = (name: string) => screen.getAllByRole('listitem').find((item) => item.textContent?.includes(name)) as HTMLElement;

async function checkoutRefused(store: ReturnType<typeof setup>) {
  fireEvent.click(screen.getByRole('button', { name: 'Checkout' }));
  // As for any failed order: the box comes back and the error toast says why.
  await waitFor(() => expect(store.getState().cart.items).toHaveLength(2));
  expect(selectVisibleToasts(store.getState()).map((toast) => toast.description)).toContain(`409: ${SHORT.message}`);
  act(() => void store.dispatch(cartOpened()));
}

describe('CartDrawer when a drop refuses a line', () => {
  it('shows the message on that line, read with its controls, and keeps the box', async () => {
    serveOrder(409, SHORT);
    const store = setup();
    await checkoutRefused(store);
    const thinMint = lineOf('Thin Mint Elite');
    expect(within(thinMint).getByText(SHORT.lines[0].message)).toBeVisible();
    expect(within(thinMint).getByRole('group', { name: /Quantity of Thin Mint Elite/ })).toHaveAccessibleDescription(
      SHORT.lines[0].message,
    );
    expect(within(thinMint).getByRole('button', { name: /Remove Thin Mint Elite/ })).toHaveAccessibleDescription(SHORT.lines[0].message);
    // The other line has nothing to fix.
    expect(within(lineOf('Red Velvet Supreme')).queryByText(/left/)).toBeNull();
  });

  it('clears the message once the visitor changes that line', async () => {
    serveOrder(409, SHORT);
    const store = setup();
    await checkoutRefused(store);
    fireEvent.click(within(lineOf('Thin Mint Elite')).getByRole('button', { name: /Decrease quantity of Thin Mint Elite/ }));
    expect(within(lineOf('Thin Mint Elite')).queryByText(SHORT.lines[0].message)).toBeNull();
    expect(within(lineOf('Thin Mint Elite')).getByRole('group', { name: /Quantity of Thin Mint Elite/ })).not.toHaveAttribute(
      'aria-describedby',
    );
  });

  it('clears the message when the line is removed and added again', async () => {
    serveOrder(409, SHORT);
    const store = setup();
    await checkoutRefused(store);
    fireEvent.click(within(lineOf('Thin Mint Elite')).getByRole('button', { name: /Remove Thin Mint Elite/ }));
    act(() => void store.dispatch(itemAdded({ productId: 'thin-mint-elite', sizeKey: 'dozen', quantity: 2 })));
    expect(within(lineOf('Thin Mint Elite')).queryByText(SHORT.lines[0].message)).toBeNull();
  });

  it('marks no line for a refusal without lines (the drop has not opened): the toast says it', async () => {
    const notOpen = { ...SHORT, reason: 'not-open-yet', message: 'The drop opens on Dec 4, 2026, 2:00 PM UTC', lines: [] };
    serveOrder(409, notOpen);
    const store = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    await waitFor(() => expect(store.getState().cart.items).toHaveLength(2));
    expect(selectVisibleToasts(store.getState()).map((toast) => toast.description)).toContain(`409: ${notOpen.message}`);
    expect(store.getState().cart.refusals).toEqual({});
  });
});
