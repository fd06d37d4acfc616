import { findProduct, type Product } from './products';
import { SIZES, type Size, type SizeKey } from './sizes';

/** A cart line is one product in one size: its id is `{productId}-{sizeKey}`. */
export function cartLineId(productId: string, sizeKey: SizeKey): string {
  return `${productId}-${sizeKey}`;
}

export interface ParsedCartLineId {
  product: Product;
  size: Size;
}

/**
 * Splits a line id back into a known product and size, or returns undefined.
 * Both product ids and size keys contain hyphens, so the size is matched as a suffix;
 * "dozen" is a suffix of "half-dozen", hence the longest key is tried first.
 */
export function parseCartLineId(id: string): ParsedCartLineId | undefined {
  const sizesLongestFirst = [...SIZES].sort((a, b) => b.key.length - a.key.length);
  for (const size of sizesLongestFirst) {
    const suffix = `-${size.key}`;
    if (!id.endsWith(suffix)) continue;
    const product = findProduct(id.slice(0, -suffix.length));
    if (product) return { product, size };
  }
  return undefined;
}
