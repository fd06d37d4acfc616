import { WORDMARK } from './brand';
import type { LegalPage } from './types';

// Every sentence here must stay true of the running shop: when what the API stores, how long it
// keeps it or what the cookie does changes, change this page with it.

/** /privacy: what the shop collects, why, for how long, and how to have it removed. */
export const PRIVACY_PAGE: LegalPage = {
  path: '/privacy',
  title: 'Privacy Policy',
  updated: '2026-11-24',
  intro: `${WORDMARK} is a small kitchen. We collect only what we need to tell you about a drop, answer your messages and keep track of boxes, and we never sell or share it with advertisers.`,
};

/** /terms: the terms of the site, above all that its checkout is a demo. */
export const TERMS_PAGE: LegalPage = {
  path: '/terms',
  title: 'Terms of Service',
  updated: '2026-11-23',
  intro: `These terms cover your use of the ${WORDMARK} website. By using the site you agree to them.`,
};

export const LEGAL_PAGES = [PRIVACY_PAGE, TERMS_PAGE] as const;
