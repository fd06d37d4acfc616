import { test as base, expect, type Page, type Response } from '@playwright/test';

export { expect };

/**
 * What React reports when a prerendered page and the browser's first render disagree: in the
 * production build, the minified errors #418 (HTML differs), #423 (the root fell back to
 * rendering on the client) and #425 (text differs), raised through `reportError`; in development,
 * messages that name hydration.
 */
export const HYDRATION_PROBLEM = /Minified React error #(418|419|421|422|423|425)\b|hydrat/i;

/** Collects what React reports about hydration on `page`, from now on. */
export function watchHydration(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => {
    if (HYDRATION_PROBLEM.test(error.message)) problems.push(`${page.url()}: ${error.message}`);
  });
  page.on('console', (message) => {
    if ((message.type() === 'error' || message.type() === 'warning') && HYDRATION_PROBLEM.test(message.text())) {
      problems.push(`${page.url()}: ${message.text()}`);
    }
  });
  return problems;
}

/** Waits, after a page load, until the app is live (App marks <html data-shop-ready>). */
async function untilReady(page: Page, response: Response | null) {
  if (!response || !(response.headers()['content-type'] ?? '').startsWith('text/html')) return;
  await page.locator('html[data-shop-ready]').waitFor({ state: 'attached', timeout: 20_000 });
}

/**
 * Every browser test's page: `goto` and `reload` come back once the prerendered page has become
 * the live app (a click before that would land on HTML without handlers, as it would for a visitor
 * on a slow phone, which is bench:web's concern), and a test fails if React reported a hydration
 * problem on any page it opened.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const hydrationProblems = watchHydration(page);
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await untilReady(page, response);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await untilReady(page, response);
      return response;
    };
    await use(page);
    expect(hydrationProblems, 'React reported a hydration problem').toEqual([]);
  },
});
export type { Page } from '@playwright/test';
