import { expect, test } from './support/test';
import { addToCart, drawer, openLanding, toastRegion, toasts } from './support/storefront';

const SECTION_IDS = ['hero', 'notify', 'catalog', 'ingredients', 'process', 'reviews', 'newsletter', 'blog', 'contact'];

test('the landing page has its sections in the spec order', async ({ page }) => {
  await openLanding(page);
  const ids = await page.locator('main > section[id]').evaluateAll((sections) => sections.map((section) => section.id));
  expect(ids.filter((id) => SECTION_IDS.includes(id))).toEqual(SECTION_IDS);
  // The notify section is the second section, right after the hero.
  expect(ids.slice(0, 2)).toEqual(['hero', 'notify']);
  await expect(page.locator('footer')).toBeAttached();
});

test('the fixed navigation scrolls smoothly to each section', async ({ page }) => {
  await openLanding(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const [label, id] of [
    ['Shop', 'catalog'],
    ['Process', 'process'],
    ['Reviews', 'reviews'],
    ['Blog', 'blog'],
    ['Contact', 'contact'],
  ]) {
    await nav.getByRole('link', { name: label, exact: true }).click();
    await expect(page.locator(`section#${id}`)).toBeInViewport();
    await expect(nav).toBeInViewport();
    const top = await page.locator(`section#${id}`).evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
  }
  expect(page.url()).not.toContain('#');
});

test('the hero buttons go to the notify section and the catalog', async ({ page }) => {
  await openLanding(page);
  await page.getByRole('link', { name: 'Join the Next Drop' }).click();
  await expect(page.locator('section#notify')).toBeInViewport();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('link', { name: 'Build My Box' }).click();
  await expect(page.locator('section#catalog')).toBeInViewport();
});

test('a section chosen while the code below the hero is still on its way is gone to at once', async ({ browser }) => {
  // Hold back the chunk with everything below the hero, as a slow phone network would. The page is
  // prerendered, so the catalog is already there, and the hero's link (a real #catalog link) goes
  // there before the sections' code has arrived.
  const page = await browser.newPage();
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/LandingSections-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/');
  await expect(page.locator('section#catalog')).toBeAttached();
  await expect(page.locator('html')).not.toHaveAttribute('data-shop-ready');
  await expect(page.getByRole('link', { name: 'Build My Box' })).toBeVisible();
  await page.getByRole('link', { name: 'Build My Box' }).click();
  await expect(page.locator('section#catalog')).toBeInViewport();
  release();
  await expect(page.locator('html')).toHaveAttribute('data-shop-ready', 'true', { timeout: 20_000 });
  await expect(page.locator('section#catalog')).toBeInViewport();
  await page.close();
});

test('the countdown shows two-digit days, hours, minutes and seconds from 15 days, ticking each second', async ({ page }) => {
  await page.goto('/');
  const timer = page.getByRole('timer');
  await expect(timer).toHaveAttribute('aria-live', 'off');
  const read = () => timer.locator('[data-unit]').allTextContents();
  const first = await read();
  expect(first).toHaveLength(4);
  for (const part of first) expect(part).toMatch(/^\d{2}$/);
  expect(['14', '15']).toContain(first[0]);
  await expect.poll(read, { timeout: 3000 }).not.toEqual(first);
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a menu button opens the five entries; choosing one scrolls there and closes the menu', async ({ page }) => {
    await openLanding(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Process', exact: true })).toBeHidden();
    const menuButton = nav.getByRole('button', { name: 'Open menu' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await menuButton.click();
    const menu = nav.locator('#mobile-menu');
    await expect(menu.getByRole('link')).toHaveText(['Shop', 'Process', 'Reviews', 'Blog', 'Contact']);
    await expect(nav.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await menu.getByRole('link', { name: 'Reviews' }).click();
    await expect(menu).toBeHidden();
    await expect(nav.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('section#reviews')).toBeInViewport();
    // The cart button stays visible on small screens.
    await expect(nav.getByRole('button', { name: /open your box/i })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('a toast leaves the navigation free: the box opens at once while "added" still shows', async ({ page }) => {
    await openLanding(page);
    await addToCart(page, 'Thin Mint Elite');
    await expect(toasts(page)).toHaveCount(1);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const boxButton = nav.getByRole('button', { name: /open your box/i });
    const [toast, button] = await Promise.all([toasts(page).boundingBox(), boxButton.boundingBox()]);
    if (!toast || !button) throw new Error('no toast or no box button');
    expect(toast.y).toBeGreaterThanOrEqual(button.y + button.height);
    // At the very top the toast lay over the button for its 5 s, and a tap there hit the toast:
    // a click that must land within 2 s, while the toast is still up, says the tap gets through.
    await boxButton.click({ timeout: 2_000 });
    await expect(drawer(page)).toBeVisible();
    await expect(toasts(page)).toHaveCount(1);
  });
});

test('keyboard users move through the sections in order with a visible focus', async ({ page }) => {
  // Up to 400 key presses, each with a round trip to read the focus: on a busy 2-core machine
  // that alone can take longer than the default 30 s.
  test.slow();
  await openLanding(page);
  const seen: string[] = [];
  for (let i = 0; i < 400; i += 1) {
    await page.keyboard.press('Tab');
    const info = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      const section = el?.closest('main > section[id], footer');
      // The ring may sit on the control or on the card that wraps it (e.g. a teaser's title link).
      let ringed = false;
      for (let node: Element | null = el, depth = 0; node && depth < 4 && !ringed; node = node.parentElement, depth += 1) {
        const style = getComputedStyle(node);
        ringed = (style.outlineStyle !== 'none' && style.outlineWidth !== '0px') || style.boxShadow !== 'none';
      }
      return { id: section ? (section.tagName === 'FOOTER' ? 'footer' : section.id) : null, ringed, what: el?.outerHTML.slice(0, 120) };
    });
    if (info.id) {
      if (seen.at(-1) !== info.id) {
        seen.push(info.id);
        expect(info.ringed, `no visible focus on ${info.what}`).toBe(true);
      }
      if (info.id === 'footer') break;
    }
  }
  expect(seen).toEqual(['hero', 'notify', 'catalog', 'process', 'reviews', 'newsletter', 'blog', 'contact', 'footer']);
});

test.describe('routes', () => {
  test('blog posts match case-insensitively with an optional trailing slash and set title and description', async ({ page }) => {
    for (const path of ['/blog/keto-mistakes', '/BLOG/Keto-Mistakes/', '/Blog/keto-mistakes/']) {
      await page.goto(path);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toBeVisible();
      await expect(heading).not.toHaveText('Blog Post Not Found');
    }
    const title = await page.getByRole('heading', { level: 1 }).textContent();
    await expect(page).toHaveTitle(new RegExp(title?.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') ?? ''));
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length).toBeGreaterThan(30);
    const article = page.getByRole('article');
    await expect(article.locator('time')).toBeVisible();
    await expect(article).toContainText(/min read/);
    await expect(article.getByRole('img')).toBeVisible();
    await expect(article.getByRole('heading', { level: 2 }).first()).toBeVisible();
  });

  test('the teaser link to test-kitchen-process opens the test-kitchen post', async ({ page }) => {
    await openLanding(page);
    await page
      .locator('section#blog')
      .getByRole('link', { name: /test kitchen/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/blog\/test-kitchen-process$/);
    // The address changes when the link is followed, before React has drawn the post: on a loaded
    // machine the landing page, its h1 and its cookie cards were still on screen. Wait for the post.
    await expect(page.getByRole('heading', { level: 1, name: 'Inside Our Test Kitchen: 47 Batches to the Perfect Cookie' })).toBeVisible();
    await expect(page.getByRole('article')).toBeVisible();
  });

  test('an unknown slug shows Blog Post Not Found with a way back to the blog section', async ({ page }) => {
    await page.goto('/blog/no-such-post');
    await expect(page.getByRole('heading', { level: 1, name: 'Blog Post Not Found' })).toBeVisible();
    await expect(page.getByText("The blog post you're looking for doesn't exist.")).toBeVisible();
    await expect(page).toHaveTitle(/Blog Post Not Found/);
    const back = page.getByRole('link', { name: 'Back to Blog' });
    await expect(back).toHaveAttribute('href', '/#blog');
    await back.click();
    await expect(page).toHaveURL(/\/#blog$/);
    await expect(page.locator('section#blog')).toBeInViewport();
    // Focus follows, so the next Tab continues from the blog section, not from the old page's link.
    await expect(page.locator('section#blog')).toBeFocused();
  });

  test('a link straight to a section opens the page there', async ({ page }) => {
    await page.goto('/#contact');
    await expect(page.locator('section#contact')).toBeInViewport();
    await expect(page.locator('section#contact')).toBeFocused();
  });

  test('any other path shows the 404 page', async ({ page }) => {
    for (const path of ['/nothing-here', '/blog', '/blog/a/b', '/shop/']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
    }
    await expect(page).toHaveTitle(/404 Page Not Found/);
    await page.getByRole('link', { name: 'Back to the shop' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Decadence, Reimagined for Keto.' })).toBeVisible();
  });

  test('blog pages load as a chunk of their own', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await openLanding(page);
    expect(scripts.some((path) => /BlogPostPage/.test(path))).toBe(false);
    await page.locator('section#blog').getByRole('link').first().click();
    // The landing page's cards are articles too: wait until the post is the only one.
    await expect(page).toHaveURL(/\/blog\/[a-z-]+$/);
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('article')).toBeVisible();
    expect(scripts.some((path) => /BlogPostPage/.test(path))).toBe(true);
  });
});

test.describe('toasts', () => {
  test('one toast at a time; swiping right past 50 px dismisses it', async ({ page }) => {
    await openLanding(page);
    await addToCart(page, 'Thin Mint Elite');
    await addToCart(page, 'Red Velvet Supreme');
    await expect(toasts(page)).toHaveCount(1);
    await expect(toasts(page)).toContainText('Red Velvet Supreme');

    const box = await toasts(page).boundingBox();
    if (!box) throw new Error('no toast');
    await page.mouse.move(box.x + 20, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 50, box.y + box.height / 2, { steps: 4 });
    await page.mouse.up();
    await expect(toasts(page)).toHaveCount(1);
    // It slides back in 150 ms; pressed before it is home, the next drag could start beside it
    // (it failed that way once on a loaded CI machine).
    await expect.poll(async () => (await toasts(page).boundingBox())?.x).toBe(box.x);
    await page.mouse.move(box.x + 20, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 100, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    await expect(toasts(page)).toHaveCount(0);
  });

  test('F8 moves focus to the toast region and a toast closes itself after 5 seconds', async ({ page }) => {
    await openLanding(page);
    await addToCart(page, 'Thin Mint Elite');
    await expect(toasts(page)).toHaveCount(1);
    await page.mouse.move(5, 5);
    await page.keyboard.press('F8');
    await expect(toastRegion(page).locator('[tabindex="-1"]')).toBeFocused();
    await page.locator('body').click({ position: { x: 5, y: 300 } });
    await expect(toasts(page)).toHaveCount(0, { timeout: 7000 });
  });
});

/** Spec §9: an icon button's tooltip opens after 700 ms of hovering. */
const TOOLTIP_DELAY_MS = 700;

test('icon buttons name themselves and show a tooltip after 700 ms', async ({ page }) => {
  await openLanding(page);
  const cart = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /open your box/i });
  await expect(cart).toHaveAccessibleName('Open your box');
  // From here the page's timers run on Playwright's clock, which only the test moves: a busy
  // machine cannot make the test's "not yet" come later than 700 ms. (Installed once the page
  // has loaded, so its own start-up runs in real time.)
  await page.clock.install();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await cart.hover();
  await page.clock.runFor(TOOLTIP_DELAY_MS - 1);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await page.clock.runFor(1);
  await expect(page.getByRole('tooltip')).toHaveText('Open your box');
});
