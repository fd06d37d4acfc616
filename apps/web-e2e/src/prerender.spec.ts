import { createHash } from 'node:crypto';
import { centsToDollars, PRODUCTS, SIZES } from '@shop/contract';
import type { APIRequestContext, Browser, Locator } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { readToTheEnd } from './support/storefront';
import { expect, test, watchHydration, type Page } from './support/test';

// Every route as real HTML (issue 12): what a crawler or a link preview gets with no JavaScript,
// what a browser shows with JavaScript off, and hydration that finds exactly that HTML.

const POSTS = [
  {
    path: '/blog/keto-mistakes',
    heading: '5 Common Keto Baking Mistakes (and How We Fixed Them)',
    lastSentence: 'and why every drop sells out.',
  },
  { path: '/blog/test-kitchen', heading: null, lastSentence: null },
  { path: '/blog/global-sourcing', heading: null, lastSentence: null },
];
const PAGES = ['/', ...POSTS.map((post) => post.path), '/privacy', '/terms'];

/** The JSON-LD blocks of a page, parsed (a block that is not JSON fails the test). */
function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((match) => JSON.parse(match[1]));
}
/** The bodies of the page's inline executable scripts (JSON-LD is data, not script). */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\ssrc=|application\/ld\+json/.test(attributes))
    .map((match) => match[2]);
const sha256Source = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}" content="([^"]*)"`).exec(html)?.[1];
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');

async function fetchHtml(request: APIRequestContext, path: string, status = 200) {
  const response = await request.get(path, { maxRedirects: 0 });
  expect(response.status(), path).toBe(status);
  expect(response.headers()['content-type']).toMatch(/^text\/html/);
  return response.text();
}

test.describe('without JavaScript, over plain HTTP', () => {
  test('every page has its own title, description, canonical URL, social card and JSON-LD', async ({ request }) => {
    const titles = new Set<string>();
    for (const path of PAGES) {
      const html = await fetchHtml(request, path);
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
      expect(title, path).not.toBe('');
      titles.add(title);
      expect(meta(html, 'description'), path).toBeTruthy();
      const canonical = `${baseURL}${path === '/' ? '/' : path}`;
      expect(html, path).toContain(`<link rel="canonical" href="${canonical}" />`);
      expect(meta(html, 'og:url'), path).toBe(canonical);
      expect(meta(html, 'og:title'), path).toBe(title);
      expect(meta(html, 'twitter:card'), path).toBe('summary_large_image');
      const image = meta(html, 'og:image') ?? '';
      expect(image, path).toMatch(new RegExp(`^${baseURL}/og/[a-z0-9-]+\\.png$`));
      expect([meta(html, 'og:image:width'), meta(html, 'og:image:height')], path).toEqual(['1200', '630']);
      const card = await request.get(image.slice(baseURL.length));
      expect(card.headers()['content-type'], image).toBe('image/png');
      const png = await card.body();
      // The PNG header's IHDR: width and height, big-endian, at bytes 16 and 20.
      expect([png.readUInt32BE(16), png.readUInt32BE(20)], image).toEqual([1200, 630]);
      expect(inlineScripts(html), path).toHaveLength(1);
      const shop = jsonLd(html).find((block) => block['@type'] === 'Bakery');
      expect(shop, path).toMatchObject({ '@context': 'https://schema.org', name: 'The Cookie Drop', url: `${baseURL}/` });
    }
    expect(titles.size).toBe(PAGES.length);
  });

  test('the landing page holds every section and the 12 cookies, priced, as Products with USD offers', async ({ request }) => {
    const html = await fetchHtml(request, '/');
    for (const id of ['notify', 'catalog', 'ingredients', 'process', 'reviews', 'newsletter', 'blog', 'contact']) {
      expect(html, id).toMatch(new RegExp(`<section[^>]* id="${id}"`));
    }
    const body = text(html);
    for (const product of PRODUCTS) expect(body).toContain(product.name);
    expect(body).toContain('$26');
    const products = jsonLd(html).filter((block) => block['@type'] === 'Product');
    expect(products.map((product) => product['name']).sort()).toEqual(PRODUCTS.map((product) => product.name).sort());
    for (const product of products) {
      expect(product).toMatchObject({ image: expect.stringMatching(`^${baseURL}/images/`), description: expect.any(String) });
      expect(product['offers']).toEqual(
        SIZES.map((size) =>
          expect.objectContaining({ '@type': 'Offer', priceCurrency: 'USD', price: centsToDollars(size.unitPriceCents).toFixed(2) }),
        ),
      );
    }
  });

  test('a post holds its full text, with BlogPosting and BreadcrumbList carrying what rich results require', async ({ request }) => {
    const [post] = POSTS;
    const html = await fetchHtml(request, post.path);
    expect(text(html)).toContain(post.heading);
    expect(text(html)).toContain(post.lastSentence);
    expect(meta(html, 'og:type')).toBe('article');
    const blocks = jsonLd(html);
    const posting = blocks.find((block) => block['@type'] === 'BlogPosting');
    expect(posting).toMatchObject({
      headline: post.heading,
      datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      dateModified: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      image: expect.arrayContaining([expect.stringMatching(`^${baseURL}/og/`)]),
      author: expect.objectContaining({ name: 'The Cookie Drop', url: `${baseURL}/` }),
      mainEntityOfPage: expect.objectContaining({ '@id': `${baseURL}${post.path}` }),
    });
    const crumbs = blocks.find((block) => block['@type'] === 'BreadcrumbList');
    expect(crumbs?.['itemListElement']).toEqual([
      expect.objectContaining({ position: 1, item: `${baseURL}/` }),
      expect.objectContaining({ position: 2, name: post.heading, item: `${baseURL}${post.path}` }),
    ]);
  });

  test('the privacy page says what is collected, why, for how long and how to have it removed; the terms cover the demo checkout', async ({
    request,
  }) => {
    const privacy = text(await fetchHtml(request, '/privacy'));
    for (const phrase of [
      'What we collect',
      'Why we collect it',
      'How long we keep it',
      'How to have your data removed',
      'shop_visitor',
      'one year',
    ]) {
      expect(privacy).toContain(phrase);
    }
    expect(text(await fetchHtml(request, '/terms'))).toContain('The checkout is a demo');
  });

  test('unknown pages and posts are 404s with their own page; the old post address is a 301', async ({ request }) => {
    const missing = await fetchHtml(request, '/no-such-page', 404);
    expect(text(missing)).toContain('404');
    expect(missing).toContain('<meta name="robots" content="noindex" />');
    const missingPost = await fetchHtml(request, '/blog/no-such-post', 404);
    expect(text(missingPost)).toContain('Blog Post Not Found');
    const alias = await request.get('/blog/test-kitchen-process', { maxRedirects: 0 });
    expect(alias.status()).toBe(301);
    expect(alias.headers()['location']).toBe('/blog/test-kitchen');
    const head = await request.head('/blog/keto-mistakes');
    expect(head.status()).toBe(200);
  });

  test('sitemap.xml lists every page with lastmod, and robots.txt points to it', async ({ request }) => {
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toMatch(/^application\/xml/);
    const xml = await sitemap.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/g)].map((match) => match[1]);
    expect(locs.sort()).toEqual(PAGES.map((path) => `${baseURL}${path}`).sort());
    const robots = await request.get('/robots.txt');
    expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
    expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });
});

/** The share of pixels that differ between two same-sized PNG screenshots, worked out in a page. */
async function differingShare(page: Page, a: Buffer, b: Buffer): Promise<number> {
  return page.evaluate(
    async ([first, second]) => {
      const load = async (base64: string) => createImageBitmap(await (await fetch(`data:image/png;base64,${base64}`)).blob());
      const [x, y] = await Promise.all([load(first), load(second)]);
      if (x.width !== y.width || x.height !== y.height) return 1;
      const pixels = (bitmap: ImageBitmap) => {
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
        context.drawImage(bitmap, 0, 0);
        return context.getImageData(0, 0, bitmap.width, bitmap.height).data;
      };
      const [p, q] = [pixels(x), pixels(y)];
      let differ = 0;
      for (let i = 0; i < p.length; i += 4) {
        if (Math.abs(p[i] - q[i]) + Math.abs(p[i + 1] - q[i + 1]) + Math.abs(p[i + 2] - q[i + 2]) > 48) differ += 1;
      }
      return differ / (p.length / 4);
    },
    [a.toString('base64'), b.toString('base64')],
  );
}

async function screenshotAt(browser: Browser, path: string, width: number, javaScriptEnabled: boolean, scrollTo?: string) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto(path);
  if (javaScriptEnabled) await page.locator('html[data-shop-ready]').waitFor({ state: 'attached' });
  await page.evaluate(() => document.fonts.ready);
  if (scrollTo) await page.locator(scrollTo).scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  // Lazy images start loading when scrolled near: wait for every image on screen to be decoded.
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.images]
          .filter((image) => {
            const box = image.getBoundingClientRect();
            return box.bottom > 0 && box.top < window.innerHeight;
          })
          .every((image) => image.complete),
      ),
    )
    .toBe(true);
  // The countdown ticks with JavaScript on and stands still without: its digits are masked.
  const masks: Locator[] = [page.locator('[data-unit]')];
  const shot = await page.screenshot({ animations: 'disabled', caret: 'hide', mask: masks });
  await context.close();
  return shot;
}

test.describe('with JavaScript off', () => {
  // Two browser contexts and two screenshots a test: more than the default 30 s on a busy machine.
  test.describe.configure({ timeout: 120_000 });
  for (const width of [390, 1440]) {
    for (const [path, scrollTo] of [
      ['/', undefined],
      ['/', 'section#catalog'],
      ['/blog/keto-mistakes', undefined],
      ['/privacy', undefined],
    ] as const) {
      test(`${path}${scrollTo ? ` (${scrollTo})` : ''} at ${width} px looks as it does with JavaScript on`, async ({ browser, page }) => {
        const off = await screenshotAt(browser, path, width, false, scrollTo);
        const on = await screenshotAt(browser, path, width, true, scrollTo);
        expect(await differingShare(page, off, on)).toBeLessThan(0.01);
      });
    }
  }

  test("a form pressed before the page is live does nothing the browser's way: no reload, no address in the URL", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const requests: string[] = [];
    await page.goto('/');
    // What a submission would send: a navigation (GET with the fields in the URL, or a POST).
    page.on('request', (request) => {
      if (request.isNavigationRequest()) requests.push(request.url());
    });
    const form = page.locator('section#newsletter');
    await form.getByLabel('Email address').fill('early@example.com');
    await form.getByRole('button', { name: 'Join' }).click();
    await page.waitForLoadState('load');
    expect(page.url()).toBe(`${baseURL}/`);
    expect(requests).toEqual([]);
    await expect(form.getByLabel('Email address')).toHaveValue('early@example.com');
    await context.close();
  });

  test('keyboard focus is ringed on every control before any script has run, MUI buttons included', async ({ browser }) => {
    // What a keyboard user sees in a section still waiting to hydrate: the page's CSS alone.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    const unringed: string[] = [];
    let buttons = 0;
    for (let i = 0; i < 200; i += 1) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body || el.closest('footer')) return null;
        // The ring may sit on the control or on the card that wraps it (a teaser's title link).
        let ringed = false;
        for (let node: Element | null = el, depth = 0; node && depth < 4 && !ringed; node = node.parentElement, depth += 1) {
          const style = getComputedStyle(node);
          ringed = (style.outlineStyle !== 'none' && style.outlineWidth !== '0px') || style.boxShadow !== 'none';
        }
        return { ringed, button: el.classList.contains('MuiButtonBase-root'), what: el.outerHTML.slice(0, 100) };
      });
      if (!focused) break;
      if (focused.button) buttons += 1;
      if (!focused.ringed) unringed.push(focused.what);
    }
    await context.close();
    expect(buttons).toBeGreaterThan(10);
    expect(unringed).toEqual([]);
  });

  test('an unstyled page would not pass: the comparison sees a missing stylesheet', async ({ browser, page }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 900 }, javaScriptEnabled: false });
    const bare = await context.newPage();
    await bare.route('**/*', async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const response = await route.fetch();
      const body = (await response.text()).replace(/<style\b[^>]*>[^<]*<\/style>/g, '');
      await route.fulfill({ response, body });
    });
    await bare.goto('/');
    const unstyled = await bare.screenshot();
    await context.close();
    const styled = await screenshotAt(browser, '/', 390, true);
    expect(await differingShare(page, unstyled, styled)).toBeGreaterThan(0.05);
  });
});

test.describe('hydration', () => {
  test.describe.configure({ timeout: 120_000 });
  test('the page paints before the app is fetched: one inline loader, allowed by its hash alone, that asks for the app once the page has painted and its pictures are in', async ({
    page,
    request,
  }) => {
    for (const path of ['/', '/blog/keto-mistakes']) {
      const response = await request.get(path);
      const html = await response.text();
      const scripts = [...html.matchAll(/<script\b(?![^>]*application\/ld\+json)[^>]*>/g)].map((match) => match[0]);
      expect(scripts, path).toEqual(['<script>']);
      expect(html, path).toMatch(/<script>[^<]+<\/script>\s*<\/body>/);
      expect(html, path).not.toContain('modulepreload');
      // The policy names this exact script and nothing else inline ('unsafe-inline' never).
      const scriptSrc = response
        .headers()
        ['content-security-policy'].split(';')
        .find((directive) => directive.startsWith('script-src'));
      expect(scriptSrc, path).toBe(`script-src 'self' ${sha256Source(inlineScripts(html)[0])}`);

      // The app is requested only after the page has painted and loaded: after the first
      // contentful paint and the load event (images included). A script requested sooner would sit
      // on the largest paint's path in Lighthouse's simulation.
      await page.goto(path);
      const timing = await page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        loaded: performance.getEntriesByType('navigation')[0]
          ? (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd
          : Number.NaN,
        script: Math.min(
          ...performance
            .getEntriesByType('resource')
            .filter((entry) => /\/assets\/.+\.js$/.test(entry.name))
            .map((entry) => entry.startTime),
        ),
      }));
      expect(timing.paint, path).toBeGreaterThan(0);
      expect(timing.script, path).toBeGreaterThan(timing.paint);
      expect(timing.script, path).toBeGreaterThan(timing.loaded);
    }

    // A post's picture (its largest paint) held back: no script is requested until it is in.
    let releaseImage = () => undefined as void;
    let imageAsked = () => undefined as void;
    const imageHeld = new Promise<void>((resolve) => (releaseImage = resolve));
    const imageRequested = new Promise<void>((resolve) => (imageAsked = resolve));
    await page.route('**/images/blog/keto-mistakes.svg', async (route) => {
      imageAsked();
      await imageHeld;
      await route.continue();
    });
    const scripts: string[] = [];
    page.on('request', (sent) => {
      if (sent.resourceType() === 'script') scripts.push(sent.url());
    });
    const opened = page.goto('/blog/keto-mistakes');
    await imageRequested;
    await expect.poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length).catch(() => 0)).toBe(1);
    // A loader that went by the first paint alone would have asked for the app by now.
    await page.waitForTimeout(500);
    expect(scripts).toEqual([]);
    releaseImage();
    await opened;
    expect(scripts.length).toBeGreaterThan(0);
  });

  test('without the hash in its policy the loader would be blocked: the check is real', async ({ browser }) => {
    const page = await browser.newPage();
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/.test(message.text())) blocked.push(message.text());
    });
    await page.route('**/', async (route) => {
      const response = await route.fetch();
      const headers = { ...response.headers(), 'content-security-policy': "script-src 'self'" };
      await route.fulfill({ response, headers });
    });
    await page.goto('/', { waitUntil: 'load' });
    await expect.poll(() => blocked.length).toBeGreaterThan(0);
    await expect(page.locator('html')).not.toHaveAttribute('data-shop-ready');
    await page.close();
  });

  test('no route reports a hydration problem, and the page does not shift (CLS ≤ 0.02)', async ({ page }) => {
    for (const path of [...PAGES, '/no-such-page', '/blog/no-such-post']) {
      await page.goto(path);
      // Every part hydrates, including those that wait until they are needed.
      await readToTheEnd(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      const cls = await page.evaluate(
        () =>
          new Promise<number>((done) => {
            let total = 0;
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
                if (!entry.hadRecentInput) total += entry.value;
              }
            }).observe({ type: 'layout-shift', buffered: true });
            setTimeout(() => done(total), 1500);
          }),
      );
      expect(cls, path).toBeLessThanOrEqual(0.02);
    }
    // The fixture fails the test on any hydration problem reported on these pages.
  });

  test("hydration adds no CSS rule an element does not use and never moves the page's stylesheets", async ({ page }) => {
    await page.addInitScript(() => {
      const seen = { inserted: [] as string[], moved: 0 };
      (window as unknown as { styleWork: typeof seen }).styleWork = seen;
      const insertRule = CSSStyleSheet.prototype.insertRule;
      CSSStyleSheet.prototype.insertRule = function (rule: string, index?: number) {
        seen.inserted.push(rule);
        return insertRule.call(this, rule, index);
      };
      new MutationObserver((records) => {
        for (const record of records) for (const node of record.removedNodes) if (node.nodeName === 'STYLE') seen.moved += 1;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/');
    await readToTheEnd(page);
    const { inserted, moved } = await page.evaluate(
      () => (window as unknown as { styleWork: { inserted: string[]; moved: number } }).styleWork,
    );
    expect(moved).toBe(0);
    // What hydration may add: rules for what only the browser renders (the toast region). A rule
    // no element carries was inserted again for nothing: a class the prerender wrote differently,
    // or a styled component's inner class the page should have listed as present.
    const classes = [...new Set(inserted.map((rule) => /\.(c-[a-z0-9]+)/.exec(rule)?.[1]).filter((name): name is string => !!name))];
    const unused = await page.evaluate((names) => names.filter((name) => !document.querySelector(`.${name}`)), classes);
    expect(unused).toEqual([]);
    expect(classes.length).toBeLessThan(5);
  });

  test('the check sees a mismatch: HTML that differs from the app is reported', async ({ browser }) => {
    const page = await browser.newPage();
    const problems = watchHydration(page);
    await page.route('**/', async (route) => {
      const response = await route.fetch();
      await route.fulfill({
        response,
        body: (await response.text()).replace('>Limited monthly drops. Join the list.<', '>Something else entirely<'),
      });
    });
    await page.goto('/');
    await expect.poll(() => problems.length, { timeout: 15_000 }).toBeGreaterThan(0);
    await page.close();
  });

  test('the stored box fills the badge after hydration, with no hydration problem', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() =>
      localStorage.setItem(
        'contest-holder-cart',
        JSON.stringify({ items: [{ id: 'thin-mint-elite-dozen', quantity: 2 }], _persist: { version: 1, rehydrated: true } }),
      ),
    );
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /open your box/i })).toContainText('2');
  });
});
