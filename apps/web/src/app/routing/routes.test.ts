import { isRouteKey } from '@shop/contract';
import { matchRoute, NOT_FOUND_ROUTE, ROUTES } from './routes';

const match = (path: string) => {
  const { route, params } = matchRoute(path);
  return { name: route.name, ...params };
};

describe('matchRoute', () => {
  it('matches the landing page with or without a trailing slash', () => {
    expect(match('/')).toEqual({ name: 'home' });
    expect(match('')).toEqual({ name: 'home' });
    expect(match('//')).toEqual({ name: 'home' });
  });

  it('matches blog posts case-insensitively with an optional trailing slash', () => {
    expect(match('/blog/keto-mistakes')).toEqual({ name: 'blog-post', slug: 'keto-mistakes' });
    expect(match('/blog/keto-mistakes/')).toEqual({ name: 'blog-post', slug: 'keto-mistakes' });
    expect(match('/BLOG/Keto-Mistakes')).toEqual({ name: 'blog-post', slug: 'keto-mistakes' });
    expect(match('/Blog/no-such-post/')).toEqual({ name: 'blog-post', slug: 'no-such-post' });
  });

  it('decodes the path before matching, as the server does, so an escaped capital is lower case too', () => {
    expect(match('/blog/keto%2Dmistakes')).toEqual({ name: 'blog-post', slug: 'keto-mistakes' });
    expect(match('/blog/%4Beto-Mistakes')).toEqual({ name: 'blog-post', slug: 'keto-mistakes' });
    expect(match('/blog/%E0%A4%A')).toEqual({ name: 'not-found' });
    expect(match('/blog/%20keto-mistakes')).toEqual({ name: 'blog-post', slug: ' keto-mistakes' });
  });

  it('matches the legal pages and the pages subscription mail links to, case-insensitively', () => {
    expect(match('/privacy')).toEqual({ name: 'privacy' });
    expect(match('/Terms/')).toEqual({ name: 'terms' });
    expect(match('/subscription/confirm')).toEqual({ name: 'subscription-confirm' });
    expect(match('/Subscription/Unsubscribe/')).toEqual({ name: 'subscription-unsubscribe' });
    expect(match('/subscription')).toEqual({ name: 'not-found' });
  });

  it('sends every other path to the 404 page', () => {
    for (const path of ['/blog', '/blog/', '/blog/a/b', '/shop', '/index.html', '/catalog/']) {
      expect(match(path)).toEqual({ name: 'not-found' });
    }
  });
});

describe('the route table', () => {
  const routes = [...ROUTES, NOT_FOUND_ROUTE];

  it('names each route once, and writes each path in the form requests are matched in', () => {
    expect(new Set(routes.map((route) => route.name)).size).toBe(routes.length);
    for (const route of ROUTES) expect(isRouteKey(route.path?.replace(/:\w+/g, 'x'))).toBe(true);
  });

  it('prerenders each page as its own route, with the head that route gives it', () => {
    const pages = routes.flatMap((route) => route.prerender.map((page) => ({ page, route })));
    expect(pages.map(({ page }) => page.path)).toEqual(
      expect.arrayContaining(['/', '/blog/keto-mistakes', '/privacy', '/terms', '/subscription/confirm']),
    );
    expect(new Set(pages.map(({ page }) => page.path)).size).toBe(pages.length);
    for (const { page, route } of pages) {
      expect(isRouteKey(page.path)).toBe(true);
      expect(page.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const found = matchRoute(page.path);
      expect(found.route).toBe(route);
      const head = route.head(found.params, 'https://shop.example');
      if (page.sitemap === false) expect(head.canonical).toBeNull();
      else expect(head.canonical).toBe(`https://shop.example${page.path === '/' ? '/' : page.path}`);
    }
  });

  it('has a not-found document for every path: its sample matches the route that writes it, and one is for /', () => {
    const notFound = routes.flatMap((route) => (route.notFound ? [{ route, ...route.notFound }] : []));
    expect(notFound.map((entry) => entry.prefix)).toContain('/');
    for (const entry of notFound) {
      expect(matchRoute(entry.sample).route).toBe(entry.route);
      expect(entry.sample.startsWith(entry.prefix)).toBe(true);
      expect(entry.route.head(matchRoute(entry.sample).params, '').canonical).toBeNull();
    }
  });

  it('redirects old addresses to pages the table prerenders', () => {
    const paths = new Set(routes.flatMap((route) => route.prerender.map((page) => page.path)));
    const redirects = routes.flatMap((route) => route.redirects ?? []);
    expect(redirects).toEqual([{ from: '/blog/test-kitchen-process', to: '/blog/test-kitchen' }]);
    for (const redirect of redirects) expect(paths.has(redirect.to)).toBe(true);
  });
});
