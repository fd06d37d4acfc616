import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { isUUID } from 'class-validator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const VISITOR_COOKIE = 'shop_visitor';
/** A visitor keeps their order history for a year of inactivity-free browsing. */
const VISITOR_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
/**
 * Cookies are parsed on demand (`hook: false`): only the routes that need a visitor pay for it,
 * so sign-ups and static files stay as cheap as they can be.
 */
export async function registerVisitorCookies(app: FastifyInstance, secret: string): Promise<void> {
  await app.register(fastifyCookie, { secret, hook: false });
}

/**
 * The visitor's id from the signed cookie, or a new random one sent back in a fresh cookie when
 * the cookie is missing, unsigned, forged or tampered with (all treated the same: absent).
 */
function identifyVisitor(request: FastifyRequest, reply: FastifyReply): string {
  const header = request.headers.cookie;
  if (header) {
    const raw = request.server.parseCookie(header)[VISITOR_COOKIE];
    const { valid, value } = raw ? request.unsignCookie(raw) : { valid: false, value: null };
    if (valid && value && isUUID(value)) return value;
  }
  const visitorId = randomUUID();
  reply.setCookie(VISITOR_COOKIE, visitorId, {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    // request.protocol honours X-Forwarded-Proto only when trustProxy says so.
    secure: request.protocol === 'https',
    path: '/',
    maxAge: VISITOR_COOKIE_MAX_AGE_S,
  });
  return visitorId;
}

/** The current visitor's id; sets the visitor cookie when the request had no valid one. */
export const VisitorId = createParamDecorator((_data: unknown, context: ExecutionContext): string => {
  const http = context.switchToHttp();
  return identifyVisitor(http.getRequest<FastifyRequest>(), http.getResponse<FastifyReply>());
});
