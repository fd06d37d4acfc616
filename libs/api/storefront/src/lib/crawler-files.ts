import type { PrerenderManifest } from '@shop/contract';

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]);

/**
 * The sitemap (sitemaps.org protocol): every page the build marks for it, served with 200, at its
 * canonical absolute URL, with the date its content last changed.
 */
export function sitemapXml(manifest: PrerenderManifest, origin: string): string {
  const urls = manifest.pages
    .filter((page) => page.sitemap && page.status === 200)
    .map((page) => `  <url><loc>${escapeXml(origin + page.path)}</loc><lastmod>${page.lastmod}</lastmod></url>\n`)
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}</urlset>\n`;
}

/** Crawlers may read every page; the JSON API is no content, and the sitemap lists the pages. */
export function robotsTxt(origin: string): string {
  return `User-agent: *\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`;
}
