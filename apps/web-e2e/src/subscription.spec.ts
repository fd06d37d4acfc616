import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './support/test';

// Double opt-in as a visitor meets it: the confirmation mail the server wrote (with no SMTP_URL it
// writes each mail as an .eml file under DATA_DIR/mail; playwright.config.ts shares that folder),
// its link opened in the browser, the page's button pressed.

const mailDir = () => join(process.env['E2E_DATA_DIR'] as string, 'mail');

/** Quoted-printable, as nodemailer writes text bodies: soft line breaks and =XX escapes. */
const unQuote = (text: string) =>
  text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The link of the confirmation mail sent to `email`, once the sender has written it. */
async function confirmationLink(email: string): Promise<URL> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        // The folder appears with the first mail the server writes.
        if (!existsSync(mailDir())) return undefined;
        const files = readdirSync(mailDir(), { withFileTypes: true }).filter((entry) => entry.name.endsWith('.eml'));
        for (const file of files) {
          const mail = unQuote(readFileSync(join(mailDir(), file.name), 'utf8'));
          if (!mail.includes(`To: ${email}`)) continue;
          link = /https?:\/\/\S+\/subscription\/confirm\?token=[\w.-]+/.exec(mail)?.[0];
        }
        return link;
      },
      { timeout: 20_000 },
    )
    .toBeTruthy();
  return new URL(link as string);
}

test.describe('subscription mail', () => {
  test('the confirmation link opens a page that confirms only when its button is pressed, and says so; a used link says it was used', async ({
    page,
  }) => {
    const email = `confirm-${Date.now()}@example.com`;
    const signUp = await page.request.post('/api/notify', { data: { email } });
    expect(signUp.status()).toBe(201);
    const link = await confirmationLink(email);
    const path = `${link.pathname}${link.search}`;

    // Opening the page (as a mail scanner would) confirms nothing: the link still works afterwards.
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm your sign-up' })).toBeVisible();
    await page.goto(path);
    await page.getByRole('button', { name: 'Confirm my sign-up' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'You are on the list' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'We will tell you the moment the next drop goes live.' })).toBeVisible();

    // The link is spent.
    await page.goto(path);
    await page.getByRole('button', { name: 'Confirm my sign-up' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'That did not work' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /already used/ })).toBeVisible();
  });

  test('a forged link is explained, and a link without its token cannot be pressed', async ({ page }) => {
    await page.goto('/subscription/confirm?token=forged.token');
    await page.getByRole('button', { name: 'Confirm my sign-up' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'That did not work' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /not valid/ })).toBeVisible();

    await page.goto('/subscription/confirm');
    await expect(page.getByRole('status').filter({ hasText: /This link is incomplete/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Confirm my sign-up' })).toBeDisabled();
  });

  test('the pages are served as HTML that search engines are told to leave out', async ({ request }) => {
    for (const path of ['/subscription/confirm?token=x', '/subscription/unsubscribe?token=x']) {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain('<meta name="robots" content="noindex" />');
    }
    expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/subscription/');
  });
});
