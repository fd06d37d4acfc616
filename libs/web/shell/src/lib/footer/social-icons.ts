import type { FOOTER_COPY } from '../copy';

/**
 * The footer's social icons, as files (apps/web/public/images/social) rather than inline SVG: drawn
 * in the footer's own colour, they look the same, and their paths, about 480 bytes of the landing
 * page once compressed, no longer count against the first round trip its HTML must fit in
 * (libs/web/startup/RULES.md). The footer is below the fold, so they load lazily.
 */
export const SOCIAL_ICONS: Record<(typeof FOOTER_COPY.social)[number], string> = {
  Instagram: '/images/social/instagram.svg',
  Facebook: '/images/social/facebook.svg',
  Pinterest: '/images/social/pinterest.svg',
};
