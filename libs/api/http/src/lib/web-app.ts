import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Vite puts content-hashed files under /assets: they never change, so browsers may keep them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Unhashed public files (images, icons) may change between releases. */
const SHORT = 'public, max-age=3600';
const REVALIDATE = 'no-cache';

export function readIndexHtml(webDir: string | null): Buffer | null {
  if (!webDir) return null;
  const file = join(webDir, 'index.html');
  return existsSync(file) ? readFileSync(file) : null;
}

export function sendIndexHtml(reply: FastifyReply, html: Buffer): void {
  reply.status(200).header('cache-control', REVALIDATE).type('text/html; charset=utf-8').send(html);
}

/**
 * Serves the built storefront from the API's own port. Files were compressed at build time
 * (tools/scripts/compress-assets.mjs), so a request costs a file read, not a compression.
 */
export async function registerWebApp(app: FastifyInstance, webDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: webDir,
    prefix: '/',
    wildcard: true,
    index: ['index.html'],
    preCompressed: true,
    cacheControl: false,
    etag: true,
    lastModified: true,
    setHeaders: (reply, filePath) => {
      const cache = filePath.endsWith('index.html') ? REVALIDATE : /[\\/]assets[\\/]/.test(filePath) ? IMMUTABLE : SHORT;
      reply.header('cache-control', cache);
    },
  });
}
