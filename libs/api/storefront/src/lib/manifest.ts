import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { DROP_PAGE_PHASES, isRouteKey, isScriptHashSource, PRERENDER_MANIFEST_FILE, type PrerenderManifest } from '@shop/contract';

/** The built storefront cannot be served as it is; the message says what to run. */
export class StorefrontBuildError extends Error {
  constructor(
    readonly webDir: string,
    readonly problems: string[],
  ) {
    super(`The storefront build in ${webDir} cannot be served:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'StorefrontBuildError';
  }
}

const REBUILD = 'build it again with `npm run build` (or `npx nx run web:build`)';
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Reads `pages/manifest.json` and checks everything the server relies on, so a broken build
 * stops the process at start-up with a list of what is wrong instead of answering 500s later.
 */
export function readManifest(webDir: string): PrerenderManifest {
  const file = join(webDir, PRERENDER_MANIFEST_FILE);
  if (!existsSync(file)) {
    throw new StorefrontBuildError(webDir, [`${PRERENDER_MANIFEST_FILE} is missing: the build predates prerendered pages; ${REBUILD}`]);
  }
  let manifest: PrerenderManifest;
  try {
    manifest = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new StorefrontBuildError(webDir, [`${PRERENDER_MANIFEST_FILE} is not valid JSON (${(error as Error).message}); ${REBUILD}`]);
  }

  const problems: string[] = [];
  const inManifest = (problem: string) => `${PRERENDER_MANIFEST_FILE}: ${problem}`;
  const broken = () => new StorefrontBuildError(webDir, problems.map(inManifest));
  const pagesDir = resolve(webDir, 'pages');
  const checkFile = (where: string, name: unknown) => {
    const full = typeof name === 'string' ? resolve(pagesDir, name) : '';
    if (!full.startsWith(pagesDir + sep)) problems.push(`${where}.file must be a path inside pages/ (got ${JSON.stringify(name)})`);
    else if (!existsSync(full) || !statSync(full).isFile()) problems.push(`${where}.file pages/${name} does not exist`);
  };

  if (manifest?.version !== 1) problems.push(`version must be 1 (got ${JSON.stringify(manifest?.version)})`);
  if (typeof manifest?.originPlaceholder !== 'string' || manifest.originPlaceholder.length < 8) {
    problems.push('originPlaceholder must be a string of at least 8 characters');
  }
  for (const key of ['pages', 'redirects', 'notFound'] as const) {
    if (!Array.isArray(manifest?.[key])) problems.push(`${key} must be an array`);
  }
  if (problems.length > 0) throw broken();

  const paths = new Set<string>();
  manifest.pages.forEach((page, i) => {
    const where = `pages[${i}]`;
    if (!isRouteKey(page.path))
      problems.push(`${where}.path must be lower case, start with / and have no trailing slash (got ${JSON.stringify(page.path)})`);
    else if (paths.has(page.path)) problems.push(`${where}.path ${page.path} appears twice`);
    paths.add(page.path);
    checkFile(where, page.file);
    if (page.dropVariants !== undefined) {
      if (page.dropVariants === null || typeof page.dropVariants !== 'object') problems.push(`${where}.dropVariants must be an object`);
      else
        for (const [phase, file] of Object.entries(page.dropVariants)) {
          if (!(DROP_PAGE_PHASES as readonly string[]).includes(phase))
            problems.push(`${where}.dropVariants.${phase} is not a drop phase (${DROP_PAGE_PHASES.join(', ')})`);
          checkFile(`${where}.dropVariants.${phase}`, file);
        }
    }
    if (!Number.isInteger(page.status) || page.status < 200 || page.status > 599)
      problems.push(`${where}.status must be an HTTP status (got ${JSON.stringify(page.status)})`);
    if (typeof page.lastmod !== 'string' || !DATE.test(page.lastmod))
      problems.push(`${where}.lastmod must be a date YYYY-MM-DD (got ${JSON.stringify(page.lastmod)})`);
    if (typeof page.sitemap !== 'boolean') problems.push(`${where}.sitemap must be true or false`);
  });
  manifest.redirects.forEach((redirect, i) => {
    const where = `redirects[${i}]`;
    if (!isRouteKey(redirect.from))
      problems.push(`${where}.from must be lower case, start with / and have no trailing slash (got ${JSON.stringify(redirect.from)})`);
    else if (paths.has(redirect.from)) problems.push(`${where}.from ${redirect.from} is also a page`);
    // Only to a page of this build: a redirect can then never leave the shop (no open redirect).
    if (!paths.has(redirect.to))
      problems.push(`${where}.to must be the path of a page in the manifest (got ${JSON.stringify(redirect.to)})`);
    if (redirect.status !== 301) problems.push(`${where}.status must be 301 (got ${JSON.stringify(redirect.status)})`);
  });
  manifest.notFound.forEach((entry, i) => {
    const where = `notFound[${i}]`;
    if (typeof entry.prefix !== 'string' || !entry.prefix.startsWith('/') || entry.prefix !== entry.prefix.toLowerCase()) {
      problems.push(`${where}.prefix must be a lower-case path starting with / (got ${JSON.stringify(entry.prefix)})`);
    }
    checkFile(where, entry.file);
  });
  if (!manifest.notFound.some((entry) => entry.prefix === '/'))
    problems.push('notFound must have an entry for the prefix / (the 404 page)');
  // Each goes into the Content-Security-Policy as it is: a hash source, nothing that could widen it.
  if (!Array.isArray(manifest.scriptHashes)) problems.push(`scriptHashes must be an array; ${REBUILD}`);
  else
    manifest.scriptHashes.forEach((hash, i) => {
      if (!isScriptHashSource(hash))
        problems.push(`scriptHashes[${i}] must be a CSP hash source 'sha256-<base64>' (got ${JSON.stringify(hash)})`);
    });

  if (problems.length > 0) throw broken();
  return manifest;
}
