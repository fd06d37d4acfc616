/** Where a broken image falls back to: stock art for products and steps, a placeholder photo for teasers. */
export const FALLBACK_IMAGES = {
  product: '/images/fallback/stock-cookie.svg',
  step: '/images/fallback/stock-bakery.svg',
  teaser: '/images/fallback/placeholder-photo.svg',
} as const;

/**
 * Intrinsic sizes of the artwork, for width/height attributes and aspect-ratio boxes,
 * so nothing shifts while images load.
 */
export const IMAGE_SIZES = {
  /** Product cards and process steps: 4:3. */
  product: { width: 400, height: 300 },
  step: { width: 400, height: 300 },
  /** Blog teasers and post headers: 16:9. */
  blog: { width: 640, height: 360 },
} as const;
