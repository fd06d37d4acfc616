import { routeKey, SUBSCRIPTION_PAGES, type SizeKey } from '@shop/contract';
import { BLOG_POSTS, BLOG_SLUG_ALIASES } from '@shop/web/blog';
import { documentTitle, LEGAL_PAGES, loadLegalPage, SITE_META } from '@shop/web/shell';
import { SUBSCRIPTION_COPY, type HeroDrop } from '@shop/web/landing';
import type { LazyPart } from '@shop/web/startup';
import { lazy, Suspense, type ReactNode } from 'react';
import { matchPath } from 'react-router';
import { LandingPage } from '../pages/LandingPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { withoutShopApi, withShopApi } from '../with-shop-api';
import { homeHead, type OgCard, pageHead, postHead, postOgCard, type RouteHead, SHOP_OG_CARD } from './route-head';

// The storefront's routes, in one table: every screen's path, its screen (and whether its code,
// loaded lazily, calls /api), its head, the paths the build prerenders, its social cards, its
// redirects and its not-found page. The app renders from it (App.tsx), the running app keeps the
// head true from it (use-page-meta.ts), and the prerender writes every page, the sitemap's list,
// the social cards and the not-found documents from it (entry-server.tsx). Adding a page is one
// entry here and its screen. (React Router's framework mode has the same shape: a route module
// per entry, with `meta` for the head; moving to it would be moving these entries.)

// Most visitors never open a post, a legal page or a subscription link: each is a chunk of its own.
const BlogPostPage = lazy(withoutShopApi(() => import('../pages/BlogPostPage')));
const LegalPage = lazy(withoutShopApi(loadLegalPage));
const SubscriptionPage = lazy(withShopApi(() => import('../pages/SubscriptionPage')));

/** What the shell hands every screen. */
export interface ScreenProps {
  /** When the demo's countdown ends (fixed once per page load). */
  dropAt: number;
  /** The drop the prerendered page was rendered with (none on a page the browser built itself). */
  pageDrop?: HeroDrop;
  onNavigate(sectionId: string): void;
  onAddToCart(productId: string, sizeKey: SizeKey, quantity: number): void;
}

/** The path's parameters (`:slug` in `/blog/:slug`), decoded. */
export type RouteParams = Readonly<Record<string, string>>;

/** A page the build prerenders and the sitemap lists (unless `sitemap` is false). */
export interface PrerenderedPath {
  path: string;
  /** YYYY-MM-DD, from the content, so two builds of one commit are identical. */
  lastmod: string;
  sitemap?: boolean;
  /** Also written once per drop phase, for the server to choose from and fill in (its hero tells the drop). */
  dropVariants?: boolean;
}

export interface ShopRoute {
  name: string;
  /** The path in route-key form (`routeKey`), with `:name` for a parameter segment; none for the not-found route, which takes the rest. */
  path?: string;
  /** The screen inside <main>. A lazily loaded one sits in a Suspense boundary that holds the page's height. */
  screen(params: RouteParams, shell: ScreenProps): ReactNode;
  /** The parts of the page whose code arrives on its own, which the page-ready mark waits for. */
  parts: readonly LazyPart[];
  head(params: RouteParams, origin: string): RouteHead;
  /** The paths the build writes as pages. */
  prerender: readonly PrerenderedPath[];
  /** The social cards the build draws for the route's pages. */
  ogCards?: readonly OgCard[];
  /** Old addresses, each answered with a 301 to its one address. */
  redirects?: ReadonlyArray<{ from: string; to: string }>;
  /** The document for unknown paths one segment under `prefix`: the route rendered for `sample`, written as `file`. */
  notFound?: { prefix: string; sample: string; file: string };
}

/** A lazily loaded screen, leaving the server's HTML in place until its code arrives. */
const suspended = (screen: ReactNode) => <Suspense fallback={<div style={{ minHeight: '100vh' }} />}>{screen}</Suspense>;

/** The newest post's date: the landing page shows the latest teasers. */
const latestPost = BLOG_POSTS.map((post) => post.publishDate)
  .sort()
  .at(-1) as string;

export const ROUTES: readonly ShopRoute[] = [
  {
    name: 'home',
    path: '/',
    screen: (_params, shell) => <LandingPage {...shell} />,
    parts: ['content', 'footer'],
    head: (_params, origin) => homeHead(origin),
    prerender: [{ path: '/', lastmod: latestPost, dropVariants: true }],
    ogCards: [SHOP_OG_CARD],
  },
  {
    name: 'blog-post',
    path: '/blog/:slug',
    screen: ({ slug }) => suspended(<BlogPostPage slug={slug} />),
    parts: ['content', 'footer'],
    head: ({ slug }, origin) => postHead(slug, origin),
    prerender: BLOG_POSTS.map((post) => ({ path: `/blog/${post.slug}`, lastmod: post.publishDate })),
    ogCards: BLOG_POSTS.map(postOgCard),
    redirects: Object.entries(BLOG_SLUG_ALIASES).map(([alias, slug]) => ({ from: `/blog/${alias}`, to: `/blog/${slug}` })),
    // Any other path one segment under /blog/ is a post that does not exist: "Blog Post Not Found".
    notFound: { prefix: '/blog/', sample: '/blog/no-such-post', file: 'blog-not-found.html' },
  },
  ...LEGAL_PAGES.map((page): ShopRoute => ({
    name: page.path.slice(1),
    path: page.path,
    screen: () => suspended(<LegalPage page={page} />),
    parts: ['content', 'footer'],
    head: (_params, origin) => pageHead(origin, { title: documentTitle(page.title), description: page.intro }, `${origin}${page.path}`),
    prerender: [{ path: page.path, lastmod: page.updated }],
  })),
  ...(['confirm', 'unsubscribe'] as const).map((action): ShopRoute => ({
    name: `subscription-${action}`,
    path: SUBSCRIPTION_PAGES[action],
    screen: () => suspended(<SubscriptionPage action={action} />),
    parts: ['content', 'footer'],
    head: (_params, origin) =>
      pageHead(origin, { title: documentTitle(SUBSCRIPTION_COPY[action].title), description: SUBSCRIPTION_COPY[action].text }),
    // Where subscription mail links lead (the token is in the query string): served like every
    // page, kept out of the sitemap; reached only from mail, so no canonical (the prerender writes
    // noindex).
    prerender: [{ path: SUBSCRIPTION_PAGES[action], lastmod: '2026-11-24', sitemap: false }],
  })),
];

/** Every path the table does not know (spec §2). */
export const NOT_FOUND_ROUTE: ShopRoute = {
  name: 'not-found',
  screen: () => <NotFoundPage />,
  // Its screen is part of the shell's own code: only the footer arrives on its own.
  parts: ['footer'],
  head: (_params, origin) => pageHead(origin, SITE_META.notFound),
  prerender: [],
  notFound: { prefix: '/', sample: '/no-such-page', file: 'not-found.html' },
};

/**
 * The route for a pathname, found as the server finds its page: the path decoded once, then in
 * route-key form (case-insensitive, trailing slash optional), so a parameter (a post's slug) is
 * lower case. A malformed escape, or a path no entry has, is the not-found route.
 */
export function matchRoute(pathname: string): { route: ShopRoute; params: RouteParams } {
  let path: string;
  try {
    path = routeKey(decodeURIComponent(pathname));
  } catch {
    return { route: NOT_FOUND_ROUTE, params: {} };
  }
  for (const route of ROUTES) {
    const match = route.path === undefined ? null : matchPath(route.path, path);
    if (match) return { route, params: match.params as RouteParams };
  }
  return { route: NOT_FOUND_ROUTE, params: {} };
}
