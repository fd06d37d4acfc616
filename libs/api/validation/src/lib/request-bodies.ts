import { BadRequestException } from '@nestjs/common';
import { errorCodes, type FastifyInstance } from 'fastify';
import secureJsonParse from 'secure-json-parse';
import { inputProblem } from './input-rules';

/** Largest request body accepted; a contact message of the longest fields fits, as UTF-8, with room. */
export const BODY_LIMIT_BYTES = 32 * 1024;
/**
 * The admin API's, which staff's announcements pass through: 20,000 characters of text can be
 * 60 KB as UTF-8 and 120 KB as JSON escapes. Each field's own limit then refuses, naming the field.
 */
const ADMIN_BODY_LIMIT_BYTES = 128 * 1024;

/** Where RFC 8058 mail clients POST `List-Unsubscribe=One-Click`, as a form (see libs/api/notify). */
export const ONE_CLICK_UNSUBSCRIBE_PATH = '/api/subscriptions/unsubscribe';

/** Decodes a body as UTF-8, throwing on any byte that is not: the decoder's default would store U+FFFD in its place. */
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * The bodies the API takes, held to the rules every body is held to before a DTO sees it:
 * - JSON only: Fastify's text/plain parser goes, and Nest's urlencoded parser is never added
 *   (bodyParser: false in create-app), so any other type is a 415. The one exception is a mail
 *   client's one-click unsubscribe, a form POST whose body RFC 8058 fixes; its token is in the URL,
 *   so the body is read and dropped.
 * - UTF-8: a body that is not is refused rather than stored with replacement characters.
 * - Fastify's own JSON parsing (secure-json-parse): a `__proto__` key anywhere, or a `constructor`
 *   holding a `prototype`, is refused before any code sees the object. Fastify reports that as
 *   "not valid JSON", which the body is not; here the answer names the key and where it is. Plain
 *   JSON.parse makes such a key an own property of a throwaway object, so reading it for the
 *   message sets no prototype.
 * - Then inputProblem, on the body and the query string of every API call, before guards, pipes
 *   and DTOs (class-transformer would overflow its stack on a deep body).
 * - Admin routes take ADMIN_BODY_LIMIT_BYTES, every other BODY_LIMIT_BYTES (Fastify's bodyLimit).
 */
export function acceptBodies(fastify: FastifyInstance): void {
  fastify.removeContentTypeParser(['text/plain', 'application/json']);
  fastify.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, bytes, done) => {
    let body: string;
    try {
      body = utf8.decode(bytes as Buffer);
    } catch {
      return done(new BadRequestException('The request body must be UTF-8 text: it holds bytes that are not.'), undefined);
    }
    if (body === '') return done(new errorCodes.FST_ERR_CTP_EMPTY_JSON_BODY(), undefined);
    try {
      done(null, secureJsonParse.parse(body));
    } catch (error) {
      const poisoned = error instanceof SyntaxError && /forbidden prototype property/.test(error.message);
      const problem = poisoned ? inputProblem(JSON.parse(body)) : undefined;
      done(problem ? new BadRequestException(problem) : new errorCodes.FST_ERR_CTP_INVALID_JSON_BODY(), undefined);
    }
  });
  fastify.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (request, _body, done) => {
    if (request.url.split('?')[0] === ONE_CLICK_UNSUBSCRIBE_PATH) done(null, {});
    else done(new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE(request.headers['content-type']), undefined);
  });
  fastify.addHook('preValidation', (request, _reply, done) => {
    const problem = request.url.startsWith('/api/') ? (inputProblem(request.body) ?? inputProblem(request.query)) : undefined;
    done(problem ? new BadRequestException(problem) : undefined);
  });
  fastify.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/admin/')) route.bodyLimit = ADMIN_BODY_LIMIT_BYTES;
  });
}
