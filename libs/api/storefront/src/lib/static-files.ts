import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Vite puts content-hashed files under /assets: they never change, so browsers may keep them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Unhashed public files (images, icons, social images) may change between releases. */
export const SHORT_CACHE = 'public, max-age=3600';

/**
 * Every file of the build that is served as itself, by request path (`/assets/index-abc.js`),
 * with its Cache-Control. Listed once at start-up, so serving a file is a lookup in this map:
 * no request path is ever turned into a file-system path. Left out: `pages/` (answered as
 * routes), Vite's `index.html` template (not a page any more), dot-files, and the `.br`/`.gz`
 * siblings that @fastify/static picks by Accept-Encoding.
 */
export function listStaticFiles(webDir: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (dir: string, prefix: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = `${prefix}/${entry.name}`;
      if (entry.name.startsWith('.') || path === '/pages' || /^\/index\.html(\.br|\.gz)?$/.test(path)) continue;
      if (entry.isDirectory()) walk(join(dir, entry.name), path);
      else if (entry.isFile() && !(/\.(br|gz)$/.test(entry.name) && existsSync(join(dir, entry.name.slice(0, -3))))) {
        files.set(path, path.startsWith('/assets/') ? IMMUTABLE : SHORT_CACHE);
      }
    }
  };
  walk(webDir, '');
  return files;
}
