import { FIRST_ROUND_TRIP_BYTES } from '@shop/contract';
import { baseURL } from '../playwright.config';
import { bytesReceived } from './support/bytes-received';
import { expect, test } from './support/test';

// libs/web/startup/RULES.md, "Fourteen kilobytes": the landing page (the largest) and a post must
// arrive in TCP's first round trip, or their first paint waits a round trip more. (The landing page
// in each phase of a drop is held to it in drops.spec.ts.)
test("the landing page and a post arrive in TCP's first round trip, headers included", async () => {
  for (const path of ['/', '/blog/keto-mistakes']) {
    const bytes = await bytesReceived(baseURL, path);
    expect(bytes, `${path}: ${bytes} bytes`).toBeGreaterThan(5_000);
    expect(bytes, `${path}: ${bytes} bytes`).toBeLessThanOrEqual(FIRST_ROUND_TRIP_BYTES);
  }
});
