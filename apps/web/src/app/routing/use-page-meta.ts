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
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = description;
  }, [title, description]);
}
