import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '@shop/api/config';
import { StorefrontBuildError } from '@shop/api/storefront';
import { createApp } from '../src/app/create-app';
import { FIXTURE_MANIFEST, fixtureWebBuild } from './testing/web-build';

/** What `createApp` (and so `npm start`) throws for a build, before any database is opened. */
async function startUpError(webDir: string): Promise<StorefrontBuildError> {
  const config = loadConfig({ WEB_DIR: webDir, DATA_DIR: mkdtempSync(join(tmpdir(), 'shop-data-')), LOG_LEVEL: 'silent' });
  const error = await createApp(config).then(
    async (app) => {
      await app.close();
      return new Error('the app started');
    },
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(StorefrontBuildError);
  return error as StorefrontBuildError;
}

describe('a storefront build the server cannot serve stops start-up', () => {
  it('says to run the web build when pages/ is missing (a build from before prerendering)', async () => {
    const webDir = fixtureWebBuild();
    rmSync(join(webDir, 'pages'), { recursive: true });
    const error = await startUpError(webDir);
    expect(error.message).toBe(
      `The storefront build in ${webDir} cannot be served:\n  - pages/manifest.json is missing: the build predates prerendered pages; build it again with \`npm run build\` (or \`npx nx run web:build\`)`,
    );
  });

  it('lists every problem of a broken manifest', async () => {
    const webDir = fixtureWebBuild({
      ...FIXTURE_MANIFEST,
      pages: [
        ...FIXTURE_MANIFEST.pages,
        { path: '/Terms/', file: 'terms.html', status: 200, lastmod: 'yesterday', sitemap: true },
        { path: '/escape', file: '../index.html', status: 200, lastmod: '2026-11-23', sitemap: true },
      ],
      redirects: [{ from: '/old', to: 'https://elsewhere.example/', status: 301 }],
      notFound: [{ prefix: '/blog/', file: 'blog/not-found.html' }],
      // Anything but a hash source would widen script-src.
      scriptHashes: ["'unsafe-inline'", "'sha256-short='"],
    });
    const { problems } = await startUpError(webDir);
    expect(problems).toEqual([
      'pages/manifest.json: pages[5].path must be lower case, start with / and have no trailing slash (got "/Terms/")',
      'pages/manifest.json: pages[5].file pages/terms.html does not exist',
      'pages/manifest.json: pages[5].lastmod must be a date YYYY-MM-DD (got "yesterday")',
      'pages/manifest.json: pages[6].file must be a path inside pages/ (got "../index.html")',
      'pages/manifest.json: redirects[0].to must be the path of a page in the manifest (got "https://elsewhere.example/")',
      'pages/manifest.json: notFound must have an entry for the prefix / (the 404 page)',
      `pages/manifest.json: scriptHashes[0] must be a CSP hash source 'sha256-<base64>' (got "'unsafe-inline'")`,
      `pages/manifest.json: scriptHashes[1] must be a CSP hash source 'sha256-<base64>' (got "'sha256-short='")`,
    ]);
  });

  it("checks a page's drop-phase files as it checks the page's own", async () => {
    const webDir = fixtureWebBuild({
      ...FIXTURE_MANIFEST,
      pages: [
        ...FIXTURE_MANIFEST.pages,
        {
          path: '/drop',
          file: 'index.html',
          status: 200,
          lastmod: '2026-11-25',
          sitemap: true,
          dropVariants: { open: 'index.drop-open.html', later: 'index.html' } as Record<string, string>,
        },
      ],
    });
    const { problems } = await startUpError(webDir);
    expect(problems).toEqual([
      'pages/manifest.json: pages[5].dropVariants.open.file pages/index.drop-open.html does not exist',
      'pages/manifest.json: pages[5].dropVariants.later is not a drop phase (scheduled, open, closed)',
    ]);
  });

  it('refuses a manifest without scriptHashes (a build from before the inline loader)', async () => {
    const { scriptHashes: _omitted, ...older } = FIXTURE_MANIFEST;
    const webDir = fixtureWebBuild(older as typeof FIXTURE_MANIFEST);
    expect((await startUpError(webDir)).problems).toEqual([
      'pages/manifest.json: scriptHashes must be an array; build it again with `npm run build` (or `npx nx run web:build`)',
    ]);
  });

  it('refuses a manifest of another version or that is not JSON', async () => {
    const webDir = fixtureWebBuild({ ...FIXTURE_MANIFEST, version: 2 as 1 });
    expect((await startUpError(webDir)).problems).toEqual(['pages/manifest.json: version must be 1 (got 2)']);
    writeFileSync(join(webDir, 'pages/manifest.json'), '{ "version": 1,');
    expect((await startUpError(webDir)).problems[0]).toMatch(/^pages\/manifest.json is not valid JSON \(.+\); build it again/);
  });
});
