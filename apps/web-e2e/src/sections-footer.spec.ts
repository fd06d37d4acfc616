import { expect, test } from './support/test';

for (const label of ['FAQ', 'Shipping', 'Returns']) {
  test(`footer ${label} opens a dialog that traps focus and gives it back`, async ({ page }) => {
    await page.goto('/');
    const opener = page.locator('footer').getByRole('button', { name: label, exact: true });
    await opener.scrollIntoViewIfNeeded();
    await opener.click();
    const dialog = page.getByRole('dialog', { name: label });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { level: 3 }).first()).toBeVisible();

    // Tabbing round stays inside the dialog.
    for (let i = 0; i < 4; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.press('Enter');
    await expect(page.getByRole('dialog', { name: label })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(opener).toBeFocused();
  });
}

test('footer quick links scroll to their sections; Flavors goes to the catalog', async ({ page }) => {
  await page.goto('/');
  const footer = page.locator('footer');
  for (const [label, id] of [
    ['Our Process', 'process'],
    ['Flavors', 'catalog'],
    ['Reviews', 'reviews'],
    ['Contact', 'contact'],
    ['Shop', 'catalog'],
  ]) {
    await footer.getByRole('button', { name: label, exact: true }).click();
    await expect(page.locator(`section#${id}`)).toBeInViewport();
  }
});

test('footer social entries never jump the page, the legal links open their pages, and the copyright is for 2024', async ({ page }) => {
  await page.goto('/');
  const footer = page.locator('footer');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(footer.getByRole('link', { name: 'Terms of Service', exact: true })).toBeInViewport();
  await expect(footer).toContainText('© 2024');
  await expect(footer.locator('a[href="#"], a[href=""]')).toHaveCount(0);
  const before = await page.evaluate(() => ({ y: window.scrollY, url: location.href }));
  await footer.getByText('Instagram', { exact: true }).click();
  expect(await page.evaluate(() => ({ y: window.scrollY, url: location.href }))).toEqual(before);
  await footer.getByRole('link', { name: 'Privacy Policy', exact: true }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(page).toHaveTitle('Privacy Policy | The Cookie Drop');
  await page.locator('footer').getByRole('link', { name: 'Terms of Service', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
});
