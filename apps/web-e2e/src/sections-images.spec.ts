import { expect, test, type Page } from './support/test';

/** Scrolls through the page so every lazy image is requested, then waits for each to settle. */
async function loadEveryImage(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, document.body.scrollHeight);
  });
  // Reveal every process tab and review too, so their images are requested as well.
  const process = page.locator('section#process');
  for (const day of ['Day 2', 'Day 3']) await process.getByRole('tab', { name: day }).click();
  // A lazy image (or the fallback that replaced it) only loads near the viewport: bring each pending one there.
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const pending = [...document.querySelectorAll('img')].filter((img) => !img.complete);
          pending[0]?.scrollIntoView({ block: 'center' });
          return pending.length;
        }),
      { timeout: 20_000 },
    )
    .toBe(0);
}

/** Images that are drawn as a broken-image icon: finished loading but with no pixels. */
const brokenImages = (page: Page) =>
  page
    .locator('img')
    .evaluateAll((imgs) => (imgs as HTMLImageElement[]).filter((img) => img.complete && img.naturalWidth === 0).map((img) => img.src));

test('with every image request failing, no broken image is shown: neutral boxes keep the layout', async ({ page }) => {
  await page.route('**/*', (route) => (route.request().resourceType() === 'image' ? route.abort() : route.continue()));
  await page.goto('/');
  await loadEveryImage(page);
  await expect.poll(() => brokenImages(page)).toEqual([]);
  // The twelve product images became boxes that still carry their names.
  const catalog = page.locator('section#catalog');
  await expect(catalog.locator('[data-image-state="failed"]')).toHaveCount(12);
  await expect(catalog.getByRole('img', { name: 'Thin Mint Elite' })).toBeVisible();
  const box = await catalog.getByRole('img', { name: 'Thin Mint Elite' }).boundingBox();
  expect(box && box.height > 100).toBe(true);
});

test('broken artwork falls back once to the stock and placeholder images', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image') requested.push(new URL(request.url()).pathname);
  });
  await page.route(/\/images\/(products|process|blog)\//, (route) => route.abort());
  await page.goto('/');
  await loadEveryImage(page);
  await expect.poll(() => brokenImages(page)).toEqual([]);

  const catalog = page.locator('section#catalog');
  await expect(catalog.locator('img[src="/images/fallback/stock-cookie.svg"]')).toHaveCount(12);
  await expect(page.locator('section#process img')).toHaveAttribute('src', '/images/fallback/stock-bakery.svg');
  await expect(page.locator('section#blog img[src="/images/fallback/placeholder-photo.svg"]')).toHaveCount(3);
  // Each broken source was asked for once: no retry loop.
  const productRequests = requested.filter((path) => path === '/images/products/thin-mint-elite.svg');
  expect(productRequests.length).toBeLessThanOrEqual(1);
});

for (const width of [360, 1440]) {
  test(`no horizontal scroll at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await loadEveryImage(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
