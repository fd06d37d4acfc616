import { matchRoute } from './match-route';

describe('matchRoute', () => {
  it('matches the landing page with or without a trailing slash', () => {
    expect(matchRoute('/')).toEqual({ name: 'home' });
    expect(matchRoute('')).toEqual({ name: 'home' });
    expect(matchRoute('//')).toEqual({ name: 'home' });
  });

  it('matches blog posts case-insensitively with an optional trailing slash', () => {
    expect(matchRoute('/blog/keto-mistakes')).toEqual({ name: 'blog-post', slug: 'keto-mistakes' });
    expect(matchRoute('/blog/keto-mistakes/')).toEqual({ name: 'blog-post', slug: 'keto-mistakes' });
    expect(matchRoute('/BLOG/Keto-Mistakes')).toEqual({ name: 'blog-post', slug: 'Keto-Mistakes' });
    expect(matchRoute('/Blog/no-such-post/')).toEqual({ name: 'blog-post', slug: 'no-such-post' });
  });

  it('decodes the slug', () => {
    expect(matchRoute('/blog/keto%2Dmistakes')).toEqual({ name: 'blog-post', slug: 'keto-mistakes' });
    expect(matchRoute('/blog/%E0%A4%A')).toEqual({ name: 'not-found' });
  });

  it('matches the pages subscription mail links to, case-insensitively', () => {
    expect(matchRoute('/subscription/confirm')).toEqual({ name: 'subscription-confirm' });
    expect(matchRoute('/Subscription/Unsubscribe/')).toEqual({ name: 'subscription-unsubscribe' });
    expect(matchRoute('/subscription')).toEqual({ name: 'not-found' });
  });

  it('sends every other path to the 404 page', () => {
    for (const path of ['/blog', '/blog/', '/blog/a/b', '/shop', '/index.html', '/catalog/']) {
      expect(matchRoute(path)).toEqual({ name: 'not-found' });
    }
  });
});
