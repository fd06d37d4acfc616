import { COPYRIGHT_YEAR, WORDMARK } from './brand';

/** Texts fixed by the spec are quoted exactly; the rest is ours. */

/** A link in the footer or navigation that scrolls to a section of the landing page. */
export interface SectionLink {
  label: string;
  /** The id of the element to scroll to (without #). */
  target: string;
}

export const NAV_COPY = {
  /** The five entries of the top navigation and the mobile menu, in order. */
  links: [
    { label: 'Shop', target: 'catalog' },
    { label: 'Process', target: 'process' },
    { label: 'Reviews', target: 'reviews' },
    { label: 'Blog', target: 'blog' },
    { label: 'Contact', target: 'contact' },
  ] as readonly SectionLink[],
  homeLabel: `${WORDMARK}, home`,
  openMenuLabel: 'Open menu',
  closeMenuLabel: 'Close menu',
} as const;

export const NOT_FOUND_COPY = {
  title: '404 Page Not Found',
  text: 'The page you were looking for has crumbled. Let us take you back to the cookies.',
  homeLink: 'Back to the shop',
} as const;

export const FOOTER_COPY = {
  wordmark: WORDMARK,
  blurb:
    'Small-batch keto cookies, baked over three days and released once a month. Almond flour, Belgian chocolate, real butter, and nothing we would not feed our own families.',
  quickLinksHeading: 'Quick Links',
  /** "Flavors" goes to the catalog: the spec's #flavors element does not exist. */
  quickLinks: [
    { label: 'Shop', target: 'catalog' },
    { label: 'Flavors', target: 'catalog' },
    { label: 'Our Process', target: 'process' },
    { label: 'Reviews', target: 'reviews' },
    { label: 'Contact', target: 'contact' },
  ] as readonly SectionLink[],
  supportHeading: 'Support',
  /** The support dialogs, in order: each label is also its dialog's title; the content is SUPPORT_PAGES. */
  supportLinks: [
    { label: 'FAQ', id: 'faq' },
    { label: 'Shipping', id: 'shipping' },
    { label: 'Returns', id: 'returns' },
  ] as const,
  socialHeading: 'Follow the Kitchen',
  social: ['Instagram', 'Facebook', 'Pinterest'] as const,
  copyright: `© ${COPYRIGHT_YEAR} ${WORDMARK}. All rights reserved.`,
} as const;
