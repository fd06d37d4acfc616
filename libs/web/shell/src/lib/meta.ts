import { WORDMARK } from './brand';

/** Document titles and meta descriptions per route. */
export const SITE_META = {
  default: {
    title: `${WORDMARK} | Small-Batch Keto Cookies, Monthly Drops`,
    description:
      'Limited-batch keto cookies made with almond flour, Belgian chocolate and Madagascar vanilla. A new drop every month, open for 72 hours. Build your box.',
  },
  notFound: {
    title: `404 Page Not Found | ${WORDMARK}`,
    description: 'This page does not exist. Head back to the shop for this month’s keto cookie drop.',
  },
  blogNotFound: {
    title: `Blog Post Not Found | ${WORDMARK}`,
    description: "The blog post you're looking for doesn't exist. Browse our other stories from the keto test kitchen.",
  },
} as const satisfies Record<string, { title: string; description: string }>;

/** "Post title | The Cookie Drop". */
export function documentTitle(pageTitle: string): string {
  return `${pageTitle} | ${WORDMARK}`;
}
