import { cartLineId, type CreateOrderRequest, type OrderItemRequest, PRODUCTS, SIZES } from '@shop/contract';

/** A correct cart line, priced from the catalog as the storefront does it. */
export function line(productIndex: number, sizeKey: 'half-dozen' | 'dozen', quantity: number): OrderItemRequest {
  const product = PRODUCTS[productIndex];
  const size = SIZES.find((s) => s.key === sizeKey) ?? SIZES[0];
  const price = size.unitPriceCents / 100;
  return { id: cartLineId(product.id, size.key), name: product.name, size: size.label, price, quantity, total: price * quantity };
}

/** A correct order: the total is the sum of the lines in cents. */
export function order(...items: OrderItemRequest[]): CreateOrderRequest {
  return { items, total: Math.round(items.reduce((sum, item) => sum + item.total, 0) * 100) };
}
