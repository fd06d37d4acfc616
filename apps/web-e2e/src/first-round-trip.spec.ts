import { connect } from 'node:net';
import { FIRST_ROUND_TRIP_BYTES } from '@shop/contract';
import { baseURL } from '../playwright.config';
import { expect, test } from './support/test';

/**
 * The bytes a browser receives for `path`: status line, headers and body, with the Accept-Encoding
 * Chromium sends (so brotli), as bench:web counts them.
 */
function bytesReceived(path: string): Promise<number> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    let bytes = 0;
    const socket = connect(Number(port), hostname, () =>
      socket.write(
        `GET ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAccept: text/html\r\nAccept-Encoding: gzip, deflate, br, zstd\r\nConnection: close\r\n\r\n`,
      ),
    );
    socket
      .on('data', (chunk) => (bytes += chunk.length))
      .on('end', () => resolve(bytes))
      .on('error', reject);
  });
}

// libs/web/startup/RULES.md, "Fourteen kilobytes": the landing page (the largest) and a post must
// arrive in TCP's first round trip, or their first paint waits a round trip more.
test("the landing page and a post arrive in TCP's first round trip, headers included", async () => {
  for (const path of ['/', '/blog/keto-mistakes']) {
    const bytes = await bytesReceived(path);
    expect(bytes, `${path}: ${bytes} bytes`).toBeGreaterThan(5_000);
    expect(bytes, `${path}: ${bytes} bytes`).toBeLessThanOrEqual(FIRST_ROUND_TRIP_BYTES);
  }
});
