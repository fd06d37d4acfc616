// The prerender's entry (built by `vite build --ssr`, run by tools/scripts/prerender.mjs): renders
// a route to HTML with the critical CSS it uses, and hands the build step what it needs to know
// about routes, heads and social cards. Never loaded in a browser.
import { DROP_PAGE_SENTINELS, type DropPagePhase } from '@shop/contract';
import type { HeroDrop } from '@shop/web/landing';
import { prerenderPage, type PrerenderedPage } from '@shop/web/startup/server';
import { StaticRouter } from 'react-router';
import { App } from './app/App';
import { GlobalCss } from './app/GlobalCss';
import { ShopProviders } from './app/ShopProviders';
import type { OgCard, RouteHead } from './app/routing/route-head';
import { matchRoute, NOT_FOUND_ROUTE, type PrerenderedPath, ROUTES } from './app/routing/routes';
import { createPrerenderStore } from './app/store';

export type { OgCard, RouteHead } from './app/routing/route-head';
// The drop phases and sentinels the prerender writes the landing page in (PrerenderedPage.dropVariants).
export { DROP_PAGE_PHASES, DROP_PAGE_SENTINELS } from '@shop/contract';

/** No drop was ever scheduled: the page every build serves until one is. */
const NO_DROP: HeroDrop = { phase: 'none', opensAt: null, closesAt: null };

/**
 * The HTML of the app at `url` (what goes inside #root) and the <style> tags of the CSS it uses;
 * with `dropPhase`, as it reads in that phase of a drop, with the sentinels where the server
 * writes the drop's times (DROP_PAGE_SENTINELS).
 */
export function renderPage(url: string, dropPhase?: DropPagePhase): Promise<PrerenderedPage> {
  const pageDrop: HeroDrop = dropPhase ? { phase: dropPhase, ...DROP_PAGE_SENTINELS } : NO_DROP;
  return prerenderPage(
    (emotionCache) => (
      // A store per render: no storage where the prerender runs, and an empty cart, what every
      // first visit starts with and so what hydration expects.
      <ShopProviders store={createPrerenderStore()} emotionCache={emotionCache} globalCss={<GlobalCss />}>
        <StaticRouter location={url}>
          <App pageDrop={pageDrop} />
        </StaticRouter>
      </ShopProviders>
    ),
    url,
  );
}

/** The head of the page at `path`, as its route gives it, its URLs on `origin`. */
export function headOf(path: string, origin: string): RouteHead {
  const { route, params } = matchRoute(path);
  return route.head(params, origin);
}

/** What the build writes, read from the route table (apps/web/src/app/routing/routes.tsx). */
export interface PrerenderPlan {
  /** The pages, each written as a file and listed in the manifest (and the sitemap, unless `sitemap` is false). */
  pages: PrerenderedPath[];
  /** Old addresses, answered with a 301. */
  redirects: Array<{ from: string; to: string }>;
  /** The not-found documents, longest prefix first: each is its route rendered for `sample`. */
  notFound: Array<{ prefix: string; sample: string; file: string }>;
  ogCards: OgCard[];
}

export function prerenderPlan(): PrerenderPlan {
  const routes = [...ROUTES, NOT_FOUND_ROUTE];
  return {
    // Each in route-key form, as requests are matched (routes.test.ts).
    pages: routes.flatMap((route) => route.prerender),
    redirects: routes.flatMap((route) => route.redirects ?? []),
    notFound: routes.flatMap((route) => (route.notFound ? [route.notFound] : [])).sort((a, b) => b.prefix.length - a.prefix.length),
    ogCards: routes.flatMap((route) => route.ogCards ?? []),
  };
}
