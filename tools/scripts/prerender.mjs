// The web build's last step: every route of the storefront as a finished HTML page, with its own
// head (title, description, canonical, Open Graph, JSON-LD) and the critical CSS inlined, plus the
// social cards and `pages/manifest.json`, the list the API serves them from (PrerenderManifest in
// libs/shared/contract; docs/architecture.md, "How the pieces fit").
//   node tools/scripts/prerender.mjs <web build dir> <prerender bundle dir>
// Runs after `vite build` (the browser build, whose index.html is the template) and
// `vite build --ssr` (the bundle that renders a route). Deterministic: two builds of one commit
// write the same bytes, since nothing here reads the clock.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { drawSocialCard, headingDrawn } from './social-card.mjs';

const [webDir, bundleDir] = process.argv.slice(2).map((dir) => resolve(dir));
if (!webDir || !bundleDir) {
  console.error('usage: node tools/scripts/prerender.mjs <web build dir> <prerender bundle dir>');
  process.exit(2);
}

/** Written wherever a page needs the shop's absolute origin; the API puts PUBLIC_URL there. */
const ORIGIN = 'https://public-url.invalid';

const entry = await import(pathToFileURL(join(bundleDir, 'entry-server.mjs')).href);

/**
 * The template is the browser build's index.html, whose one inline script is the loader that
 * fetches the app after the first paint (libs/web/startup: written as source there, minified into
 * index.html by the build). Inline, it is allowed by its SHA-256 hash alone (`scriptHashes` in the
 * manifest, which the server puts in `script-src`); no other inline script is.
 */
const template = readFileSync(join(webDir, 'index.html'), 'utf8');
const loaders = [...template.matchAll(/<script>([^<]+)<\/script>/g)].map((match) => match[1]);
if (loaders.length !== 1) throw new Error(`${join(webDir, 'index.html')}: expected one inline loader script, found ${loaders.length}`);
const boot = { loader: loaders[0], hash: `'sha256-${createHash('sha256').update(loaders[0]).digest('base64')}'` };

const escapeHtml = (text) => String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
// JSON-LD is data, not script, but it sits in a <script> element: "</script>" must not close it.
// escapeHtml is for attribute and text content alike.
const jsonLdBlock = (data) => `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;

function headTags(head) {
  const meta = (attr, key, value) => `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    head.canonical ? `<link rel="canonical" href="${escapeHtml(head.canonical)}" />` : meta('name', 'robots', 'noindex'),
    meta('property', 'og:site_name', 'The Cookie Drop'),
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    ...(head.canonical ? [meta('property', 'og:url', head.canonical)] : []),
    meta('property', 'og:image', head.ogImage),
    meta('property', 'og:image:type', 'image/png'),
    meta('property', 'og:image:width', '1200'),
    meta('property', 'og:image:height', '630'),
    meta('property', 'og:image:alt', head.ogImageAlt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.ogImage),
    meta('name', 'twitter:image:alt', head.ogImageAlt),
    ...head.jsonLd.map(jsonLdBlock),
  ].join('\n    ');
}

async function renderDocument(path, dropPhase) {
  const { appHtml, styleTags } = await entry.renderPage(path, dropPhase);
  const head = entry.headOf(path, ORIGIN);
  const page = template
    .replace(/<title>[^<]*<\/title>\s*<meta name="description" content="[^"]*"\s*\/?>/, () => headTags(head))
    .replace('</head>', () => `    ${styleTags}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${appHtml}</div>`);
  if (!page.includes(appHtml) || !page.includes(head.title.replace(/&/g, '&amp;')))
    throw new Error(`the template ${join(webDir, 'index.html')} lacks <title>, the description or #root`);
  // The loader, allowed by its hash, is the one inline script; any other would be blocked by the CSP.
  for (const [, attributes, body] of page.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\ssrc=|type="application\/ld\+json"/.test(attributes) || body === boot.loader) continue;
    throw new Error(`${path}: <script${attributes}>${body.slice(0, 80)}: an inline script that script-src does not allow`);
  }
  return page;
}

const pagesDir = join(webDir, 'pages');
mkdirSync(pagesDir, { recursive: true });
const fileOf = (path) => (path === '/' ? 'index.html' : `${path.slice(1).replace(/\//g, '--')}.html`);
/** A page that tells the drop names these in the phases that have them: the server writes the real times over them. */
const dropTimesIn = { scheduled: [entry.DROP_PAGE_SENTINELS.opensAt], open: [entry.DROP_PAGE_SENTINELS.closesAt], closed: [] };

// Everything written comes from the app's route table (apps/web/src/app/routing/routes.tsx).
const plan = entry.prerenderPlan();
const manifest = { version: 1, originPlaceholder: ORIGIN, pages: [], redirects: [], notFound: [], scriptHashes: [boot.hash] };
for (const page of plan.pages) {
  const file = fileOf(page.path);
  writeFileSync(join(pagesDir, file), await renderDocument(page.path));
  const listed = { path: page.path, file, status: 200, lastmod: page.lastmod, sitemap: page.sitemap ?? true };
  if (page.dropVariants) {
    // The page once per drop phase (DropPagePhase): the server serves the current phase's.
    listed.dropVariants = {};
    for (const phase of entry.DROP_PAGE_PHASES) {
      const variant = file.replace(/\.html$/, `.drop-${phase}.html`);
      const html = await renderDocument(page.path, phase);
      const missing = dropTimesIn[phase].filter((sentinel) => !html.includes(sentinel));
      if (missing.length) throw new Error(`${page.path} (drop ${phase}): the page does not name the drop's time ${missing.join(', ')}`);
      writeFileSync(join(pagesDir, variant), html);
      listed.dropVariants[phase] = variant;
    }
  }
  manifest.pages.push(listed);
}
for (const redirect of plan.redirects) manifest.redirects.push({ ...redirect, status: 301 });
for (const { prefix, sample, file } of plan.notFound) {
  writeFileSync(join(pagesDir, file), await renderDocument(sample));
  manifest.notFound.push({ prefix, file });
}
writeFileSync(join(pagesDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);

// Social cards: one 1200×630 PNG per card (social-card.mjs), drawn from the shop's own artwork.
const ogDir = join(webDir, 'og');
mkdirSync(ogDir, { recursive: true });
const publicDir = resolve(import.meta.dirname, '../../apps/web/public');
for (const card of plan.ogCards) {
  const drawn = drawSocialCard({ artworkSvg: readFileSync(join(publicDir, card.artwork)), kicker: card.kicker, heading: card.heading });
  if (!headingDrawn(drawn))
    throw new Error(`og/${card.name}.png: the heading "${card.heading}" was not drawn (are the fonts of dejavu-fonts-ttf installed?)`);
  writeFileSync(join(ogDir, `${card.name}.png`), drawn.png);
}

console.log(
  `prerendered ${manifest.pages.length} pages, ${manifest.notFound.length} not-found pages, ${manifest.redirects.length} redirects and ${plan.ogCards.length} social cards into ${webDir}`,
);
