import { CART_LOAD_ERROR, CART_STORAGE_KEY, readStoredCart, writeStoredCart } from './cart-persistence';
import { buildCartItem } from './cart-slice';

describe('cart storage', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => jest.restoreAllMocks());

  it('uses exactly the key contest-holder-cart', () => {
    expect(CART_STORAGE_KEY).toBe('contest-holder-cart');
  });

  it('writes the lines as a JSON list and reads them back', () => {
    const line = buildCartItem('thin-mint-elite', 'dozen', 2);
    writeStoredCart(line ? [line] : []);
    expect(JSON.parse(window.localStorage.getItem('contest-holder-cart') ?? 'null')).toEqual([line]);
    expect(readStoredCart()).toEqual([line]);
  });

  it('reads nothing stored as an empty cart, silently', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(readStoredCart()).toEqual([]);
    expect(error).not.toHaveBeenCalled();
  });

  it('rebuilds names and prices from the contract and drops unknown lines', () => {
    window.localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify([
        { id: 'thin-mint-elite-dozen', name: 'Cheap', size: 'Dozen', price: 1, quantity: 2, total: 2 },
        { id: 'no-such-cookie-dozen', quantity: 1 },
        { id: 'red-velvet-supreme-half-dozen', quantity: 0 },
      ]),
    );
    expect(readStoredCart()).toEqual([buildCartItem('thin-mint-elite', 'dozen', 2)]);
  });

  it.each(['{not json', '{"items":[]}', '42'])('logs and starts empty for an unreadable value %p', (raw) => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    window.localStorage.setItem(CART_STORAGE_KEY, raw);
    expect(readStoredCart()).toEqual([]);
    expect(error).toHaveBeenCalledWith(CART_LOAD_ERROR, expect.anything());
    expect(CART_LOAD_ERROR).toBe('error loading cart from local storage');
  });
});
