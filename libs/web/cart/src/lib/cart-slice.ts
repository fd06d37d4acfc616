import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  cartLineId,
  centsToDollars,
  findProduct,
  findSize,
  roundToCents,
  type OrderItemRequest,
  type OrderRefusalLine,
  type SizeKey,
} from '@shop/contract';

/**
 * A cart line (spec §3): one product in one size, exactly what the order request carries for it,
 * so the contract states the shape once. Prices in dollars, from the contract's price rule.
 */
export type CartItem = OrderItemRequest;

export interface CartState {
  items: CartItem[];
  /**
   * Why the last order was refused, per line id ("Only 2 Dozen boxes of Thin Mint Elite are left"),
   * until the visitor changes or removes that line. Not persisted: it is about that one order.
   */
  refusals: Record<string, string>;
}

export interface CartRootState {
  cart: CartState;
}

const initialState: CartState = { items: [], refusals: {} };

/** Builds a line from the catalog, so names and prices never come from anywhere but the contract. */
export function buildCartItem(productId: string, sizeKey: SizeKey, quantity: number): CartItem | undefined {
  const product = findProduct(productId);
  const size = findSize(sizeKey);
  if (!product || !size) return undefined;
  const price = centsToDollars(size.unitPriceCents);
  return { id: cartLineId(product.id, size.key), name: product.name, size: size.label, price, quantity, total: price * quantity };
}

function addLine(items: CartItem[], line: CartItem) {
  const existing = items.find((item) => item.id === line.id);
  if (existing) {
    existing.quantity += line.quantity;
    existing.total = existing.price * existing.quantity;
  } else {
    items.push(line);
  }
}

export const cartSlice = createSlice({
  name: 'cart',
  initialState,
  reducers: {
    /** Adding a line already in the cart adds to its quantity (spec §4). */
    itemAdded(state, action: PayloadAction<{ productId: string; sizeKey: SizeKey; quantity: number }>) {
      const { productId, sizeKey, quantity } = action.payload;
      if (!Number.isInteger(quantity) || quantity < 1) return;
      const line = buildCartItem(productId, sizeKey, quantity);
      if (line) addLine(state.items, line);
    },
    /** Zero or below removes the line (spec §4). */
    quantityChanged(state, action: PayloadAction<{ id: string; quantity: number }>) {
      const { id, quantity } = action.payload;
      delete state.refusals[id];
      if (quantity <= 0) {
        state.items = state.items.filter((item) => item.id !== id);
        return;
      }
      const item = state.items.find((candidate) => candidate.id === id);
      if (item) {
        item.quantity = Math.floor(quantity);
        item.total = item.price * item.quantity;
      }
    },
    lineRemoved(state, action: PayloadAction<string>) {
      state.items = state.items.filter((item) => item.id !== action.payload);
      delete state.refusals[action.payload];
    },
    /** The checkout click empties the cart at once, before the order call returns. */
    checkoutStarted(state) {
      state.items = [];
      state.refusals = {};
    },
    /** The drop could not fill these lines (a 409 after `orderFailed` gave the box back): each says why. */
    orderRefused(state, action: PayloadAction<OrderRefusalLine[]>) {
      for (const line of action.payload) state.refusals[line.id] = line.message;
    },
    /** A failed order gives the visitor their box back, merged with anything added meanwhile. */
    orderFailed(state, action: PayloadAction<CartItem[]>) {
      for (const line of action.payload) addLine(state.items, { ...line });
    },
  },
  selectors: {
    selectCartItems: (state) => state.items,
    /** The badge: the sum of quantities, not the number of lines. */
    selectCartCount: (state) => state.items.reduce((sum, item) => sum + item.quantity, 0),
    /** In dollars, rounded to cents. */
    selectCartTotal: (state) => roundToCents(state.items.reduce((sum, item) => sum + item.total, 0)),
  },
});

export const { itemAdded, quantityChanged, lineRemoved, checkoutStarted, orderFailed, orderRefused } = cartSlice.actions;
export const { selectCartItems, selectCartCount, selectCartTotal } = cartSlice.selectors;

/** Why the last order was refused on this line, if it was. */
export const selectLineRefusal = (state: CartRootState, id: string): string | undefined => state.cart.refusals[id];
