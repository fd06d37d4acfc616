// The prerender's entry (built by `vite build --ssr`, run by tools/scripts/prerender.mjs): renders
// a route to HTML with the critical CSS it uses, and hands the build step what it needs to know
// about routes, heads and social cards. Never loaded in a browser.
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { BLOG_POSTS, BLOG_SLUG_ALIASES } from '@shop/web/blog';
import { SUBSCRIPTION_PAGES } from '@shop/contract';
import { LEGAL_PAGES } from '@shop/web/shell';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from './app/App';
import { ShopProviders } from './app/ShopProviders';
import { createPrerenderStore } from './app/store';

export { matchRoute } from './app/routing/match-route';
export { OG_CARDS, routeHead } from './app/routing/route-head';
export type { OgCard, RouteHead } from './app/routing/route-head';

/** The HTML of the app at `url` (what goes inside #root) and the <style> tags of the CSS it uses. */
export async function renderPage(url: string): Promise<{ appHtml: string; styleTags: string }> {
  // The first pass loads the lazy screens and sections the route shows (React.lazy keeps what it
  // loaded). Rendered again, nothing suspends, so React writes every boundary in place: no
  // hidden segments and no inline <script> to reveal them, which script-src 'self' would block.
  await renderOnce(url);
  const html = await renderOnce(url);
  if (html.appHtml.includes("<script")) throw new Error(`${url}: a boundary was still pending after its code was loaded: ${html.appHtml.match(/<script>.{0,200}/g)?.join(" | ")}`);
  return html;
}

async function renderOnce(url: string): Promise<{ appHtml: string; styleTags: string }> {
  // A cache per page: the CSS extracted for a page is exactly the CSS that page rendered.
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const store = createPrerenderStore();
  // react-dom/static waits for every lazy screen and section to load, so the HTML is complete.
  const { prelude } = await prerenderToNodeStream(
    <CacheProvider value={cache}>
      <ShopProviders store={store}>
        <StaticRouter location={url}>
          <App />
        </StaticRouter>
      </ShopProviders>
    </CacheProvider>,
    // React moves a large finished boundary out of line (to stream the shell sooner), revealed by
    // an inline script; a prerendered page gains nothing from that and the CSP forbids the script.
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  let appHtml = '';
  for await (const chunk of prelude) appHtml += chunk;
  return { appHtml, styleTags: emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(appHtml)) };
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
