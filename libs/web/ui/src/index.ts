// Presentational building blocks shared by the storefront's features; no state, no content.
export { FallbackImage } from './lib/fallback-image/FallbackImage';
export type { FallbackImageProps } from './lib/fallback-image/FallbackImage';
export { SectionHeader } from './lib/section-header/SectionHeader';
export type { SectionHeaderProps } from './lib/section-header/SectionHeader';
export { visuallyHidden } from './lib/visually-hidden';
export { Section } from './lib/section/Section';
export type { SectionProps } from './lib/section/Section';
export { DelayedTooltip } from './lib/DelayedTooltip';
export { FALLBACK_IMAGES, IMAGE_SIZES } from './lib/images';
export { belowNav, NAV_HEIGHT_PX, SCROLL_MARGIN_PX } from './lib/layout';
export { dateAndTime, longDate } from './lib/dates/dates';
