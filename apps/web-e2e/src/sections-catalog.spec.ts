import { expect, test } from './support/test';

test.describe('catalog', () => {
  test('filters by collection, each button showing its count', async ({ page }) => {
    await page.goto('/');
    const catalog = page.locator('section#catalog');
    const cards = catalog.getByRole('article');
    await expect(catalog.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(catalog.getByRole('button', { name: 'All Collections 12' })).toHaveAttribute('aria-pressed', 'true');
    await expect(cards).toHaveCount(12);

    for (const [label, count] of [
      ['Signature', 3],
      ['Artisanal', 4],
      ['Premium', 5],
    ] as const) {
      const button = catalog.getByRole('button', { name: `${label} ${count}` });
      await button.click();
      await expect(button).toHaveAttribute('aria-pressed', 'true');
      await expect(catalog.getByRole('button', { name: 'All Collections 12' })).toHaveAttribute('aria-pressed', 'false');
      await expect(cards).toHaveCount(count);
      for (const card of await cards.all()) await expect(card.getByText(label, { exact: true })).toBeVisible();
    }
    await catalog.getByRole('button', { name: 'All Collections 12' }).click();
    await expect(cards).toHaveCount(12);
  });

  test('a card takes a size and a quantity and adds them to the box; the badge sums quantities', async ({ page }) => {
    await page.goto('/');
    const thinMint = page.locator('section#catalog').getByRole('article', { name: 'Thin Mint Elite' });
    await thinMint.scrollIntoViewIfNeeded();
    await expect(thinMint.getByRole('button', { name: /Half Dozen/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(thinMint.getByText('$26.00', { exact: true }).first()).toBeVisible();
    await thinMint.getByRole('button', { name: /^Dozen/ }).click();
    await expect(thinMint.getByRole('button', { name: /^Dozen/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(thinMint.getByText('$48.00', { exact: true }).first()).toBeVisible();

    const decrease = thinMint.getByRole('button', { name: 'Decrease quantity, Thin Mint Elite' });
    const increase = thinMint.getByRole('button', { name: 'Increase quantity, Thin Mint Elite' });
    await expect(decrease).toBeDisabled();
    await increase.click();
    await increase.click();
    await expect(thinMint).toContainText('Quantity: 3');
    await decrease.click();
    await expect(thinMint).toContainText('Quantity: 2');

    const cartButton = page.getByRole('button', { name: /open your box/i });
    await expect(cartButton).toHaveAccessibleName('Open your box');
    await thinMint.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(cartButton).toHaveAccessibleName(/2 items/);

    const velvet = page.locator('section#catalog').getByRole('article', { name: 'Red Velvet Supreme' });
    await velvet.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(cartButton).toHaveAccessibleName(/3 items/);
  });
});
