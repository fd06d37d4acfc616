import { connect } from 'node:net';

/**
 * The bytes a browser receives for `path` on the server at `base`: status line, headers and body,
 * with the Accept-Encoding Chromium sends (so brotli), as bench:web counts them.
 */
export function bytesReceived(base: string, path: string): Promise<number> {
  const { hostname, port } = new URL(base);
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
