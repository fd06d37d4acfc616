import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { PrerenderManifest } from '@shop/contract';

/** What the prerender writes where the shop's absolute origin belongs (the contract's example). */
export const ORIGIN_PLACEHOLDER = 'https://public-url.invalid';
/** Written in a file beside the build (never inside it): no answer may ever contain it. */
export const OUTSIDE_SECRET = 'outside-the-build-b6c1f0';

/** The pages' inline script, as the prerender's loader is: allowed by its hash (FIXTURE_MANIFEST.scriptHashes). */
export const LOADER_SCRIPT = 'addEventListener("load",()=>import("/assets/index-abc123.js"))';
export const LOADER_HASH = `'sha256-${createHash('sha256').update(LOADER_SCRIPT).digest('base64')}'`;

/** Enough text that a page is worth compressing, as every real page is. */
const FILLER = '<p>Almond flour, Belgian chocolate, Madagascar vanilla and a pinch of Himalayan salt.</p>\n'.repeat(40);

function page(title: string, path: string, body: string): string {
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    `<title>${title}</title>`,
    `<link rel="canonical" href="${ORIGIN_PLACEHOLDER}${path}">`,
    `<meta property="og:image" content="${ORIGIN_PLACEHOLDER}/og/home.png">`,
    `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Bakery","url":"${ORIGIN_PLACEHOLDER}/"}</script>`,
    `</head><body><div id="root"><main><h1>${title}</h1>${body}${FILLER}</main></div><script>${LOADER_SCRIPT}</script></body></html>`,
  ].join('\n');
}

export const FIXTURE_MANIFEST: PrerenderManifest = {
  version: 1,
  originPlaceholder: ORIGIN_PLACEHOLDER,
  pages: [
    { path: '/', file: 'index.html', status: 200, lastmod: '2026-11-01', sitemap: true },
    { path: '/blog/keto-mistakes', file: 'blog/keto-mistakes.html', status: 200, lastmod: '2024-03-12', sitemap: true },
    { path: '/blog/test-kitchen', file: 'blog/test-kitchen.html', status: 200, lastmod: '2024-02-28', sitemap: true },
    { path: '/privacy', file: 'privacy.html', status: 200, lastmod: '2026-11-23', sitemap: true },
    { path: '/subscribed', file: 'subscribed.html', status: 200, lastmod: '2026-11-23', sitemap: false },
  ],
  redirects: [{ from: '/blog/test-kitchen-process', to: '/blog/test-kitchen', status: 301 }],
  notFound: [
    { prefix: '/', file: '404.html' },
    { prefix: '/blog/', file: 'blog/not-found.html' },
  ],
  scriptHashes: [LOADER_HASH],
};

/** The JavaScript of the fixture's one hashed asset. */
export const ASSET_JS = 'console.log("storefront");\n'.repeat(100);

/**
 * A stand-in for `nx run web:build` as the prerender contract describes it: `pages/` with the
 * manifest and its documents, Vite's `index.html` template, a hashed asset, public images, and
 * `.br`/`.gz` siblings of everything compressible (tools/scripts/compress-assets.mjs does that
 * to pages too). Returns the build directory; OUTSIDE_SECRET sits in its parent.
 */
export function fixtureWebBuild(manifest: PrerenderManifest = FIXTURE_MANIFEST): string {
  const root = mkdtempSync(join(tmpdir(), 'shop-web-'));
  writeFileSync(join(root, 'secret.txt'), OUTSIDE_SECRET);
  const dir = join(root, 'build');
  const write = (path: string, content: string, compressed = false) => {
    const file = join(dir, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
    if (compressed) {
      writeFileSync(`${file}.br`, brotliCompressSync(content));
      writeFileSync(`${file}.gz`, gzipSync(content));
    }
  };

  write('index.html', '<!doctype html><title>Vite template</title><div id="root"></div>');
  write('assets/index-abc123.js', ASSET_JS, true);
  write('images/a.svg', `<svg xmlns="http://www.w3.org/2000/svg">${'<circle r="1"/>'.repeat(60)}</svg>`, true);
  write('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  write('.vite/manifest.json', '{}');

  write('pages/manifest.json', JSON.stringify(manifest, null, 2));
  write('pages/index.html', page('Decadence, Reimagined for Keto', '/', '<section id="catalog">12 cookies</section>'), true);
  write('pages/blog/keto-mistakes.html', page('5 Keto Baking Mistakes', '/blog/keto-mistakes', '<article>Post body</article>'), true);
  write('pages/blog/test-kitchen.html', page('Inside the Test Kitchen', '/blog/test-kitchen', '<article>Post body</article>'), true);
  write('pages/privacy.html', page('Privacy Policy', '/privacy', '<article>What we collect</article>'), true);
  write('pages/subscribed.html', page('You are on the list', '/subscribed', '<p>Thanks</p>'), true);
  write(
    'pages/blog/not-found.html',
    page('Blog Post Not Found', '/blog', '<p>The blog post you&#39;re looking for doesn&#39;t exist.</p>'),
    true,
  );
  write('pages/404.html', page('404 Page Not Found', '/404', '<p>404 Page Not Found</p>'), true);
  return dir;
}
