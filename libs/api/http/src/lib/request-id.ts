import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { compile } from '@fastify/proxy-addr';
import type { AppConfig } from '@shop/api/config';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The header a request's id arrives in from a trusted proxy, and leaves in on every response. */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * What a proxy's id may look like: the characters of the usual forms (UUIDs, hex, nginx's
 * $request_id, AWS's `Root=1-…`, base64), at most 128 of them. Anything else (spaces, a header
 * sent twice, which Node joins with ", ", a line the log would carry) is replaced by our own.
 */
const REQUEST_ID = /^[A-Za-z0-9._~:@+=/-]{1,128}$/;

/**
 * Whether the immediate peer is a proxy TRUST_PROXY names, decided as Fastify decides whether to
 * believe its X-Forwarded-Proto (the same @fastify/proxy-addr rule, hop 0).
 */
function trustsPeer(trustProxy: AppConfig['trustProxy']): (address: string | undefined) => boolean {
  if (trustProxy === true) return () => true;
  if (trustProxy === false) return () => false;
  const trusted = compile(trustProxy);
  return (address) => address !== undefined && trusted(address, 0);
}

/**
 * Fastify's genReqId: the id of a request is the X-Request-Id a trusted proxy sent, when it has a
 * sane form, else a new UUID. Fastify's own ids (`req-1`, `req-2`...) count per process, so they
 * collide across replicas and restarts; a proxy's id lets an operator follow one request from the
 * load balancer's log into the shop's. The id is also left on the raw request, where the request
 * log (pino-http, whose default genReqId reads `req.id`) takes it, so the header and every log line
 * of the request agree.
 */
export function requestIdGenerator(trustProxy: AppConfig['trustProxy']): (request: IncomingMessage) => string {
  const trusted = trustsPeer(trustProxy);
  return (request) => {
    const given = request.headers[REQUEST_ID_HEADER];
    const id = typeof given === 'string' && REQUEST_ID.test(given) && trusted(request.socket?.remoteAddress) ? given : randomUUID();
    (request as IncomingMessage & { id?: unknown }).id = id;
    return id;
  };
}

/** Puts the request's id on every response: API, storefront, errors. */
export function registerRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    addRequestIdHeader(request, reply);
    done();
  });
}

/** Also for the few answers Fastify gives before any hook runs (a malformed URL). */
export function addRequestIdHeader(request: FastifyRequest, reply: FastifyReply): void {
  reply.header(REQUEST_ID_HEADER, request.id);
}
