import type { Server } from 'node:http';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AppConfig } from '@shop/api/config';
import { DropsSnapshot } from '@shop/api/drops';
import { addRequestIdHeader, registerRequestIds, requestIdGenerator } from '@shop/api/http';
import { registerSecurityHeaders, securityHeaders } from '@shop/api/security';
import { Storefront } from '@shop/api/storefront';
import { acceptBodies, BODY_LIMIT_BYTES, shopValidationPipe } from '@shop/api/validation';
import { registerVisitorCookies, resolveCookieSecret } from '@shop/api/visitor';
import type { ApiErrorBody } from '@shop/contract';
import type { FastifyError, FastifyHttpOptions, FastifyReply, FastifyRequest } from 'fastify';
import { Logger } from 'nestjs-pino';
import { registerApiDocs } from './api-docs';
import { AppModule } from './app.module';
import { useLogLevel } from './logging';

/** Builds the whole server (API + storefront) without listening, so tests drive the same app as production. */
export async function createApp(config: AppConfig): Promise<NestFastifyApplication> {
  // First, before the database opens: a build that cannot be served stops the process at once.
  const storefront = config.webDir ? new Storefront(config.webDir, config.publicUrl) : null;
  const addSecurityHeaders = securityHeaders(storefront?.scriptHashes);
  const cookieSecret = resolveCookieSecret(config);
  const options: FastifyHttpOptions<Server> = {
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
      addSecurityHeaders(request, reply);
      if (storefront && Storefront.takes(request)) return storefront.sendNotFoundPage(request, reply);
      const body: ApiErrorBody = { statusCode: 400, error: 'Bad Request', message: 'The URL is malformed.' };
      return reply.code(400).type('application/json; charset=utf-8').send(body);
    },
  };
  const adapter = new FastifyAdapter(options);
  // First of the hooks, so that every answer carries the request's id.
  registerRequestIds(adapter.getInstance());
  acceptBodies(adapter.getInstance());
  // A module that fails to start (the database cannot be opened, say) is thrown to the caller,
  // which says what to fix (start-server.ts), instead of Nest logging it and exiting on its own.
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, {
    bufferLogs: true,
    autoFlushLogs: false,
    abortOnError: false,
    bodyParser: false,
  });
  app.useLogger(app.get(Logger));
  useLogLevel(config);
  // The landing page tells the current drop from the same shared snapshot as GET /api/drop.
  storefront?.useDrops(app.get(DropsSnapshot));
  app.useGlobalPipes(shopValidationPipe());
  await registerSecurityHeaders(app, config, addSecurityHeaders);
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
