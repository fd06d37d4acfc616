/** Box sizes a cookie is sold in. The key is part of a cart line id, the label is what visitors see. */
export type SizeKey = 'half-dozen' | 'dozen';

export interface Size {
  key: SizeKey;
  label: string;
  /** Price of one box of this size, in cents. */
  unitPriceCents: number;
}

/**
 * The price rule: the price depends on the size only, and is the same for every cookie
 * (spec §9: Half Dozen $26, Dozen $48).
 */
export const SIZES: readonly Size[] = [
  { key: 'half-dozen', label: 'Half Dozen', unitPriceCents: 2600 },
  { key: 'dozen', label: 'Dozen', unitPriceCents: 4800 },
];

export const SIZE_KEYS: readonly SizeKey[] = SIZES.map((size) => size.key);
export const DEFAULT_SIZE_KEY: SizeKey = 'half-dozen';

const sizesByKey = new Map<string, Size>(SIZES.map((size) => [size.key, size]));

export function findSize(key: string): Size | undefined {
  return sizesByKey.get(key);
}

/** The catalog price of one box of the given size, in cents. */
export function unitPriceCents(sizeKey: SizeKey): number {
  const size = sizesByKey.get(sizeKey);
  if (!size) throw new Error(`Unknown size: ${sizeKey}`);
  return size.unitPriceCents;
}
