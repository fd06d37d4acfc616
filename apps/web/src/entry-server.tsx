// The prerender's entry (built by `vite build --ssr`, run by tools/scripts/prerender.mjs): renders
// a route to HTML with the critical CSS it uses, and hands the build step what it needs to know
// about routes, heads and social cards. Never loaded in a browser.
import createEmotionServer, { type EmotionServer } from '@emotion/server/create-instance';
import { BLOG_POSTS, BLOG_SLUG_ALIASES } from '@shop/web/blog';
import { SUBSCRIPTION_PAGES } from '@shop/contract';
import { LEGAL_PAGES } from '@shop/web/shell';
import type { EmotionCache } from '@emotion/cache';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from './app/App';
import { createEmotionCache, PRERENDERED_STYLES_ATTRIBUTE } from './app/emotion-cache';
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
  const cache = createEmotionCache();
  // Before rendering: it sets the cache to record every class it makes (`compat`), which tells
  // page-wide rules from a component's own.
  const emotionServer = createEmotionServer(cache);
  const store = createPrerenderStore();
  // react-dom/static waits for every lazy screen and section to load, so the HTML is complete.
  const { prelude } = await prerenderToNodeStream(
    <ShopProviders store={store} emotionCache={cache}>
      <StaticRouter location={url}>
        <App />
      </StaticRouter>
    </ShopProviders>,
    // React moves a large finished boundary out of line (to stream the shell sooner), revealed by
    // an inline script; a prerendered page gains nothing from that and the CSP forbids the script.
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  let appHtml = '';
  for await (const chunk of prelude) appHtml += chunk;
  return { appHtml, styleTags: styleTags(cache, emotionServer, appHtml) };
}

/**
 * The page's CSS as two plain <style> elements that Emotion in the browser never moves (each
 * move of a <style> restyles the whole page):
 * - the page-wide rules (CssBaseline, GlobalStyles), which the browser then does not render
 *   again (`globalCss={false}` in main.tsx);
 * - the rules of the classes the HTML uses. The browser's cache marks every class they name as
 *   present (`createEmotionCache`), so hydration inserts nothing the page already has.
 *   `data-shop-styles` adds the classes this render made that no element uses, and so have no
 *   rule here: a styled component that wraps another (MUI's Button around ButtonBase) makes a
 *   class of its own styles, which the inner one merges into the class it writes. Unlisted, each
 *   would be serialized and inserted again while the browser hydrates.
 */
function styleTags(cache: EmotionCache, emotionServer: EmotionServer, appHtml: string): string {
  const { styles } = emotionServer.extractCriticalToChunks(appHtml);
  const global = styles.filter((chunk) => chunk.key !== cache.key).map((chunk) => chunk.css).join('');
  const regular = styles.find((chunk) => chunk.key === cache.key) ?? { ids: [], css: '' };
  const written = new Set(regular.ids);
  const unwritten = Object.keys(cache.inserted).filter((id) => !written.has(id) && cache.registered[`${cache.key}-${id}`] !== undefined);
  return `<style>${global}</style><style ${PRERENDERED_STYLES_ATTRIBUTE}="${unwritten.join(' ')}">${regular.css}</style>`;
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
