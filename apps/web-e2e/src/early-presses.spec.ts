import type { Browser, Page } from '@playwright/test';
import { test as base } from '@playwright/test';
import { cartButton } from './support/storefront';
import { expect, watchHydration } from './support/test';

// A prerendered page paints before its script runs, so for a while its buttons look ready and are
// not (libs/web/startup/RULES.md, "No press is lost"). These tests press controls the moment they
// are on the page, on a CPU slowed four times (a mid-range phone, as Lighthouse simulates one),
// and check that each press took effect exactly once when the page became live.

/**
 * A page whose `goto` returns as soon as the document is committed, not once the app is live as
 * the other tests' pages do: these press before that. The app's scripts are held until
 * `releaseApp` is called, so the presses land before the page is live however fast the machine.
 */
async function slowPhonePage(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const hydrationProblems = watchHydration(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let releaseApp: () => void = () => undefined;
  const appHeld = new Promise<void>((resolve) => (releaseApp = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await appHeld;
    await route.continue();
  });
  return { page, context, hydrationProblems, releaseApp };
}

const isLive = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute('data-shop-ready'));

const test = base.extend<{ slow: Awaited<ReturnType<typeof slowPhonePage>> }>({
  slow: async ({ browser }, use) => {
    const slow = await slowPhonePage(browser);
    await use(slow);
    expect(slow.hydrationProblems, 'React reported a hydration problem').toEqual([]);
    await slow.context.close();
  },
});

test.describe('presses before the page is live', () => {
  test.describe.configure({ timeout: 120_000 });

  test('"+", Add to Cart, a filter and a process tab, each pressed once as soon as it is on the page, each take effect once', async ({
    slow,
  }) => {
    const { page, releaseApp } = slow;
    // Every toast that ever appears, by its text: one closes itself after 5 seconds, which a busy
    // machine can take between two checks, so what is on screen at the end cannot tell.
    await page.addInitScript(() => {
      const shown: string[] = [];
      const counted = new WeakSet<Element>();
      Object.assign(window, { toastsShown: shown });
      new MutationObserver(() => {
        for (const toast of document.querySelectorAll('[aria-label="Notifications (F8)"] [role="status"]')) {
          if (counted.has(toast)) continue;
          counted.add(toast);
          shown.push(toast.textContent ?? '');
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/', { waitUntil: 'commit' });
    const catalog = page.locator('section#catalog');
    const firstCard = catalog.getByRole('article').first();
    const name = await firstCard.getByRole('heading', { level: 3 }).innerText();
    const plus = firstCard.getByRole('button', { name: `Increase quantity, ${name}` });
    const addToCart = firstCard.getByRole('button', { name: 'Add to Cart' });
    const premium = catalog.getByRole('button', { name: 'Premium 5' });
    const day2 = page.locator('section#process').getByRole('tab', { name: 'Day 2' });

    for (const control of [plus, addToCart, premium, day2]) {
      await control.click();
      expect(await isLive(page), 'pressed before the page is live').toBe(false);
    }
    releaseApp();
    await page.locator('html[data-shop-ready]').waitFor({ state: 'attached', timeout: 60_000 });

    // "+" once: quantity 2; Add to Cart once, with that quantity: two in the box, one toast.
    await expect(cartButton(page)).toHaveAccessibleName('Open your box, 2 items', { timeout: 20_000 });
    await expect(page.getByRole('region', { name: 'Notifications (F8)' }).getByRole('status')).toHaveCount(1);
    await expect(premium).toHaveAttribute('aria-pressed', 'true');
    await expect(catalog.getByRole('article')).toHaveCount(5);
    await expect(day2).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('section#process').getByRole('tabpanel')).toContainText('Shaping & Resting');
    // Nothing more arrives later.
    await page.waitForTimeout(1000);
    await expect(cartButton(page)).toHaveAccessibleName('Open your box, 2 items');
    const toastsShown = await page.evaluate(() => (window as unknown as { toastsShown: string[] }).toastsShown);
    expect(toastsShown).toEqual([expect.stringContaining(`${name} added to your box`)]);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('contest-holder-cart') ?? 'null'));
    expect(stored).toEqual([expect.objectContaining({ name, quantity: 2 })]);
  });

  test('an arrow key on a process tab before the page is live moves to the next tab, once', async ({ slow }) => {
    const { page, releaseApp } = slow;
    await page.goto('/', { waitUntil: 'commit' });
    const tabs = page.locator('section#process').getByRole('tab');
    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    expect(await isLive(page), 'pressed before the page is live').toBe(false);
    releaseApp();
    await page.locator('html[data-shop-ready]').waitFor({ state: 'attached', timeout: 60_000 });
    const day2 = page.locator('section#process').getByRole('tab', { name: 'Day 2' });
    await expect(day2).toBeFocused({ timeout: 20_000 });
    await page.waitForTimeout(1000);
    await expect(day2).toBeFocused();
    // The key moved the focus, as on a live page; Enter then shows that day.
    await page.keyboard.press('Enter');
    await expect(day2).toHaveAttribute('aria-selected', 'true');
  });

  test('a page scrolled before it is live stays where the visitor scrolled it as it goes live', async ({ slow }) => {
    const { page, releaseApp } = slow;
    await page.goto('/', { waitUntil: 'commit' });
    const addToCart = page.locator('section#catalog').getByRole('article').first().getByRole('button', { name: 'Add to Cart' });
    // Down at the catalog, as a visitor who came for the cookies (the app used to take the page
    // back to the top as it went live, and a tap begun on Add to Cart ended on the hero).
    await addToCart.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => scrollY);
    expect(scrolled, 'the catalog is below the first screen').toBeGreaterThan(500);
    expect(await isLive(page)).toBe(false);
    releaseApp();
    await page.locator('html[data-shop-ready]').waitFor({ state: 'attached', timeout: 60_000 });
    await page.waitForTimeout(1000);
    expect(await page.evaluate(() => scrollY)).toBe(scrolled);
    await addToCart.click();
    await expect(cartButton(page)).toHaveAccessibleName('Open your box, 1 item');
  });

  test('a page opened at a section and scrolled on before it is live stays where the visitor scrolled it', async ({ slow }) => {
    const { page, releaseApp } = slow;
    await page.goto('/#catalog', { waitUntil: 'commit' });
    const catalog = page.locator('section#catalog');
    // The browser goes to the section as the page loads; the visitor then reads on, down the page.
    await expect(catalog).toBeInViewport();
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(0);
    await page.waitForTimeout(500);
    const scrolled = await page.evaluate(() => scrollY);
    expect(await isLive(page)).toBe(false);
    releaseApp();
    await page.locator('html[data-shop-ready]').waitFor({ state: 'attached', timeout: 60_000 });
    await page.waitForTimeout(1000);
    // The app used to take the page back to the section as it went live.
    expect(await page.evaluate(() => scrollY)).toBe(scrolled);
    // The section still has the focus, so the next Tab continues from it.
    await expect(catalog).toBeFocused();
  });

  test('a double tap before the page is live counts once', async ({ slow }) => {
    const { page, releaseApp } = slow;
    await page.goto('/', { waitUntil: 'commit' });
    const firstCard = page.locator('section#catalog').getByRole('article').first();
    const plus = firstCard.getByRole('button', { name: /^Increase quantity/ });
    await plus.dblclick();
    await firstCard.getByRole('button', { name: 'Add to Cart' }).click();
    expect(await isLive(page)).toBe(false);
    releaseApp();
    await expect(cartButton(page)).toHaveAccessibleName('Open your box, 2 items', { timeout: 60_000 });
    await page.waitForTimeout(1000);
    await expect(firstCard).toContainText('Quantity: 2');
    await expect(cartButton(page)).toHaveAccessibleName('Open your box, 2 items');
  });

  test('a sign-up typed and sent before the page is live is sent once, with what was typed', async ({ slow }) => {
    const { page, releaseApp } = slow;
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/notify')) sent.push(request.postData() ?? '');
    });
    await page.goto('/', { waitUntil: 'commit' });
    const newsletter = page.locator('section#newsletter');
    const address = `early-${Date.now()}@example.com`;
    await newsletter.getByLabel('Email address').fill(address);
    await newsletter.getByRole('button', { name: 'Join' }).click();
    expect(await isLive(page)).toBe(false);
    // Held, not sent the browser's way: the page stays where it is.
    expect(page.url()).toMatch(/\/$/);
    releaseApp();
    await expect(page.getByRole('region', { name: 'Notifications (F8)' })).toContainText('Welcome to the family!', { timeout: 60_000 });
    await page.waitForTimeout(1000);
    expect(sent.map((body) => JSON.parse(body))).toEqual([{ email: address, list: 'newsletter' }]);
    await expect(newsletter.getByLabel('Email address')).toHaveValue('');
  });

  test('a link followed before the page is live is followed by the browser, as without script', async ({ slow }) => {
    const { page } = slow;
    await page.goto('/', { waitUntil: 'commit' });
    await page.locator('section#blog').getByRole('link').first().click();
    await page.waitForURL(/\/blog\//);
    expect(await isLive(page)).toBe(false);
  });
});
