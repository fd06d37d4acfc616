import { expect, test } from './support/test';
import {
  addToCart,
  CART_KEY,
  cartButton,
  catalogCard,
  drawer,
  failRequests,
  holdRequests,
  openCart,
  openLanding,
  toasts,
} from './support/storefront';

test.describe('cart', () => {
  test("the drawer's code is not fetched by a plain visit, and is fetched once the box holds something, before it is opened", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await openLanding(page);
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((path) => /CartDrawer/.test(path))).toEqual([]);
    await addToCart(page, 'Thin Mint Elite');
    await expect.poll(() => scripts.some((path) => /CartDrawer/.test(path))).toBe(true);
  });

  test('merges a repeated line, counts quantities on the badge and shows totals with two decimals', async ({ page }) => {
    await openLanding(page);
    await expect(cartButton(page)).toHaveAccessibleName('Open your box');
    await expect(page.getByTestId('cart-badge')).toHaveCount(0);

    await addToCart(page, 'Thin Mint Elite', { size: 'Dozen', quantity: 2 });
    await expect(page.getByTestId('cart-badge')).toHaveText('2');
    // The same cookie and size again (the card still reads Dozen × 2): one line, quantity 4.
    await catalogCard(page, 'Thin Mint Elite').getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByTestId('cart-badge')).toHaveText('4');
    await addToCart(page, 'Red Velvet Supreme');
    await expect(page.getByTestId('cart-badge')).toHaveText('5');
    await expect(cartButton(page)).toHaveAccessibleName('Open your box, 5 items');

    await openCart(page);
    const lines = drawer(page).getByRole('list', { name: 'Items in your box' }).getByRole('listitem');
    await expect(lines).toHaveCount(2);
    await expect(lines.nth(0)).toContainText('Thin Mint Elite');
    await expect(lines.nth(0)).toContainText('Dozen');
    await expect(lines.nth(0)).toContainText('$192.00');
    await expect(drawer(page).getByTestId('cart-total')).toHaveText('$218.00');

    await drawer(page).getByRole('button', { name: 'Increase quantity of Red Velvet Supreme (Half Dozen)' }).click();
    await expect(drawer(page).getByTestId('cart-total')).toHaveText('$244.00');
    await expect(page.getByTestId('cart-badge')).toHaveText('6');
    // Decreasing below one removes the line.
    await drawer(page).getByRole('button', { name: 'Decrease quantity of Red Velvet Supreme (Half Dozen)' }).click();
    await drawer(page).getByRole('button', { name: 'Decrease quantity of Red Velvet Supreme (Half Dozen)' }).click();
    await expect(lines).toHaveCount(1);
    await drawer(page).getByRole('button', { name: 'Remove Thin Mint Elite (Dozen)' }).click();
    await expect(drawer(page).getByText('Your box is empty')).toBeVisible();
    await expect(drawer(page).getByText('Add some delicious cookies to get started!')).toBeVisible();
    await expect(drawer(page).getByTestId('cart-total')).toHaveText('$0.00');
    await expect(page.getByTestId('cart-badge')).toHaveCount(0);
  });

  test('the drawer comes from the right, at most 28rem wide, locks scrolling and closes three ways', async ({ page }) => {
    // Three open-and-close rounds with their animations: past 30 s on a 2-core machine at load ~30.
    test.slow();
    await openLanding(page);
    await page.evaluate(() => window.scrollTo(0, 600));
    const close = async (how: 'button' | 'escape' | 'overlay') => {
      await openCart(page);
      // Once the 300 ms slide is over, the drawer's right edge is the window's.
      const viewport = page.viewportSize();
      await expect.poll(async () => drawer(page).evaluate((el) => Math.round(el.getBoundingClientRect().right))).toBe(viewport?.width);
      expect((await drawer(page).boundingBox())?.width).toBeLessThanOrEqual(448);
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
      const before = await page.evaluate(() => window.scrollY);
      await page.mouse.move(50, 300);
      // Not a wall-clock wait: two frames after the page has received the wheel event, any
      // scrolling it caused has begun.
      await page.evaluate(() => {
        const seen = new Promise<void>((resolve) =>
          window.addEventListener('wheel', () => requestAnimationFrame(() => requestAnimationFrame(() => resolve())), {
            once: true,
            capture: true,
          }),
        );
        (window as unknown as { wheelHandled: Promise<void> }).wheelHandled = seen;
      });
      await page.mouse.wheel(0, 600);
      await page.evaluate(() => (window as unknown as { wheelHandled: Promise<void> }).wheelHandled);
      expect(await page.evaluate(() => window.scrollY)).toBe(before);

      if (how === 'button') await drawer(page).getByRole('button', { name: 'Close your box' }).click();
      if (how === 'escape') await page.keyboard.press('Escape');
      if (how === 'overlay') await page.mouse.click(40, 300);
      await expect(drawer(page)).toBeHidden();
      await expect(cartButton(page)).toBeFocused();
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    };
    await close('button');
    await close('escape');
    await close('overlay');
  });

  test('the drawer fills a phone screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openLanding(page);
    await openCart(page);
    const box = await drawer(page).boundingBox();
    expect(box?.width).toBe(390);
  });

  test('checkout: empty box does nothing', async ({ page }) => {
    await openLanding(page);
    let orders = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/order')) orders += 1;
    });
    await openCart(page);
    await drawer(page).getByRole('button', { name: 'Checkout' }).click();
    await expect(drawer(page)).toBeVisible();
    // No waiting on the wall clock for nothing to happen: a real checkout follows, and an order
    // the empty one had sent would have gone out before it.
    await page.keyboard.press('Escape');
    await expect(drawer(page)).toBeHidden();
    await addToCart(page, 'Thin Mint Elite');
    await openCart(page);
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/order'));
    await drawer(page).getByRole('button', { name: 'Checkout' }).click();
    expect((await answered).status()).toBe(201);
    expect(orders).toBe(1);
  });

  test('checkout posts the lines and the total in cents with an Idempotency-Key, clears the box at once, then confirms', async ({
    page,
  }) => {
    await openLanding(page);
    await addToCart(page, 'Thin Mint Elite', { size: 'Dozen', quantity: 2 });
    await addToCart(page, 'Sea Salt Caramel Artisan');
    await openCart(page);

    const release = await holdRequests(page, '**/api/order');
    const requestSeen = page.waitForRequest((request) => request.url().endsWith('/api/order'));
    await drawer(page).getByRole('button', { name: 'Checkout' }).click();
    const request = await requestSeen;
    expect(request.method()).toBe('POST');
    expect(request.headers()['content-type']).toContain('application/json');
    expect(request.headers()['idempotency-key']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(request.postDataJSON()).toEqual({
      items: [
        { id: 'thin-mint-elite-dozen', name: 'Thin Mint Elite', size: 'Dozen', price: 48, quantity: 2, total: 96 },
        {
          id: 'sea-salt-caramel-artisan-half-dozen',
          name: 'Sea Salt Caramel Artisan',
          size: 'Half Dozen',
          price: 26,
          quantity: 1,
          total: 26,
        },
      ],
      total: 12200,
    });

    // At the click, before the answer: the demo toast, an empty box, a closed drawer.
    await expect(toasts(page)).toHaveCount(1);
    await expect(toasts(page)).toContainText(/Demo Order Placed! Order ORD-\d+ for \$122\.00 confirmed/);
    await expect(toasts(page)).toContainText(/no payment was processed/i);
    await expect(drawer(page)).toBeHidden();
    await expect(page.getByTestId('cart-badge')).toHaveCount(0);
    await expect.poll(() => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), CART_KEY)).toEqual([]);

    // While pending, the checkout button reads Processing...
    await openCart(page);
    await expect(drawer(page).getByRole('button', { name: 'Processing...' })).toBeDisabled();
    release();
    await expect(toasts(page)).toHaveText('Order placed successfully! This is a demo checkout. No payment was processed.');
    await expect(toasts(page)).toHaveCount(1);

    // The recent orders list was invalidated and now shows this order.
    const recent = drawer(page).getByRole('region', { name: 'Your recent orders' });
    await expect(recent).toBeVisible();
    await expect(recent).toContainText('$122.00');
    await expect(recent).toContainText('2 × Thin Mint Elite (Dozen)');
  });

  test('a failed order puts the lines back and shows one Error toast', async ({ page }) => {
    await openLanding(page);
    await addToCart(page, 'Thin Mint Elite', { quantity: 3 });
    await openCart(page);
    await failRequests(page, '**/api/order', 'Orders are paused');
    await drawer(page).getByRole('button', { name: 'Checkout' }).click();
    await expect(page.getByRole('alert')).toHaveText('Error 500: Orders are paused');
    await expect(toasts(page)).toHaveCount(1);
    await expect(page.getByTestId('cart-badge')).toHaveText('3');
    await openCart(page);
    await expect(drawer(page).getByTestId('cart-total')).toHaveText('$78.00');
  });
});

test.describe('cart persistence', () => {
  test("is saved under contest-holder-cart after every change, as the spec's list of cart items, and restored when the page loads", async ({
    page,
  }) => {
    await openLanding(page);
    await addToCart(page, 'Red Velvet Supreme', { quantity: 2 });
    await expect
      .poll(() => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), CART_KEY))
      .toEqual([
        { id: 'red-velvet-supreme-half-dozen', name: 'Red Velvet Supreme', size: 'Half Dozen', price: 26, quantity: 2, total: 52 },
      ]);
    expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([CART_KEY]);

    // The page's HTML is the same for every visitor (prerendered, no box in it); the stored box
    // fills the badge as soon as the page is live.
    await page.reload();
    await expect(cartButton(page)).toHaveAccessibleName('Open your box, 2 items');
  });

  for (const [shape, value] of [
    [
      "the spec's list of cart items",
      [{ id: 'thin-mint-elite-dozen', name: 'Thin Mint Elite', size: 'Dozen', price: 1, quantity: 3, total: 3 }],
    ],
    [
      'the earlier {items: [{id, quantity}], _persist} shape',
      { items: [{ id: 'thin-mint-elite-dozen', quantity: 3 }], _persist: { version: 1, rehydrated: true } },
    ],
  ] as const) {
    test(`a box stored as ${shape} is restored at today's prices and saved as the list`, async ({ page }) => {
      await page.addInitScript(
        ([key, stored]) => {
          if (!sessionStorage.getItem('seeded')) {
            localStorage.setItem(key, stored);
            sessionStorage.setItem('seeded', '1');
          }
        },
        [CART_KEY, JSON.stringify(value)] as const,
      );
      await openLanding(page);
      await expect(cartButton(page)).toHaveAccessibleName('Open your box, 3 items');
      await openCart(page);
      await expect(drawer(page).getByTestId('cart-total')).toHaveText('$144.00');
      await expect
        .poll(() => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), CART_KEY))
        .toEqual([{ id: 'thin-mint-elite-dozen', name: 'Thin Mint Elite', size: 'Dozen', price: 48, quantity: 3, total: 144 }]);
    });
  }

  test('an unreadable stored cart logs to the console, starts empty and shows nothing', async ({ page }) => {
    const messages: string[] = [];
    page.on('console', (message) => messages.push(message.text()));
    await page.addInitScript((key) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem(key, '{this is not json');
        sessionStorage.setItem('seeded', '1');
      }
    }, CART_KEY);
    await openLanding(page);
    expect(messages.some((text) => text.includes('error loading cart from local storage'))).toBe(true);
    await expect(page.getByTestId('cart-badge')).toHaveCount(0);
    await expect(toasts(page)).toHaveCount(0);
    await openCart(page);
    await expect(drawer(page).getByText('Your box is empty')).toBeVisible();
  });
});
