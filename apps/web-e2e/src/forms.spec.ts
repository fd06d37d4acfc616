import { expect, test, type Page } from './support/test';
import { failRequests, holdRequests, openLanding, toasts } from './support/storefront';

const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

const forms = [
  {
    name: 'notify',
    section: '#notify',
    button: 'Notify Me',
    pending: 'Subscribing...',
    title: 'Success!',
    text: "You'll be notified when the next drop goes live.",
    // The drop list is the API's default: the notify form sends the spec's {email} unchanged.
    body: (email: string) => ({ email }),
  },
  {
    name: 'newsletter',
    section: '#newsletter',
    button: 'Join',
    pending: 'Joining...',
    title: 'Welcome to the family!',
    text: 'Check your email for confirmation.',
    // The one addition to the spec's payload: which list (its OpenAPI entry, /api/docs).
    body: (email: string) => ({ email, list: 'newsletter' }),
  },
] as const;

for (const form of forms) {
  test.describe(`${form.name} form`, () => {
    test('posts {email} (and its list) as JSON with cookies, shows the pending text, the success toast, and clears the field', async ({
      page,
    }) => {
      await openLanding(page);
      const section = page.locator(form.section);
      const email = section.getByLabel('Email address');
      const address = uniqueEmail(form.name);
      await email.fill(address);
      const release = await holdRequests(page, '**/api/notify');
      const requestSeen = page.waitForRequest('**/api/notify');
      await section.getByRole('button', { name: form.button }).click();
      const request = await requestSeen;
      expect(request.method()).toBe('POST');
      expect(request.headers()['content-type']).toContain('application/json');
      expect(request.postDataJSON()).toEqual(form.body(address));

      const pending = section.getByRole('button', { name: form.pending });
      await expect(pending).toBeVisible();
      await expect(pending).toBeDisabled();
      release();

      await expect(toasts(page)).toHaveText(`${form.title} ${form.text}`);
      await expect(email).toHaveValue('');
      await expect(section.getByRole('button', { name: form.button })).toBeEnabled();
    });

    test('keeps the field and shows one Error toast when the call fails', async ({ page }) => {
      await openLanding(page);
      await failRequests(page, '**/api/notify');
      const section = page.locator(form.section);
      await section.getByLabel('Email address').fill('kept@example.com');
      await section.getByRole('button', { name: form.button }).click();
      await expect(toasts(page)).toHaveCount(1);
      await expect(page.getByRole('alert')).toHaveText('Error 500: The kitchen is offline');
      await expect(section.getByLabel('Email address')).toHaveValue('kept@example.com');
    });

    test('an empty submit does nothing', async ({ page }) => {
      await openLanding(page);
      const sent: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/notify')) sent.push(request.postData() ?? '');
      });
      const section = page.locator(form.section);
      await section.getByRole('button', { name: form.button }).click();
      // No waiting on the wall clock for nothing to happen: a valid submit follows, and whatever
      // the empty one had sent would have gone out before it.
      const address = uniqueEmail(`${form.name}-after-empty`);
      await section.getByLabel('Email address').fill(address);
      const answered = page.waitForResponse('**/api/notify');
      await section.getByRole('button', { name: form.button }).click();
      await answered;
      expect(sent).toEqual([JSON.stringify(form.body(address))]);
      await expect(toasts(page)).toHaveText(`${form.title} ${form.text}`);
    });
  });
}

async function fillContact(page: Page, values: { name: string; email: string; message: string }) {
  const section = page.locator('#contact');
  await section.getByLabel('Name').fill(values.name);
  await section.getByLabel('Email').fill(values.email);
  await section.getByLabel('Message').fill(values.message);
  return section;
}

test.describe('contact form', () => {
  test('has a six-row message field and posts {name, email, message}', async ({ page }) => {
    await openLanding(page);
    const values = { name: 'Ada Baker', email: uniqueEmail('contact'), message: 'Do you ship gift boxes to Lyon?' };
    const section = await fillContact(page, values);
    await expect(section.getByLabel('Message')).toHaveAttribute('rows', '6');
    const release = await holdRequests(page, '**/api/contact');
    const requestSeen = page.waitForRequest('**/api/contact');
    await section.getByRole('button', { name: 'Send Message' }).click();
    const request = await requestSeen;
    expect(request.method()).toBe('POST');
    expect(request.headers()['content-type']).toContain('application/json');
    expect(request.postDataJSON()).toEqual(values);
    await expect(section.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    release();

    await expect(toasts(page)).toHaveText("Message sent successfully! We'll get back to you within 24 hours.");
    for (const label of ['Name', 'Email', 'Message']) await expect(section.getByLabel(label)).toHaveValue('');
  });

  test('keeps every field when sending fails', async ({ page }) => {
    await openLanding(page);
    await failRequests(page, '**/api/contact', 'Too many messages');
    const values = { name: 'Ada Baker', email: 'ada@example.com', message: 'Hello kitchen' };
    const section = await fillContact(page, values);
    await section.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('alert')).toHaveText('Error 500: Too many messages');
    await expect(section.getByLabel('Name')).toHaveValue(values.name);
    await expect(section.getByLabel('Email')).toHaveValue(values.email);
    await expect(section.getByLabel('Message')).toHaveValue(values.message);
  });

  test('shows the body text, or the status text, when the error is not JSON', async ({ page }) => {
    await openLanding(page);
    await page.route('**/api/contact', (route) => route.fulfill({ status: 502, contentType: 'text/plain', body: 'Bad gateway upstream' }));
    const section = await fillContact(page, { name: 'A', email: 'a@example.com', message: 'Hi' });
    await section.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('alert')).toHaveText('Error 502: Bad gateway upstream');
  });
});
