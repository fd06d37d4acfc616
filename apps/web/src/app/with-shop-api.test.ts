import { shopApi } from '@shop/web/data-access-api';
import { apiErrorToaster } from '@shop/web/shell';

const installShopApi = jest.fn();
const listenForRefetch = jest.fn();
jest.mock('./store', () => ({
  installShopApi: (...args: unknown[]) => installShopApi(...args),
  listenForRefetch: (...args: unknown[]) => listenForRefetch(...args),
}));

/** A fresh copy of the module, so each test starts with nothing installed. */
function freshWithShopApi(): typeof import('./with-shop-api').withShopApi {
  let module!: typeof import('./with-shop-api');
  jest.isolateModules(() => {
    module = require('./with-shop-api');
  });
  return module.withShopApi;
}

describe('withShopApi', () => {
  beforeEach(() => installShopApi.mockReset());

  it("loads a screen's code only once the API is installed in the store, not before", async () => {
    const withShopApi = freshWithShopApi();
    const order: string[] = [];
    installShopApi.mockImplementation(() => order.push('installed'));
    const screen = await withShopApi(async () => {
      order.push('screen loaded');
      return { default: 'Screen' };
    })();
    expect(screen).toEqual({ default: 'Screen' });
    expect(installShopApi).toHaveBeenCalledWith(expect.objectContaining({ reducerPath: shopApi.reducerPath }), expect.any(Function));
    expect(order).toEqual(['installed', 'screen loaded']);
  });

  it('installs the endpoints with the error toaster', async () => {
    const withShopApi = freshWithShopApi();
    await withShopApi(async () => 'a')();
    const [api, toaster] = installShopApi.mock.calls[0];
    expect(Object.keys(api.endpoints)).toEqual(Object.keys(shopApi.endpoints));
    expect(toaster.toString()).toBe(apiErrorToaster.toString());
    // So that the current drop refetches when the visitor comes back to the tab.
    expect(listenForRefetch).toHaveBeenCalledWith(expect.any(Function));
  });

  it('installs once for every screen that needs it', async () => {
    const withShopApi = freshWithShopApi();
    await Promise.all([withShopApi(async () => 'a')(), withShopApi(async () => 'b')()]);
    await withShopApi(async () => 'c')();
    expect(installShopApi).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed install instead of failing every later screen', async () => {
    const withShopApi = freshWithShopApi();
    installShopApi.mockImplementationOnce(() => {
      throw new Error('chunk failed');
    });
    await expect(withShopApi(async () => 'a')()).rejects.toThrow('chunk failed');
    await expect(withShopApi(async () => 'b')()).resolves.toBe('b');
    expect(installShopApi).toHaveBeenCalledTimes(2);
  });
});
