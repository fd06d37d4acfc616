// The prerender's entry (built by `vite build --ssr`, run by tools/scripts/prerender.mjs): renders
// a route to HTML with the critical CSS it uses, and hands the build step what it needs to know
// about routes, heads and social cards. Never loaded in a browser.
import { BLOG_POSTS, BLOG_SLUG_ALIASES } from '@shop/web/blog';
import { SUBSCRIPTION_PAGES } from '@shop/contract';
import { LEGAL_PAGES } from '@shop/web/shell';
import { prerenderPage, type PrerenderedPage } from '@shop/web/startup/server';
import { StaticRouter } from 'react-router';
import { App } from './app/App';
import { ShopProviders } from './app/ShopProviders';
import { createPrerenderStore } from './app/store';

export { matchRoute } from './app/routing/match-route';
export { OG_CARDS, routeHead } from './app/routing/route-head';
export type { OgCard, RouteHead } from './app/routing/route-head';

/** The HTML of the app at `url` (what goes inside #root) and the <style> tags of the CSS it uses. */
export function renderPage(url: string): Promise<PrerenderedPage> {
  return prerenderPage(
    (emotionCache) => (
      // A store per render: no storage where the prerender runs, and an empty cart, what every
      // first visit starts with and so what hydration expects.
      <ShopProviders store={createPrerenderStore()} emotionCache={emotionCache}>
        <StaticRouter location={url}>
          <App />
        </StaticRouter>
      </ShopProviders>
    ),
    url,
  );
}

/** The site's pages, as the prerender writes them; the not-found documents are listed apart. */
export const SITE_PAGES = [
  { path: '/', lastmod: BLOG_POSTS.map((post) => post.publishDate).sort().at(-1) as string },
  ...BLOG_POSTS.map((post) => ({ path: `/blog/${post.slug}`, lastmod: post.publishDate })),
  ...LEGAL_PAGES.map((page) => ({ path: page.path, lastmod: page.updated })),
  // Where subscription mail links lead: served like every page, kept out of the sitemap.
  ...Object.values(SUBSCRIPTION_PAGES).map((path) => ({ path, lastmod: '2026-11-24', sitemap: false })),
];

/** Old addresses of posts, each answered with a 301 to the post's one address. */
export const SITE_REDIRECTS = Object.entries(BLOG_SLUG_ALIASES).map(([alias, slug]) => ({ from: `/blog/${alias}`, to: `/blog/${slug}` }));
