/**
 * Cart lines carry prices in dollars (spec §3); the order total travels and is stored in integer
 * cents. Rounding happens here and nowhere else.
 */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

export function centsToDollars(cents: number): number {
  return cents / 100;
}

/** A sum of dollar amounts (0.1 + 0.2 is 0.30000000000000004 in floating point) back to whole cents. */
export function roundToCents(dollars: number): number {
  return centsToDollars(dollarsToCents(dollars));
}

/** "$52.00": totals are always shown with two decimals. */
export function formatDollars(dollars: number): string {
  return `$${dollars.toFixed(2)}`;
}

export function formatCents(cents: number): string {
  return formatDollars(centsToDollars(cents));
}
