// The prerender's half of the start-up machinery (RULES.md): a page rendered to HTML with the CSS
// it uses, as two <style> elements the browser's Emotion cache recognises. Only the prerender's
// bundle (apps/web/src/entry-server.tsx) imports this; never a browser.
import type { EmotionCache } from '@emotion/cache';
import createEmotionServer, { type EmotionServer } from '@emotion/server/create-instance';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createEmotionCache, PRERENDERED_STYLES_ATTRIBUTE } from './lib/styles/emotion-cache';

export interface PrerenderedPage {
  /** What goes inside #root. */
  appHtml: string;
  /** The page's CSS: page-wide rules, then the rules of the classes the HTML uses. */
  styleTags: string;
}

/**
 * The HTML of `app` (given the page's Emotion cache) and the <style> tags of the CSS it uses. The
 * first pass loads the lazy screens and sections the page shows (React.lazy keeps what it loaded).
 * Rendered again, nothing suspends, so React writes every boundary in place: no hidden segments
 * and no inline <script> to reveal them, which script-src 'self' would block.
 */
export async function prerenderPage(app: (emotionCache: EmotionCache) => ReactNode, url: string): Promise<PrerenderedPage> {
  await renderOnce(app);
  const page = await renderOnce(app);
  if (page.appHtml.includes('<script')) {
    throw new Error(
      `${url}: a boundary was still pending after its code was loaded: ${page.appHtml.match(/<script>.{0,200}/g)?.join(' | ')}`,
    );
  }
  return page;
}

async function renderOnce(app: (emotionCache: EmotionCache) => ReactNode): Promise<PrerenderedPage> {
  // A cache per page: the CSS extracted for a page is exactly the CSS that page rendered.
  const cache = createEmotionCache();
  // Before rendering: it sets the cache to record every class it makes (`compat`), which tells
  // page-wide rules from a component's own.
  const emotionServer = createEmotionServer(cache);
  // react-dom/static waits for every lazy screen and section to load, so the HTML is complete.
  const { prelude } = await prerenderToNodeStream(app(cache), {
    // React moves a large finished boundary out of line (to stream the shell sooner), revealed by
    // an inline script; a prerendered page gains nothing from that and the CSP forbids the script.
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
  });
  let appHtml = '';
  for await (const chunk of prelude) appHtml += chunk;
  return { appHtml, styleTags: styleTags(cache, emotionServer, appHtml) };
}

/**
 * The page's CSS as two plain <style> elements that Emotion in the browser never moves (each
 * move of a <style> restyles the whole page):
 * - the page-wide rules (CssBaseline, GlobalStyles), which the browser then does not render
 *   again (`globalCss={false}` in the app's providers);
 * - the rules of the classes the HTML uses. The browser's cache marks every class they name as
 *   present (`createEmotionCache`), so hydration inserts nothing the page already has.
 *   `data-shop-styles` adds the classes this render made that no element uses, and so have no
 *   rule here: a styled component that wraps another (MUI's Button around ButtonBase) makes a
 *   class of its own styles, which the inner one merges into the class it writes. Unlisted, each
 *   would be serialized and inserted again while the browser hydrates.
 */
function styleTags(cache: EmotionCache, emotionServer: EmotionServer, appHtml: string): string {
  const { styles } = emotionServer.extractCriticalToChunks(appHtml);
  const global = styles
    .filter((chunk) => chunk.key !== cache.key)
    .map((chunk) => chunk.css)
    .join('');
  const regular = styles.find((chunk) => chunk.key === cache.key) ?? { ids: [], css: '' };
  const written = new Set(regular.ids);
  const unwritten = Object.keys(cache.inserted).filter((id) => !written.has(id) && cache.registered[`${cache.key}-${id}`] !== undefined);
  return `<style>${global}</style><style ${PRERENDERED_STYLES_ATTRIBUTE}="${unwritten.join(' ')}">${regular.css}</style>`;
}
