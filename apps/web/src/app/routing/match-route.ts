import { SUBSCRIPTION_PAGES } from '@shop/contract';

/** The storefront's screens (spec §2, and the legal pages linked from the footer). */
export type AppRoute =
  | { name: 'home' }
  | { name: 'blog-post'; slug: string }
  | { name: 'privacy' }
  | { name: 'terms' }
  /** The pages the links in subscription mail open (the token is in the query string). */
  | { name: 'subscription-confirm' }
  | { name: 'subscription-unsubscribe' }
  | { name: 'not-found' };

/**
 * Matches a pathname to a screen: case-insensitive, trailing slash optional. The slug is passed on
 * as written; the blog lookup itself ignores case.
 */
export function matchRoute(pathname: string): AppRoute {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '' || path === '/') return { name: 'home' };
  const lower = path.toLowerCase();
  if (lower === '/privacy') return { name: 'privacy' };
  if (lower === '/terms') return { name: 'terms' };
  if (lower === SUBSCRIPTION_PAGES.confirm) return { name: 'subscription-confirm' };
  if (lower === SUBSCRIPTION_PAGES.unsubscribe) return { name: 'subscription-unsubscribe' };
  const blog = /^\/blog\/([^/]+)$/i.exec(path);
  if (blog) {
    try {
      return { name: 'blog-post', slug: decodeURIComponent(blog[1]) };
    } catch {
      return { name: 'not-found' };
    }
  }
  return { name: 'not-found' };
}
