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

/** "$52.00": totals are always shown with two decimals. */
export function formatDollars(dollars: number): string {
  return `$${dollars.toFixed(2)}`;
}

export function formatCents(cents: number): string {
  return formatDollars(centsToDollars(cents));
}
