import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import request from 'supertest';
import { CHROMIUM_IMAGE, CHROMIUM_MODULE_SCRIPT, CHROMIUM_NAVIGATION } from './testing/chromium-headers';
import { rawClient, type RawResponse } from './testing/http-client';
import { createTestApp, type TestApp } from './testing/test-app';
import { ASSET_JS, FIXTURE_MANIFEST, fixtureWebBuild, LOADER_HASH, ORIGIN_PLACEHOLDER, OUTSIDE_SECRET } from './testing/web-build';

const ORIGIN = 'https://shop.example';

describe('the storefront: prerendered pages from pages/manifest.json', () => {
  let t: TestApp;
  let webDir: string;
  let get: ReturnType<typeof rawClient>;
  /** A page of the fixture build as the server must send it: the origin written in. */
  const expected = (file: string) => readFileSync(join(webDir, 'pages', file), 'utf8').replaceAll(ORIGIN_PLACEHOLDER, ORIGIN);

  beforeAll(async () => {
    webDir = fixtureWebBuild();
    t = await createTestApp({ WEB_DIR: webDir, PUBLIC_URL: ORIGIN });
    await t.app.listen(0, '127.0.0.1');
    get = rawClient(t.app);
  }, 60_000);
  afterAll(() => t.close());

  it('answers every page of the manifest with its own HTML, PUBLIC_URL written where the build put the placeholder', async () => {
    for (const page of FIXTURE_MANIFEST.pages) {
      const res = await get(page.path);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.text).toBe(expected(page.file));
      expect(res.text).toContain(`<link rel="canonical" href="${ORIGIN}${page.path}">`);
      expect(res.text).not.toContain(ORIGIN_PLACEHOLDER);
    }
  });

  it('matches paths case-insensitively, with the trailing slash optional and the query ignored', async () => {
    for (const path of ['/Blog/Keto-Mistakes', '/blog/keto-mistakes/', '/BLOG/KETO-MISTAKES/?utm_source=chat']) {
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(res.text).toBe(expected('blog/keto-mistakes.html'));
    }
    expect((await get('/PRIVACY/')).text).toBe(expected('privacy.html'));
  });

  it('answers an unknown path with the 404 page, and an unknown post with the blog not-found page, both as 404', async () => {
    // `/blog/{slug}` is one segment (spec §2): deeper paths under /blog/ are any other path.
    for (const path of [
      '/no-such-page',
      '/blog',
      '/index.html',
      '/pages/index.html',
      '/pages/manifest.json',
      '/blogs/keto-mistakes',
      '/blog/keto-mistakes/extra',
      '/blog/a/b',
    ]) {
      const res = await get(path);
      expect([path, res.status]).toEqual([path, 404]);
      expect(res.text).toBe(expected('404.html'));
    }
    for (const path of ['/blog/no-such-post', '/Blog/No-Such-Post/']) {
      const res = await get(path);
      expect([path, res.status]).toEqual([path, 404]);
      expect(res.text).toBe(expected('blog/not-found.html'));
    }
  });

  it('sends the alias to the canonical post with a 301, keeping the query string', async () => {
    const plain = await get('/blog/test-kitchen-process');
    expect(plain.status).toBe(301);
    expect(plain.headers.location).toBe('/blog/test-kitchen');
    const withQuery = await get('/Blog/Test-Kitchen-Process/?utm_source=chat&x=%C3%A9');
    expect(withQuery.status).toBe(301);
    expect(withQuery.headers.location).toBe('/blog/test-kitchen?utm_source=chat&x=%C3%A9');
    expect((await get(withQuery.headers.location as string)).text).toBe(expected('blog/test-kitchen.html'));
  });

  it('lists every canonical page in /sitemap.xml with its lastmod, and nothing else', async () => {
    const res = await get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.text).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const entries = [...res.text.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod><\/url>/g)].map(([, loc, lastmod]) => ({
      loc,
      lastmod,
    }));
    expect(entries).toEqual([
      { loc: `${ORIGIN}/`, lastmod: '2026-11-01' },
      { loc: `${ORIGIN}/blog/keto-mistakes`, lastmod: '2024-03-12' },
      { loc: `${ORIGIN}/blog/test-kitchen`, lastmod: '2024-02-28' },
      { loc: `${ORIGIN}/privacy`, lastmod: '2026-11-23' },
    ]);
    expect(res.text.match(/<url>/g)).toHaveLength(entries.length);
  });

  it('lets crawlers read everything but /api/ in /robots.txt, which names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.text).toBe(`User-agent: *\nDisallow: /api/\n\nSitemap: ${ORIGIN}/sitemap.xml\n`);
  });

  describe('with the headers a browser sends (Chromium 156)', () => {
    it('sends pages brotli-compressed and still revalidated: no-cache, a strong ETag, vary', async () => {
      for (const path of ['/', '/blog/keto-mistakes', '/no-such-page', '/blog/no-such-post']) {
        const res = await get(path, CHROMIUM_NAVIGATION);
        expect(res.headers['content-encoding']).toBe('br');
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
        expect(res.headers.vary).toBe('accept-encoding');
        expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(Number(res.headers['content-length'])).toBe(res.body.length);
        expect(res.text).toBe((await get(path)).text);
      }
    });

    it('revalidates every encoding of a page, each with an ETag of its own bytes', async () => {
      const variants = await Promise.all(
        ['gzip, deflate, br, zstd', 'gzip', 'identity', ''].map((accept) =>
          get('/', { ...CHROMIUM_NAVIGATION, 'accept-encoding': accept }),
        ),
      );
      expect(variants.map((res) => res.headers['content-encoding'])).toEqual(['br', 'gzip', undefined, undefined]);
      for (const res of variants) {
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(res.text).toBe(expected('index.html'));
      }
      expect(new Set(variants.slice(0, 3).map((res) => res.headers.etag)).size).toBe(3);
      expect(variants[3].headers.etag).toBe(variants[2].headers.etag);
    });

    it('answers a revalidation with the same ETag with 304 and no body, and with another ETag in full', async () => {
      const first = await get('/blog/keto-mistakes', CHROMIUM_NAVIGATION);
      const again = await get('/blog/keto-mistakes', { ...CHROMIUM_NAVIGATION, 'if-none-match': first.headers.etag as string });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
      expect(again.headers.etag).toBe(first.headers.etag);
      expect(again.headers['cache-control']).toBe('no-cache');

      const identity = await get('/blog/keto-mistakes');
      const otherEncoding = await get('/blog/keto-mistakes', { ...CHROMIUM_NAVIGATION, 'if-none-match': identity.headers.etag as string });
      expect(otherEncoding.status).toBe(200);
      const otherPage = await get('/privacy', { ...CHROMIUM_NAVIGATION, 'if-none-match': first.headers.etag as string });
      expect(otherPage.status).toBe(200);
      // A 404 has no representation to be conditional on: always in full.
      const missing = await get('/no-such-page', CHROMIUM_NAVIGATION);
      expect((await get('/no-such-page', { ...CHROMIUM_NAVIGATION, 'if-none-match': missing.headers.etag as string })).status).toBe(404);
    });

    it('sends hashed assets precompressed and immutable for a year', async () => {
      const res = await get('/assets/index-abc123.js', CHROMIUM_MODULE_SCRIPT);
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers.vary).toContain('accept-encoding');
      expect(res.text).toBe(ASSET_JS);
      const gzip = await get('/assets/index-abc123.js', { ...CHROMIUM_MODULE_SCRIPT, 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gzip.text).toBe(ASSET_JS);
    });

    it('sends images precompressed where the build compressed them, cached for an hour', async () => {
      const svg = await get('/images/a.svg', CHROMIUM_IMAGE);
      expect(svg.status).toBe(200);
      expect(svg.headers['content-encoding']).toBe('br');
      expect(svg.headers['content-type']).toBe('image/svg+xml');
      expect(svg.headers['cache-control']).toBe('public, max-age=3600');
      expect(svg.text).toBe(readFileSync(join(webDir, 'images/a.svg'), 'utf8'));
      const favicon = await get('/favicon.svg', CHROMIUM_IMAGE);
      expect(favicon.status).toBe(200);
      expect(favicon.headers['content-encoding']).toBeUndefined();
      expect(favicon.headers['cache-control']).toBe('public, max-age=3600');
    });
  });

  it('answers HEAD with the status and headers of GET and no body', async () => {
    for (const [path, headers] of [
      ['/', CHROMIUM_NAVIGATION],
      ['/', {}],
      ['/blog/no-such-post', CHROMIUM_NAVIGATION],
      ['/blog/test-kitchen-process', CHROMIUM_NAVIGATION],
      ['/sitemap.xml', {}],
      ['/assets/index-abc123.js', CHROMIUM_MODULE_SCRIPT],
    ] as const) {
      const [got, head] = [await get(path, headers), await get(path, headers, 'HEAD')];
      expect([path, head.status]).toEqual([path, got.status]);
      expect(head.body.length).toBe(0);
      for (const name of ['content-type', 'content-length', 'content-encoding', 'cache-control', 'etag', 'location', 'vary']) {
        expect([path, name, head.headers[name]]).toEqual([path, name, got.headers[name]]);
      }
    }
  });

  it("keeps the strict script policy on pages: scripts from the shop, and inline only the build's loader, by its hash", async () => {
    for (const path of ['/', '/no-such-page']) {
      const res = await get(path, CHROMIUM_NAVIGATION);
      const csp = res.headers['content-security-policy'] as string;
      const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src'));
      expect([path, scriptSrc?.trim()]).toEqual([path, `script-src 'self' ${LOADER_HASH}`]);
      // Nothing a supported browser ignores: each byte counts against the first round trip.
      expect([path, res.headers['x-xss-protection'], res.headers['x-download-options']]).toEqual([path, undefined, undefined]);
    }
  });

  it('leaves /api to the API: its JSON answers and its JSON 404, and no page for other methods', async () => {
    expect((await request(t.server).get('/api/health').expect(200)).body.status).toBe('ok');
    for (const path of ['/api/no-such-thing', '/API/no-such-thing', '/api']) {
      const res = await get(path, CHROMIUM_NAVIGATION);
      expect(res.status).toBe(404);
      expect(JSON.parse(res.text)).toEqual({ statusCode: 404, error: 'Not Found', message: `No API route matches GET ${path}.` });
    }
    const post = await request(t.server).post('/').send({}).expect(404);
    expect(post.body.message).toBe('No API route matches POST /.');
  });

  describe('crafted paths', () => {
    /** Every legitimate 200 body: the pages, the crawler files and the files of the build. */
    let served: Set<string>;
    beforeAll(async () => {
      served = new Set(FIXTURE_MANIFEST.pages.map((page) => expected(page.file)));
      for (const path of ['/sitemap.xml', '/robots.txt']) served.add((await get(path)).text);
      for (const file of ['assets/index-abc123.js', 'images/a.svg', 'favicon.svg']) served.add(readFileSync(join(webDir, file), 'utf8'));
    });

    /** Nothing outside what the build serves: no file beside the build, no manifest, no raw placeholder. */
    const expectSafe = (path: string, res: RawResponse) => {
      expect([path, res.status]).not.toEqual([path, 500]);
      expect([path, [200, 301, 304, 400, 404].includes(res.status)]).toEqual([path, true]);
      expect(res.text).not.toContain(OUTSIDE_SECRET);
      expect(res.text).not.toContain('originPlaceholder');
      expect(res.text).not.toContain(ORIGIN_PLACEHOLDER);
      if (res.status === 301) expect(res.headers.location).toMatch(/^\/(?!\/)/);
      if (res.status === 200 && !/^\/api\b/i.test(decodeURIComponentSafe(path))) expect([path, served.has(res.text)]).toEqual([path, true]);
    };

    it('answers the 404 page (or a 400), never a 500 and never a file outside the build', async () => {
      const crafted = [
        '/blog/%00',
        '/%00',
        '/%2e%2e/%2e%2e/etc/passwd',
        '/%2e%2e/secret.txt',
        '/..%2f..%2f',
        '/..%2fsecret.txt',
        '/assets/..%2f..%2fsecret.txt',
        '/assets/%2e%2e/%2e%2e/secret.txt',
        '/images/..%5c..%5csecret.txt',
        `/${'a'.repeat(10_000)}`,
        `/blog/${'%41'.repeat(3_000)}`,
        '/blog/%E0%A4%A',
        '/%ZZ',
        '//',
        '//blog//keto-mistakes',
        '//assets/index-abc123.js',
        '/pages/manifest.json',
        '/pages/index.html',
        '/pages/index.html.br',
        '/index.html.br',
        '/.vite/manifest.json',
        '/images/a.svg.br',
      ];
      for (const path of crafted) {
        for (const headers of [CHROMIUM_NAVIGATION, {}]) {
          const res = await get(path, headers);
          expectSafe(path, res);
          expect([path, res.status]).toEqual([path, 404]);
          expect(res.text).toBe(expected('404.html'));
          expect(res.headers['content-security-policy']).toContain("script-src 'self'");
        }
      }
      const malformedApi = await get('/api/%E0%A4%A');
      expect(malformedApi.status).toBe(400);
      expect(JSON.parse(malformedApi.text)).toEqual({ statusCode: 400, error: 'Bad Request', message: 'The URL is malformed.' });
      expect(malformedApi.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    });

    it('holds for any path (property test)', async () => {
      const segment = fc.oneof(
        fc.constantFrom(
          '..',
          '.',
          '%2e%2e',
          '%2E%2e',
          '.%2e',
          '..%2f',
          '%2f',
          '%5c',
          '..%5c',
          '%00',
          '%0a',
          '%',
          '%E0%A4%A',
          '%c0%ae%c0%ae',
          '',
        ),
        fc.constantFrom(
          'pages',
          'manifest.json',
          'index.html',
          'build',
          'secret.txt',
          'assets',
          'index-abc123.js',
          'images',
          'a.svg',
          'a.svg.br',
          'blog',
        ),
        fc.constantFrom(
          'keto-mistakes',
          'test-kitchen-process',
          'Privacy',
          'sitemap.xml',
          'robots.txt',
          '.vite',
          'api',
          'etc',
          'passwd',
          '?x=1',
          ';',
        ),
        fc.stringMatching(/^[\w.~!$&'()*+,;=:@%-]{0,12}$/),
      );
      const paths = fc.array(segment, { maxLength: 8 }).map((segments) => `/${segments.join('/')}`);
      const encodings = fc.constantFrom('gzip, deflate, br, zstd', 'gzip', '', 'identity', 'br;q=0, gzip;q=0');
      await fc.assert(
        fc.asyncProperty(paths, encodings, async (path, acceptEncoding) =>
          expectSafe(path, await get(path, { 'accept-encoding': acceptEncoding })),
        ),
        { numRuns: 300 },
      );
    }, 120_000);
  });
});

function decodeURIComponentSafe(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
