import { expect, type Page } from '@playwright/test';

export const CART_KEY = 'contest-holder-cart';

/**
 * Opens / and waits until the lazily loaded sections are there. They mount one per browser task
 * after their chunk arrives; on a 2-core machine busy with other work that has taken more than
 * the 7 s an assertion usually gets, so this wait gets 20 s (how fast the page paints is
 * bench:web's business, not this helper's).
 */
export async function openLanding(page: Page, path = '/') {
  await page.goto(path);
  await expect(page.locator('section#contact')).toBeAttached({ timeout: 20_000 });
}

export const catalogCard = (page: Page, name: string) => page.locator('section#catalog').getByRole('article', { name });

/** Adds a cookie through its catalog card, as a visitor would. */
export async function addToCart(page: Page, name: string, options: { size?: 'Half Dozen' | 'Dozen'; quantity?: number } = {}) {
  const card = catalogCard(page, name);
  await card.scrollIntoViewIfNeeded();
  if (options.size === 'Dozen') await card.getByRole('button', { name: /^Dozen/ }).click();
  for (let i = 1; i < (options.quantity ?? 1); i += 1) await card.getByRole('button', { name: `Increase quantity, ${name}` }).click();
  await card.getByRole('button', { name: 'Add to Cart' }).click();
}

export const cartButton = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /open your box/i });
export const drawer = (page: Page) => page.getByRole('dialog', { name: 'Your Box' });
export const toastRegion = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });
/** The visible toasts: each is a status (or an alert, for errors). */
export const toasts = (page: Page) => toastRegion(page).locator('[role="status"], [role="alert"]');

export async function openCart(page: Page) {
  await cartButton(page).click();
  await expect(drawer(page)).toBeVisible();
}

/** Holds every matching request until `release` is called, so pending states can be seen. */
export async function holdRequests(page: Page, pattern: string) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await gate;
    await route.continue();
  });
  return () => release();
}

/** Makes every matching call fail with the API's error shape. */
export async function failRequests(page: Page, pattern: string, message = 'The kitchen is offline') {
  await page.route(pattern, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ statusCode: 500, error: 'Internal Server Error', message }),
    }),
  );
}

/**
 * Whether React has hydrated the element (it keeps its fiber on the DOM node under a
 * `__reactFiber$…` key, what React's DevTools read): a part waiting to hydrate is server HTML
 * without one.
 */
export const isHydrated = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$')));

/** The landing page's parts that hydrate when they are needed, by their root element. */
export const DEFERRED_PARTS = [
  '#notify',
  '#catalog',
  '#ingredients',
  '#process',
  '#reviews',
  '#newsletter',
  '#blog',
  '#contact',
  '#footer',
];

/** Scrolls through the page as a reader would, so that every part of it hydrates. */
export async function readToTheEnd(page: Page) {
  for (const selector of DEFERRED_PARTS) {
    if ((await page.locator(selector).count()) === 0) continue;
    await page.locator(selector).scrollIntoViewIfNeeded();
    await expect.poll(() => isHydrated(page, selector), { message: selector }).toBe(true);
  }
}
