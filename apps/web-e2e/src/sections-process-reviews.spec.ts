import { expect, test } from './support/test';

test('process tabs show Day 1 first and switch by click and keyboard', async ({ page }) => {
  await page.goto('/');
  const process = page.locator('section#process');
  await process.scrollIntoViewIfNeeded();
  await expect(process.getByRole('tab', { name: 'Day 1' })).toHaveAttribute('aria-selected', 'true');
  await expect(process.getByRole('tabpanel')).toContainText('Preparation & Mixing');
  await expect(process.getByRole('tabpanel').getByRole('listitem')).toHaveCount(3);

  await process.getByRole('tab', { name: 'Day 2' }).click();
  await expect(process.getByRole('tabpanel')).toContainText('Shaping & Resting');
  await expect(process.getByRole('tabpanel')).toContainText('16-hour');

  await process.getByRole('tab', { name: 'Day 2' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(process.getByRole('tab', { name: 'Day 3' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(process.getByRole('tab', { name: 'Day 3' })).toHaveAttribute('aria-selected', 'true');
  await expect(process.getByRole('tabpanel')).toContainText('Baking & Finishing');
  await expect(process.getByRole('tabpanel').getByRole('img')).toBeVisible();
});

test('the reviews carousel shows three at a time and stops at both ends', async ({ page }) => {
  await page.goto('/');
  const reviews = page.locator('section#reviews');
  await reviews.scrollIntoViewIfNeeded();
  const slides = reviews.getByRole('group', { name: /of 5$/ });
  const previous = reviews.getByRole('button', { name: 'Previous reviews' });
  const next = reviews.getByRole('button', { name: 'Next reviews' });

  await expect(slides).toHaveCount(3);
  await expect(previous).toBeDisabled();
  await expect(next).toBeEnabled();
  for (const slide of await slides.all()) {
    await expect(slide.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
    await expect(slide).toContainText('5.0');
    await expect(slide).toContainText('Verified Member');
  }

  await next.click();
  await next.click();
  await expect(next).toBeDisabled();
  await expect(previous).toBeEnabled();
  await expect(slides).toHaveCount(3);
  await expect(slides.first()).toHaveAttribute('aria-label', '3 of 5');
  await expect(slides.last()).toHaveAttribute('aria-label', '5 of 5');

  await previous.click();
  await previous.click();
  await expect(previous).toBeDisabled();
  await expect(slides.first()).toHaveAttribute('aria-label', '1 of 5');
});
