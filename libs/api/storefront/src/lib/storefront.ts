import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { type PrerenderManifest, routeKey } from '@shop/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CachedDocument } from './cached-document';
import { robotsTxt, sitemapXml } from './crawler-files';
import { DropPage, type DropSource } from './drop-pages';
import { readManifest } from './manifest';
import { decodeRequestPath, safeQuery } from './request-path';
import { listStaticFiles, SHORT_CACHE } from './static-files';

const HTML = 'text/html; charset=utf-8';
const API_PATH = /^\/api(\/|$)/i;

interface Route {
  document: CachedDocument;
  status: number;
  /** For a page that tells the drop: the document for the current one. */
  dropPage?: DropPage;
}

/**
 * The built storefront, loaded once: its static files, and every prerendered page, not-found
 * page, the sitemap and robots.txt held in memory with the shop's public origin written in.
 * `answer` is the one handler for every GET/HEAD outside /api.
 */
export class Storefront {
  private readonly staticFiles: Map<string, string>;
  private readonly routes = new Map<string, Route>();
  private readonly redirects = new Map<string, string>();
  /** Longest prefix first, ending with `/`, which matches every path (see `coversPath`). */
  private readonly notFound: { prefix: string; document: CachedDocument }[];
  /** The not-found document for `/`: "404 Page Not Found". */
  private readonly notFoundPage: CachedDocument;
  /** CSP sources of the pages' inline scripts, for `script-src` (see `securityHeaders`). */
  readonly scriptHashes: readonly string[];
  /** Where pages that tell the drop read it; until `useDrops`, they say no drop exists. */
  private drops: DropSource | undefined;

  constructor(
    readonly webDir: string,
    publicUrl: string,
  ) {
    const manifest: PrerenderManifest = readManifest(webDir);
    this.staticFiles = listStaticFiles(webDir);
    this.scriptHashes = manifest.scriptHashes;

    const documents = new Map<string, CachedDocument>();
    const text = (file: string) => readFileSync(join(webDir, 'pages', file), 'utf8').replaceAll(manifest.originPlaceholder, publicUrl);
    const html = (file: string) => {
      if (!documents.has(file)) documents.set(file, new CachedDocument(Buffer.from(text(file)), HTML));
      return documents.get(file) as CachedDocument;
    };
    const generated = (body: string, contentType: string) => ({
      document: new CachedDocument(Buffer.from(body), contentType),
      status: 200,
    });

    for (const page of manifest.pages) {
      const document = html(page.file);
      const variants = page.dropVariants
        ? Object.fromEntries(Object.entries(page.dropVariants).map(([phase, file]) => [phase, text(file)]))
        : undefined;
      this.routes.set(page.path, { document, status: page.status, dropPage: variants && new DropPage(document, variants, HTML) });
    }
    this.routes.set('/sitemap.xml', generated(sitemapXml(manifest, publicUrl), 'application/xml; charset=utf-8'));
    this.routes.set('/robots.txt', generated(robotsTxt(publicUrl), 'text/plain; charset=utf-8'));
    for (const redirect of manifest.redirects) this.redirects.set(redirect.from, redirect.to);
    this.notFound = manifest.notFound
      .map((entry) => ({ prefix: entry.prefix, document: html(entry.file) }))
      .sort((a, b) => b.prefix.length - a.prefix.length);
    this.notFoundPage = html(manifest.notFound.find((entry) => entry.prefix === '/')?.file as string);
  }

  /**
   * GET/HEAD of any path the API has no route for. In order: /api paths go back to Nest (its
   * JSON 404); a path that cannot be decoded safely gets the 404 page; a file of the build is
   * sent as a file; then the generated routes and pages, the redirects, and the not-found page
   * of the longest matching prefix, with 404.
   */
  async answer(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const url = request.url;
    const path = decodeRequestPath(url);
    if (API_PATH.test(url) || (path !== undefined && API_PATH.test(path))) return reply.callNotFound();
    if (path === undefined) return this.sendNotFoundPage(request, reply);

    const cacheControl = this.staticFiles.get(path);
    if (cacheControl) {
      await reply.header('cache-control', cacheControl).sendFile(path);
      return;
    }

    const key = routeKey(path);
    const route = this.routes.get(key);
    if (route) {
      const document = route.dropPage ? await route.dropPage.document(this.drops) : route.document;
      return document.send(request, reply, route.status);
    }

    const target = this.redirects.get(key);
    if (target) {
      // One address per post: shares and links add up on the canonical URL. An hour's cache,
      // not a browser's "forever" for an uncached 301, so a later build can still take it back.
      await reply.header('cache-control', SHORT_CACHE).redirect(target + safeQuery(url), 301);
      return;
    }

    const notFound = this.notFound.find((entry) => coversPath(entry.prefix, key))?.document ?? this.notFoundPage;
    return notFound.send(request, reply, 404);
  }

  /** The 404 page, for a path that cannot name anything the shop has. */
  sendNotFoundPage(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    return this.notFoundPage.send(request, reply, 404);
  }

  /** Whether a request is the storefront's to answer: GET or HEAD outside /api. */
  static takes(request: FastifyRequest): boolean {
    return (request.method === 'GET' || request.method === 'HEAD') && !API_PATH.test(request.url);
  }

  /** Pages that tell the drop (the landing page) say the current one from now on. */
  useDrops(drops: DropSource): void {
    this.drops = drops;
  }

  /** Serves the storefront on every GET/HEAD path that no API route takes. */
  async register(app: FastifyInstance): Promise<void> {
    // serve: false: no route of its own, only reply.sendFile for the files listed above, with
    // precompressed siblings chosen by Accept-Encoding; Cache-Control is set per file above.
    await app.register(fastifyStatic, {
      root: this.webDir,
      serve: false,
      preCompressed: true,
      cacheControl: false,
      etag: true,
      lastModified: true,
    });
    app.get('/*', (request, reply) => this.answer(request, reply));
  }
}

/**
 * Whether a not-found document's prefix covers `path`: `/` covers every path; another prefix the
 * paths one segment below it, as the app's routes read them (`/blog/{slug}` is one segment, and
 * `/blog/a/b` is "any other path", spec §2), so the server's 404 page is the one the app renders.
 */
export function coversPath(prefix: string, path: string): boolean {
  if (prefix === '/') return true;
  return path.startsWith(prefix) && path.length > prefix.length && !path.slice(prefix.length).includes('/');
}
