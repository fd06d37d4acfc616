import { configureStore } from '@reduxjs/toolkit';
import { shopApi } from '@shop/web/data-access-api';
import { apiErrorToaster } from './api-error-toaster';
import { selectVisibleToasts, toastsReducer } from './toast-slice';

function failingStore() {
  global.fetch = jest.fn(async () => ({
    ok: false,
    status: 503,
    statusText: 'Service Unavailable',
    text: async () => JSON.stringify({ statusCode: 503, error: 'Service Unavailable', message: 'The kitchen is offline' }),
  })) as unknown as typeof fetch;
  return configureStore({
    reducer: { toasts: toastsReducer, [shopApi.reducerPath]: shopApi.reducer },
    middleware: (getDefault) => getDefault().concat(shopApi.middleware, apiErrorToaster),
  });
}

describe('apiErrorToaster', () => {
  it('toasts every failing call the visitor made', async () => {
    const store = failingStore();
    await store.dispatch(shopApi.endpoints.subscribe.initiate({ email: 'ada@example.com' }));
    expect(selectVisibleToasts(store.getState())).toEqual([
      expect.objectContaining({ title: 'Error', description: '503: The kitchen is offline', variant: 'destructive' }),
    ]);
  });

  it("stays quiet when the drop's figures fail to refresh: the visitor asked for nothing", async () => {
    const store = failingStore();
    await store.dispatch(shopApi.endpoints.getDrop.initiate());
    expect(shopApi.endpoints.getDrop.select()(store.getState()).isError).toBe(true);
    expect(selectVisibleToasts(store.getState())).toEqual([]);
  });
});
