import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test';
import { addToCart, openCart, openLanding } from './support/storefront';

// An axe scan of the whole landing page is seconds of script in the page; on a busy 2-core
// machine one scan has taken more than the default 30 s.
test.slow();

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, nodes: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5) }));
}

test('axe: no serious or critical violations on /', async ({ page }) => {
  await openLanding(page);
  expect(await seriousViolations(page)).toEqual([]);
});

test('axe: none with the cart drawer open and a toast showing', async ({ page }) => {
  await openLanding(page);
  await addToCart(page, 'Thin Mint Elite');
  await openCart(page);
  expect(await seriousViolations(page)).toEqual([]);
});

test('axe: none on a blog post', async ({ page }) => {
  await page.goto('/blog/global-sourcing');
  await expect(page.getByRole('article')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('axe: none on the 404 page and the unknown post page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/blog/no-such-post');
  await expect(page.getByRole('heading', { name: 'Blog Post Not Found' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('axe: none on / with the menu open', async ({ page }) => {
    await openLanding(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
