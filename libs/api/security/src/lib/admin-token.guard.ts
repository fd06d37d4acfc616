import { timingSafeEqual } from 'node:crypto';
import { type CanActivate, type ExecutionContext, ForbiddenException, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@shop/api/config';
import type { FastifyRequest } from 'fastify';

/**
 * The admin API (announcements, erasures) answers only `Authorization: Bearer <ADMIN_TOKEN>`, and
 * nobody when ADMIN_TOKEN is unset. It lives here, not in a feature, so every admin route is held
 * to the same rule.
 */
@Injectable()
export class AdminTokenGuard implements CanActivate {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  canActivate(context: ExecutionContext): boolean {
    const expected = this.config.adminToken;
    if (!expected) throw new ForbiddenException('The admin API is off: set ADMIN_TOKEN on the server to use it.');
    const header = context.switchToHttp().getRequest<FastifyRequest>().headers.authorization ?? '';
    const given = Buffer.from(header.replace(/^Bearer /, ''));
    const wanted = Buffer.from(expected);
    if (!header.startsWith('Bearer ') || given.length !== wanted.length || !timingSafeEqual(given, wanted)) {
      throw new UnauthorizedException('The admin token is missing or wrong (Authorization: Bearer <ADMIN_TOKEN>).');
    }
    return true;
  }
}
