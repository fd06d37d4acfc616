import { expect, test } from './support/test';

test('the production build is served at / by the API', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Decadence, Reimagined for Keto.' })).toBeVisible();
});
