import helmet, { type HelmetOptions } from 'helmet';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AppConfig } from '@shop/api/config';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** One year, as browsers' HSTS preload lists expect. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The Content-Security-Policy of the storefront and the API docs.
 * - Scripts only from the shop's own origin, plus the prerendered pages' inline scripts named by
 *   their SHA-256 hash (the loader that fetches the app after the first paint; a hash allows
 *   exactly those bytes): no other inline script, no eval, nothing third-party. The pages'
 *   JSON-LD (`<script type="application/ld+json">`) is a data block, never executed, so it needs
 *   no exception.
 * - Styles from the own origin plus 'unsafe-inline': MUI styles through Emotion, which writes
 *   <style> elements at run time (and the prerendered pages inline their critical CSS). A nonce
 *   would need every page rendered per request (they are prerendered, the same bytes for every
 *   visitor) and the nonce threaded into Emotion's cache; inline styles cannot
 *   run code, so the trade is acceptable. The Swagger UI at /api/docs needs the same (one inline
 *   <style>), and nothing more, so one policy covers every page.
 * - Images from the own origin (the catalog artwork is self-hosted) and data: URLs (inline SVG icons).
 * - Everything else falls back to default-src, the own origin: fetches (connect-src), frames, and
 *   fonts, of which the shop and the Swagger UI load none (they use the system's).
 * - No upgrade-insecure-requests: HSTS does that job over HTTPS, and over plain HTTP (a laptop,
 *   a LAN address) it would break every asset.
 */
function contentSecurityPolicy(scriptHashes: readonly string[]) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...scriptHashes],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:'],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
    upgradeInsecureRequests: null,
  };
}

function helmetOptions(scriptHashes: readonly string[]): HelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(scriptHashes) },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Sent below only when the request really came over HTTPS: over HTTP it would be ignored at
    // best, and at worst pin a plain-HTTP development host to HTTPS.
    strictTransportSecurity: false,
    // The Swagger UI and the storefront load nothing cross-origin that needs CORP/COEP opt-in.
    crossOriginEmbedderPolicy: false,
    // Read by no browser the shop supports, and every byte of a page's headers counts against its
    // first round trip (libs/web/startup/RULES.md, "Fourteen kilobytes"): X-XSS-Protection: 0
    // only switched off the XSS auditors browsers no longer have (Chrome dropped its own in
    // version 78), and X-Download-Options was Internet Explorer 8's.
    xXssProtection: false,
    xDownloadOptions: false,
  };
}

/**
 * What an /api answer (JSON, or nothing) carries instead: the OWASP REST Security Cheat Sheet's
 * set. It is never a page, so it gets the strictest policy (nothing may load, nothing may frame
 * it, nothing may sniff it into a script or embed it from another site), and it is about a
 * visitor (their orders, their sign-up) or staff, so no cache keeps it; a route that may be cached
 * says so itself (GET /api/drop). The document headers (referrer, opener, origin cluster, DNS
 * prefetch) govern what a page does, which a JSON answer never does; leaving them off shortens
 * every answer's headers by about 400 bytes, which a phone on a slow link and a drop's crowd both
 * feel.
 */
const API_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'cache-control': 'no-store',
};

/** The API's paths (told apart as the storefront tells them, case and all), less the Swagger UI's page and files. */
const API_ANSWER = /^\/api(?!\/docs(?:[/?]|$))(?:[/?]|$)/i;

/** Whether a request is answered by the API (JSON) rather than with a page or a file of one. */
export function isApiAnswer(url: string): boolean {
  return API_ANSWER.test(url);
}

/** Puts the security headers on a reply: the API set for /api answers, Helmet's for pages, files and the API docs. */
export type AddSecurityHeaders = (request: FastifyRequest, reply: FastifyReply) => void;

/** `scriptHashes`: the CSP sources of the inline scripts the storefront's pages carry (`Storefront.scriptHashes`). */
export function securityHeaders(scriptHashes: readonly string[] = []): AddSecurityHeaders {
  const documentHeaders = helmet(helmetOptions(scriptHashes));
  return (request, reply) => {
    if (isApiAnswer(request.url)) reply.headers(API_HEADERS);
    else
      documentHeaders(request.raw, reply.raw, (error?: unknown) => {
        if (error) throw error;
      });
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  };
}

/**
 * Security headers for every response (API, storefront, docs) and CORS for the configured
 * allow-list. Registered before any route so every route gets them.
 */
export async function registerSecurityHeaders(
  app: NestFastifyApplication,
  config: AppConfig,
  addHeaders: AddSecurityHeaders,
): Promise<void> {
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onRequest', (request, reply, done) => {
    addHeaders(request, reply);
    done();
  });

  // Same origin needs no CORS headers, and without an allow-list (the default: the storefront and
  // the API share one origin) no CORS handling runs at all. Otherwise only listed origins, with cookies.
  if (config.corsOrigins.length === 0) return;
  const allowed = new Set(config.corsOrigins);
  app.enableCors({
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    credentials: true,
    methods: ['GET', 'HEAD', 'POST'],
    allowedHeaders: ['Content-Type', 'Idempotency-Key'],
    // So a partner's script can quote the id of a failed call (libs/api/http, request-id.ts).
    exposedHeaders: ['X-Request-Id'],
    maxAge: 600,
  });
}
