import { useEffect } from 'react';
import type { RouteParams, ShopRoute } from './routes';

/**
 * Keeps the document's title and meta description those of the current screen as a visitor moves
 * between screens. A page's first HTML already has its whole head (the prerender wrote it from
 * the same route's `head`).
 */
export function usePageMeta(route: ShopRoute, params: RouteParams) {
  // Title and description hold no URL, so no origin is needed for them.
  const { title, description } = route.head(params, '');
  useEffect(() => {
    document.title = title;
    // Every page has one: index.html's, which the prerender fills in (and fails without).
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}
