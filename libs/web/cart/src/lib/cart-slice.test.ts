import { SIZES } from '@shop/contract';
import {
  cartSlice,
  checkoutStarted,
  itemAdded,
  lineRemoved,
  orderFailed,
  orderRefused,
  quantityChanged,
  selectLineRefusal,
  selectCartCount,
  selectCartItems,
  selectCartTotal,
  type CartState,
} from './cart-slice';

const reduce = (actions: Parameters<typeof cartSlice.reducer>[1][], state: CartState = cartSlice.getInitialState()) =>
  actions.reduce((current, action) => cartSlice.reducer(current, action), state);
const root = (cart: CartState) => ({ cart });
const dollars = (key: string) => (SIZES.find((size) => size.key === key)?.unitPriceCents ?? NaN) / 100;

describe('cartSlice', () => {
  it('appends a new line built from the contract', () => {
    const state = reduce([itemAdded({ productId: 'thin-mint-elite', sizeKey: 'half-dozen', quantity: 2 })]);
    expect(state.items).toEqual([
      {
        id: 'thin-mint-elite-half-dozen',
        name: 'Thin Mint Elite',
        size: 'Half Dozen',
        price: dollars('half-dozen'),
        quantity: 2,
        total: dollars('half-dozen') * 2,
      },
    ]);
  });

  it('merges a line already in the cart, adding the quantity and recomputing the total', () => {
    const state = reduce([
      itemAdded({ productId: 'thin-mint-elite', sizeKey: 'dozen', quantity: 1 }),
      itemAdded({ productId: 'red-velvet-supreme', sizeKey: 'dozen', quantity: 1 }),
      itemAdded({ productId: 'thin-mint-elite', sizeKey: 'dozen', quantity: 3 }),
    ]);
    expect(state.items.map((item) => [item.id, item.quantity, item.total])).toEqual([
      ['thin-mint-elite-dozen', 4, dollars('dozen') * 4],
      ['red-velvet-supreme-dozen', 1, dollars('dozen')],
    ]);
  });

  it('keeps sizes of one cookie on separate lines', () => {
    const state = reduce([
      itemAdded({ productId: 'thin-mint-elite', sizeKey: 'dozen', quantity: 1 }),
      itemAdded({ productId: 'thin-mint-elite', sizeKey: 'half-dozen', quantity: 1 }),
    ]);
    expect(state.items.map((item) => item.id)).toEqual(['thin-mint-elite-dozen', 'thin-mint-elite-half-dozen']);
  });

  it('ignores unknown products and quantities below one', () => {
    const state = reduce([
      itemAdded({ productId: 'no-such-cookie', sizeKey: 'dozen', quantity: 1 }),
      itemAdded({ productId: 'thin-mint-elite', sizeKey: 'dozen', quantity: 0 }),
    ]);
    expect(state.items).toEqual([]);
  });

  it('sets a quantity and recomputes the total; zero or below removes the line', () => {
    const start = reduce([
      itemAdded({ productId: 'thin-mint-elite', sizeKey: 'dozen', quantity: 1 }),
      itemAdded({ productId: 'red-velvet-supreme', sizeKey: 'half-dozen', quantity: 1 }),
    ]);
    const changed = reduce([quantityChanged({ id: 'thin-mint-elite-dozen', quantity: 5 })], start);
    expect(changed.items[0]).toMatchObject({ quantity: 5, total: dollars('dozen') * 5 });
    expect(reduce([quantityChanged({ id: 'thin-mint-elite-dozen', quantity: 0 })], start).items.map((i) => i.id)).toEqual([
      'red-velvet-supreme-half-dozen',
    ]);
    expect(reduce([quantityChanged({ id: 'red-velvet-supreme-half-dozen', quantity: -2 })], start).items.map((i) => i.id)).toEqual([
      'thin-mint-elite-dozen',
    ]);
  });

  it('removes a line by id, and the checkout click empties the cart', () => {
    const start = reduce([
      itemAdded({ productId: 'thin-mint-elite', sizeKey: 'dozen', quantity: 1 }),
      itemAdded({ productId: 'red-velvet-supreme', sizeKey: 'half-dozen', quantity: 1 }),
    ]);
    expect(reduce([lineRemoved('thin-mint-elite-dozen')], start).items.map((i) => i.id)).toEqual(['red-velvet-supreme-half-dozen']);
    expect(reduce([checkoutStarted()], start).items).toEqual([]);
  });

  it('gives the lines of a failed order back, merged with lines added meanwhile', () => {
    const before = reduce([itemAdded({ productId: 'thin-mint-elite', sizeKey: 'dozen', quantity: 2 })]);
    const meanwhile = reduce([checkoutStarted(), itemAdded({ productId: 'thin-mint-elite', sizeKey: 'dozen', quantity: 1 })], before);
    const restored = reduce([orderFailed(before.items)], meanwhile);
    expect(restored.items).toEqual([{ ...before.items[0], quantity: 3, total: dollars('dozen') * 3 }]);
  });

  it('counts the badge as the sum of quantities and totals in dollars', () => {
    const state = reduce([
      itemAdded({ productId: 'thin-mint-elite', sizeKey: 'dozen', quantity: 2 }),
      itemAdded({ productId: 'red-velvet-supreme', sizeKey: 'half-dozen', quantity: 3 }),
    ]);
    expect(selectCartItems(root(state))).toHaveLength(2);
    expect(selectCartCount(root(state))).toBe(5);
    expect(selectCartTotal(root(state))).toBe(dollars('dozen') * 2 + dollars('half-dozen') * 3);
    expect(selectCartCount(root(cartSlice.getInitialState()))).toBe(0);
    expect(selectCartTotal(root(cartSlice.getInitialState()))).toBe(0);
  });

  describe('a refusal by the drop', () => {
    const refused = () =>
      reduce([
        itemAdded({ productId: 'thin-mint-elite', sizeKey: 'dozen', quantity: 3 }),
        itemAdded({ productId: 'red-velvet-supreme', sizeKey: 'dozen', quantity: 1 }),
        orderRefused([{ id: 'thin-mint-elite-dozen', remaining: 2, message: 'Only 2 Dozen boxes of Thin Mint Elite are left' }]),
      ]);

    it('marks the lines it names with their message, and only those', () => {
      const state = refused();
      expect(selectLineRefusal(root(state), 'thin-mint-elite-dozen')).toBe('Only 2 Dozen boxes of Thin Mint Elite are left');
      expect(selectLineRefusal(root(state), 'red-velvet-supreme-dozen')).toBeUndefined();
    });

    it("clears a line's message when its quantity changes or it is removed, and all of them at the next checkout", () => {
      expect(
        selectLineRefusal(
          root(reduce([quantityChanged({ id: 'thin-mint-elite-dozen', quantity: 2 })], refused())),
          'thin-mint-elite-dozen',
        ),
      ).toBeUndefined();
      expect(selectLineRefusal(root(reduce([lineRemoved('thin-mint-elite-dozen')], refused())), 'thin-mint-elite-dozen')).toBeUndefined();
      expect(reduce([checkoutStarted()], refused()).refusals).toEqual({});
      // Another line's change leaves it.
      const other = reduce([quantityChanged({ id: 'red-velvet-supreme-dozen', quantity: 2 })], refused());
      expect(selectLineRefusal(root(other), 'thin-mint-elite-dozen')).toBeDefined();
    });
  });
});
