/** Reviews shown side by side (spec §9). */
export const VISIBLE_REVIEWS = 3;

/** The last offset at which the window is still full: 0 to total minus visible (spec §4). */
export function maxCarouselOffset(total: number, visible = VISIBLE_REVIEWS): number {
  return Math.max(0, total - visible);
}

export function clampCarouselOffset(offset: number, total: number, visible = VISIBLE_REVIEWS): number {
  return Math.min(Math.max(0, offset), maxCarouselOffset(total, visible));
}
