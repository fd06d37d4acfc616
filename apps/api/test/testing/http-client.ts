import { type IncomingHttpHeaders, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** The bytes as sent (still compressed when content-encoding says so). */
  body: Buffer;
  /** The body decoded from its content-encoding, as text. */
  text: string;
}

/**
 * A client that sends the path exactly as given. supertest and fetch parse the URL first and
 * resolve `%2e%2e` and `..` segments away, so a crafted path would never reach the server.
 */
export function rawClient(app: NestFastifyApplication) {
  const { port } = app.getHttpServer().address() as AddressInfo;
  return (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<RawResponse>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path, method, headers, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          const coding = body.length === 0 ? undefined : res.headers['content-encoding'];
          try {
            const decoded = coding === 'br' ? brotliDecompressSync(body) : coding === 'gzip' ? gunzipSync(body) : body;
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text: decoded.toString('utf8') });
          } catch (error) {
            reject(error);
          }
        });
      });
      req.on('error', reject);
      req.end();
    });
}
