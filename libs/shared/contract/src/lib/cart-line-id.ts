import { findProduct, type Product } from './products';
import { SIZES, type Size, type SizeKey } from './sizes';

/** A cart line is one product in one size: its id is `{productId}-{sizeKey}`. */
export function cartLineId(productId: string, sizeKey: SizeKey): string {
  return `${productId}-${sizeKey}`;
}

/**
 * Each size with the suffix it gives a line id, longest first: "dozen" is a suffix of
 * "half-dozen". Worked out once: every order line and every refusal's message parses an id.
 */
const SIZE_SUFFIXES = [...SIZES].sort((a, b) => b.key.length - a.key.length).map((size) => ({ size, suffix: `-${size.key}` }));

/**
 * Splits a line id back into a known product and size, or returns undefined.
 * Both product ids and size keys contain hyphens, so the size is matched as a suffix, the
 * longest key first.
 */
export function parseCartLineId(id: string): { product: Product; size: Size } | undefined {
  for (const { size, suffix } of SIZE_SUFFIXES) {
    if (!id.endsWith(suffix)) continue;
    const product = findProduct(id.slice(0, -suffix.length));
    if (product) return { product, size };
  }
  return undefined;
}
