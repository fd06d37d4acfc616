import { BadRequestException } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AppConfig } from '@shop/api/config';
import {
  addRequestIdHeader,
  createAppLogger,
  inputProblem,
  keepBodyText,
  NestPinoLogger,
  registerRequestIds,
  registerRequestLogging,
  requestIdGenerator,
  ShopValidationPipe,
} from '@shop/api/http';
import { registerSecurityHeaders, SecurityHeaders } from '@shop/api/security';
import { DropsSnapshot } from '@shop/api/drops';
import { Storefront } from '@shop/api/storefront';
import { registerVisitorCookies, resolveCookieSecret } from '@shop/api/visitor';
import type { ApiErrorBody } from '@shop/contract';
import { errorCodes, type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import secureJsonParse from 'secure-json-parse';
import { registerApiDocs } from './api-docs';
import { AppModule } from './app.module';

/** Largest request body accepted; a contact message of the longest fields fits, as UTF-8, with room. */
const BODY_LIMIT_BYTES = 32 * 1024;
/**
 * The admin API's, which staff's announcements pass through: 20,000 characters of text can be
 * 60 KB as UTF-8 and 120 KB as JSON escapes. Each field's own limit then refuses, naming the field.
 */
const ADMIN_BODY_LIMIT_BYTES = 128 * 1024;
const ADMIN_PATH = '/api/admin/';

/** Where RFC 8058 mail clients POST `List-Unsubscribe=One-Click`, as a form (see libs/api/notify). */
const ONE_CLICK_UNSUBSCRIBE_PATH = '/api/subscriptions/unsubscribe';

/**
 * The one exception to "JSON only": a mail client's one-click unsubscribe is a form POST whose
 * body RFC 8058 fixes (`List-Unsubscribe=One-Click`); the token is in the URL, so the body is read
 * and dropped. Any other route still answers a form with 415.
 */
function acceptOneClickUnsubscribeForm(fastify: FastifyInstance): void {
  fastify.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (request, _body, done) => {
    if (request.url.split('?')[0] === ONE_CLICK_UNSUBSCRIBE_PATH) done(null, {});
    else done(new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE(request.headers['content-type']), undefined);
  });
}

/** Decodes a body as UTF-8, throwing on any byte that is not: the decoder's default would store U+FFFD in its place. */
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * Fastify's own JSON parsing (secure-json-parse, with its defaults): a `__proto__` key anywhere in
 * a body, or a `constructor` holding a `prototype`, is refused before any code sees the object.
 * Fastify reports that refusal as "not valid JSON", which the body is not; here the answer names
 * the key and where it is, in the words the validation pipe uses for every key a body may not
 * carry (inputProblem, libs/api/http). Plain JSON.parse makes such a key an own property of a
 * throwaway object, so reading it for the message sets no prototype. The text stays on the parsed
 * body (keepBodyText), for the validation pipe's cache of bodies that passed. A body that is not
 * UTF-8 is refused rather than stored with replacement characters.
 */
function parseJsonBodies(fastify: FastifyInstance): void {
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, bytes, done) => {
    let body: string;
    try {
      body = utf8.decode(bytes as Buffer);
    } catch {
      return done(new BadRequestException('The request body must be UTF-8 text: it holds bytes that are not.'), undefined);
    }
    if (body === '') return done(new errorCodes.FST_ERR_CTP_EMPTY_JSON_BODY(), undefined);
    try {
      done(null, keepBodyText(secureJsonParse.parse(body), body));
    } catch (error) {
      const poisoned = error instanceof SyntaxError && /forbidden prototype property/.test(error.message);
      const problem = poisoned ? inputProblem(JSON.parse(body)) : undefined;
      done(problem ? new BadRequestException(problem) : new errorCodes.FST_ERR_CTP_INVALID_JSON_BODY(), undefined);
    }
  });
}

/** Builds the whole server (API + storefront) without listening, so tests drive the same app as production. */
export async function createApp(config: AppConfig): Promise<NestFastifyApplication> {
  // First, before the database opens: a build that cannot be served stops the process at once.
  const storefront = config.webDir ? new Storefront(config.webDir, config.publicUrl) : null;
  const securityHeaders = new SecurityHeaders(storefront?.scriptHashes);
  const cookieSecret = resolveCookieSecret(config);
  const adapter = new FastifyAdapter({
    trustProxy: config.trustProxy,
    genReqId: requestIdGenerator(config.trustProxy),
    bodyLimit: BODY_LIMIT_BYTES,
    // A request must arrive whole, headers and body, within this bound, or it is answered 408 and
    // its connection closed: a body that stops halfway held its connection for ever. Node's server
    // takes it only when it is made (Fastify's own option sets it later, which Node ignores), and
    // looks every connectionsCheckingInterval, so the bound holds to within a second.
    requestTimeout: config.requestTimeoutMs,
    http: { requestTimeout: config.requestTimeoutMs, connectionsCheckingInterval: 1000 },
    // A path with a malformed percent-escape (`/blog/%E0%A4%A`) is refused by Fastify's router
    // before any hook or route runs: the storefront's 404 page for a page request, else the
    // API's error shape, both with the security headers the onRequest hook would have added.
    frameworkErrors: (_error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      addRequestIdHeader(request, reply);
      securityHeaders.add(request, reply);
      if (storefront && Storefront.takes(request)) return storefront.sendNotFoundPage(request, reply);
      const body: ApiErrorBody = { statusCode: 400, error: 'Bad Request', message: 'The URL is malformed.' };
      return reply.code(400).type('application/json; charset=utf-8').send(body);
    },
  });
  // First of the hooks, so that every answer carries the request's id.
  registerRequestIds(adapter.getInstance());
  adapter.getInstance().addHook('onRoute', (route) => {
    if (route.url.startsWith(ADMIN_PATH)) route.bodyLimit = ADMIN_BODY_LIMIT_BYTES;
  });
  // JSON only: Fastify's own JSON parser stays, its text/plain parser goes, and Nest's
  // urlencoded parser is never added (bodyParser: false), so any other type is a 415.
  adapter.getInstance().removeContentTypeParser('text/plain');
  parseJsonBodies(adapter.getInstance());
  acceptOneClickUnsubscribeForm(adapter.getInstance());
  const logger = createAppLogger(config);
  registerRequestLogging(adapter.getInstance(), logger);
  // A module that fails to start (the database cannot be opened, say) is thrown to the caller,
  // which says what to fix (start-server.ts), instead of Nest logging it and exiting on its own.
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, {
    bufferLogs: true,
    autoFlushLogs: false,
    abortOnError: false,
    bodyParser: false,
  });
  app.useLogger(new NestPinoLogger(logger));
  // The landing page tells the current drop from the same shared snapshot as GET /api/drop.
  storefront?.useDrops(app.get(DropsSnapshot));
  app.setGlobalPrefix('api');
  app.useGlobalPipes(new ShopValidationPipe());
  await registerSecurityHeaders(app, config, securityHeaders);
  await registerVisitorCookies(app.getHttpAdapter().getInstance(), cookieSecret);
  registerApiDocs(app);
  await storefront?.register(app.getHttpAdapter().getInstance());
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  // Start-up logs were buffered until the pino logger took over; tests never call listen(),
  // which would flush them, so flush here and log the same way with or without a socket.
  app.flushLogs();
  return app;
}
