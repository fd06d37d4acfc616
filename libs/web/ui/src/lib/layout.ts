/**
 * The fixed top navigation's height, which every page's first block starts below and every
 * section scrolled to stops below: the one place it is written.
 */
export const NAV_HEIGHT_PX = 64;

/** Where a section scrolled to stops: just clear of the navigation, with a little air. */
export const SCROLL_MARGIN_PX = NAV_HEIGHT_PX + 8;

/** Top padding that clears the fixed navigation, plus `gap` (a CSS length). */
export const belowNav = (gap: string) => `calc(${NAV_HEIGHT_PX}px + ${gap})`;
