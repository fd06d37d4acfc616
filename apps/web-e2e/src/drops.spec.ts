import { FIRST_ROUND_TRIP_BYTES } from '@shop/contract';
import { dropsBaseURL } from '../playwright.config';
import { bytesReceived } from './support/bytes-received';
import { addToCart, catalogCard, drawer, openCart, openLanding, toasts } from './support/storefront';
import { buyBoxes, closeDrop, scheduleDrop, shopTime } from './support/drops';
import { expect, test } from './support/test';

// Issue 21 §3 and §4 in the browser: the landing page and checkout through a drop's life, on a
// server of their own (playwright.config.ts), in the order staff would run one: nothing yet (the
// demo), a drop open with few boxes left, its close, then the next one scheduled. Each test takes
// the shop from where the one before left it.
test.describe.configure({ mode: 'serial' });

// The visitor's own zone: five and a half hours ahead of UTC, all year.
const ZONE = 'Asia/Kolkata';
const OFFSET_MINUTES = 330;
test.use({ timezoneId: ZONE });

const HOUR = 3_600_000;
const hero = (page: import('@playwright/test').Page) => page.locator('section#hero');
/**
 * The landing page's HTML as the server sends it: what a visitor without JavaScript reads. Told
 * for a drop, it still arrives in TCP's first round trip (libs/web/startup/RULES.md, rule 2).
 */
async function landingHtml(request: import('@playwright/test').APIRequestContext) {
  const bytes = await bytesReceived(dropsBaseURL, '/');
  expect(bytes, `/: ${bytes} bytes`).toBeLessThanOrEqual(FIRST_ROUND_TRIP_BYTES);
  return (await request.get('/')).text();
}

let openDrop: { opensAt: string; closesAt: string };

test('with no drop ever scheduled, the demo is as the spec says: 15 days from the page load', async ({ page, request }) => {
  expect(await (await request.get('/api/drop')).json()).toMatchObject({ phase: 'none', stock: [] });
  expect(await landingHtml(request)).toContain('data-drop-phase="none"');
  await openLanding(page);
  await expect(hero(page).getByRole('timer', { name: 'Next drop in' })).toHaveText(/^14Days23Hours5\dMinutes\d\dSeconds$/);
  await expect(hero(page).getByText(/^Opens/)).toHaveCount(0);
  await expect(catalogCard(page, 'Thin Mint Elite').getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  await expect(page.locator('section#catalog').getByText(/left$|Sold out|Not in this drop/)).toHaveCount(0);
});

test('while a drop is open, the hero says so and counts down to its close, with and without JavaScript', async ({ page, request }) => {
  const opensAt = new Date(Date.now() - 60_000);
  opensAt.setUTCSeconds(0, 0);
  await scheduleDrop(request, 'e2e-open', {
    opensAt: opensAt.toISOString(),
    hours: 72,
    stock: [
      { productId: 'thin-mint-elite', sizeKey: 'half-dozen', boxes: 40 },
      { productId: 'thin-mint-elite', sizeKey: 'dozen', boxes: 2 },
      { productId: 'red-velvet-supreme', sizeKey: 'half-dozen', boxes: 0 },
      { productId: 'red-velvet-supreme', sizeKey: 'dozen', boxes: 30 },
    ],
  });
  openDrop = { opensAt: opensAt.toISOString(), closesAt: new Date(opensAt.getTime() + 72 * HOUR).toISOString() };

  // Without JavaScript: the server wrote the phase and the closing time, in UTC, into the page.
  const html = await landingHtml(request);
  expect(html).toContain('data-drop-phase="open"');
  expect(html).toContain('Drop Available Now!');
  expect(html).toContain(`<time dateTime="${openDrop.closesAt}">${shopTime(openDrop.closesAt, 0, true)}</time>`);
  expect(html).not.toContain('2999');

  // With it: the visitor's own time, and the figures.
  await openLanding(page);
  await expect(hero(page).getByText('Drop Available Now!')).toBeVisible();
  await expect(hero(page).getByRole('timer', { name: 'Closes in' })).toHaveText(/^0[23]Days\d\dHours\d\dMinutes\d\dSeconds$/);
  await expect(hero(page).getByText(/^Closes [A-Z]/)).toHaveText(`Closes ${shopTime(openDrop.closesAt, OFFSET_MINUTES)}`);
});

test('cards say "Only N left", "Sold out" and "Not in this drop", and the figures stay fresh', async ({ page, request }) => {
  await openLanding(page);
  const thinMint = catalogCard(page, 'Thin Mint Elite');
  await thinMint.scrollIntoViewIfNeeded();
  // Plenty of half dozens: nothing to say.
  await expect(thinMint.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  await thinMint.getByRole('button', { name: /^Dozen/ }).click();
  await expect(thinMint.getByText('Only 2 left')).toBeVisible();
  await expect(thinMint.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();

  const velvet = catalogCard(page, 'Red Velvet Supreme');
  await expect(velvet.getByText('Sold out')).toBeVisible();
  await expect(velvet.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  const lemon = catalogCard(page, 'Lemon Coconut Zest');
  await expect(lemon.getByText('Not in this drop')).toBeVisible();
  await expect(lemon.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();

  // Someone else buys a box: the card says so within a poll, without a reload.
  await buyBoxes(request, 'thin-mint-elite', 'dozen', 1);
  await expect(thinMint.getByText('Only 1 left')).toBeVisible({ timeout: 10_000 });
});

test('a line the drop cannot fill is refused with its message on that line, which the visitor can fix', async ({ page }) => {
  await openLanding(page);
  // A half dozen (the card's first size), then three of the one Dozen box left.
  await addToCart(page, 'Thin Mint Elite');
  await addToCart(page, 'Thin Mint Elite', { size: 'Dozen', quantity: 3 });
  await openCart(page);
  await drawer(page).getByRole('button', { name: 'Checkout' }).click();
  // As for any failed order: the error toast, and the box back.
  const message = 'Only 1 Dozen box of Thin Mint Elite is left';
  await expect(toasts(page).filter({ hasText: 'Error' })).toContainText(message);
  await openCart(page);
  const quantity = drawer(page).getByRole('group', { name: 'Quantity of Thin Mint Elite (Dozen)' });
  await expect(quantity).toHaveAccessibleDescription(message);
  // Shown once, on the Dozen line (inner locators are relative to the list item).
  const line = drawer(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('group', { name: 'Quantity of Thin Mint Elite (Dozen)' }) });
  await expect(line.getByText(message)).toBeVisible();
  await expect(drawer(page).getByText(message)).toHaveCount(1);
  // The half dozens were never the problem.
  await expect(drawer(page).getByRole('group', { name: 'Quantity of Thin Mint Elite (Half Dozen)' })).not.toHaveAttribute(
    'aria-describedby',
  );

  await drawer(page).getByRole('button', { name: 'Decrease quantity of Thin Mint Elite (Dozen)' }).click();
  await expect(line.getByText(message)).toHaveCount(0);
  await drawer(page).getByRole('button', { name: 'Decrease quantity of Thin Mint Elite (Dozen)' }).click();
  await drawer(page).getByRole('button', { name: 'Checkout' }).click();
  await expect(toasts(page).filter({ hasText: 'Order placed successfully!' })).toBeVisible();
});

test('after the drop closes, the hero says the next date goes to the list, with no countdown', async ({ page, request }) => {
  await closeDrop(request, 'e2e-open');
  const html = await landingHtml(request);
  expect(html).toContain('data-drop-phase="closed"');
  expect(html).toContain('The next date will be announced to the list first.');
  await openLanding(page);
  await expect(hero(page).getByRole('status')).toHaveText('This drop has closed. The next date will be announced to the list first.');
  await expect(hero(page).getByRole('timer')).toHaveCount(0);
});

test("before the next drop opens, the countdown runs to its real opening, said in the visitor's zone", async ({ page, request }) => {
  const opensAt = new Date(Date.now() + 48 * HOUR + 3 * HOUR);
  opensAt.setUTCSeconds(0, 0);
  await scheduleDrop(request, 'e2e-next', {
    opensAt: opensAt.toISOString(),
    stock: [{ productId: 'thin-mint-elite', sizeKey: 'dozen', boxes: 100 }],
  });
  const iso = opensAt.toISOString();

  const html = await landingHtml(request);
  expect(html).toContain('data-drop-phase="scheduled"');
  expect(html).toContain(`<time dateTime="${iso}">${shopTime(iso, 0, true)}</time>`);

  await openLanding(page);
  await expect(hero(page).getByRole('timer', { name: 'Next drop in' })).toHaveText(/^02Days0[23]Hours\d\dMinutes\d\dSeconds$/);
  await expect(hero(page).getByText(/^Opens/)).toHaveText(`Opens ${shopTime(iso, OFFSET_MINUTES)}`);
  await expect(hero(page).getByText('Drop Available Now!')).toHaveCount(0);
});
