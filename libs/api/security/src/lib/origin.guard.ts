import { type CanActivate, type ExecutionContext, ForbiddenException, Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@shop/api/config';
import type { FastifyRequest } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses a state-changing request whose Origin header names another site that is not on the
 * allow-list, so a cross-site form or script cannot ride the visitor cookie (CSRF). Same origin
 * means the Origin equals this request's own scheme://host (the scheme as trustProxy sees it).
 * Requests without Origin (curl, server-to-server) carry no ambient browser cookie risk.
 */
@Injectable()
export class OriginGuard implements CanActivate {
  private readonly allowed: ReadonlySet<string>;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.allowed = new Set(config.corsOrigins);
  }

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (SAFE_METHODS.has(request.method)) return true;
    const origin = request.headers.origin;
    if (origin === undefined) return true;
    if (origin === `${request.protocol}://${request.host}` || this.allowed.has(origin)) return true;
    throw new ForbiddenException('Requests from this origin are not allowed.');
  }
}
