// What the web build hands the server about its prerendered pages: `pages/manifest.json` in the
// built storefront (the full agreement: docs/architecture.md, "How the pieces fit"). The web build writes
// it; the API answers every storefront route from it.

import type { DropPagePhase } from './drop-page';

/** Where the manifest sits inside the built storefront directory. */
export const PRERENDER_MANIFEST_FILE = 'pages/manifest.json';

/** A prerendered route. `path` is lower case without a trailing slash (except `/`); `file` is relative to `pages/`. */
export interface PrerenderedPage {
  path: string;
  file: string;
  status: number;
  /** YYYY-MM-DD, from the content (a post's date), not the build time, so two builds of one commit are identical. */
  lastmod: string;
  /** false keeps the page out of the sitemap (a noindex page). */
  sitemap: boolean;
  /**
   * The page as it reads in each phase of a drop (files in `pages/`, with DROP_PAGE_SENTINELS where
   * the drop's times go); `file` is the page while no drop was ever scheduled. Only pages that tell
   * the drop (the landing page's hero) have them.
   */
  dropVariants?: Partial<Record<DropPagePhase, string>>;
}

export interface PrerenderManifest {
  version: 1;
  /** Written wherever a page needs the shop's absolute origin; the server replaces it with PUBLIC_URL. */
  originPlaceholder: string;
  pages: PrerenderedPage[];
  /** Old addresses answered with a redirect to the page's one canonical path. */
  redirects: { from: string; to: string; status: 301 }[];
  /**
   * The document answered (with status 404) for unknown paths one segment under `prefix` (as the
   * app's `/blog/{slug}` reads them); the longest matching prefix wins, and `/` matches every path.
   */
  notFound: { prefix: string; file: string }[];
  /**
   * The Content-Security-Policy sources (`'sha256-…'`) of the inline scripts the pages carry (the
   * loader that fetches the app after the first paint), which the server adds to `script-src`.
   */
  scriptHashes: string[];
}

/**
 * Whether `value` is a Content-Security-Policy hash source for a SHA-256 digest (`'sha256-…='`,
 * 44 characters of base64): the only form of `scriptHashes` entry the server puts into its policy,
 * so a build can never widen `script-src` beyond exact scripts.
 */
export function isScriptHashSource(value: unknown): value is string {
  return typeof value === 'string' && /^'sha256-[A-Za-z0-9+/]{43}='$/.test(value);
}
