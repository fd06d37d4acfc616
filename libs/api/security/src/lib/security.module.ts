import { type CanActivate, type ExecutionContext, Inject, Injectable, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ThrottlerGuard, ThrottlerModule } from '@nestjs/throttler';
import { APP_CONFIG, type AppConfig } from '@shop/api/config';
import type { FastifyRequest } from 'fastify';
import { OriginGuard } from './origin.guard';
import { RATE_LIMIT_WINDOW_MS, routeLimit } from './rate-limit';
import { RateLimitStorage } from './rate-limit-storage';

/**
 * Counts per client IP as Fastify computes it: the socket address, or the X-Forwarded-For hop
 * that trustProxy allows. (The throttler's default reads `req.ips[0]`, which with trustProxy is
 * the nearest proxy, not the client.)
 */
@Injectable()
class ClientIpThrottlerGuard extends ThrottlerGuard {
  protected override async getTracker(request: Record<string, unknown>): Promise<string> {
    return (request as unknown as FastifyRequest).ip;
  }
}

/**
 * Every request's protections as one global guard, in order: the Origin check (a forged
 * cross-site POST is refused before it counts against anyone's limit), then the route's per-IP
 * rate limit, if it has one. One guard rather than two, since Nest runs each guard with a context
 * and promises of its own (the two guards were 5-10% of a sign-up's CPU time in bench:api), and a
 * route without a limit is let through at once, without the throttler's lookups and promises.
 */
@Injectable()
class RequestGuard implements CanActivate {
  private readonly origin: OriginGuard;
  private readonly limits: AppConfig['rateLimits'];

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly throttler: ClientIpThrottlerGuard,
  ) {
    this.origin = new OriginGuard(config);
    this.limits = config.rateLimits;
  }

  canActivate(context: ExecutionContext): Promise<boolean> | boolean {
    if (!this.origin.canActivate(context)) return false;
    return routeLimit(context, this.limits) === 0 || this.throttler.canActivate(context);
  }
}

@Module({
  providers: [RateLimitStorage],
  exports: [RateLimitStorage],
})
class RateLimitStorageModule {}

/** Request-level protections: RequestGuard, global, over the rate-limit counters (memory or Redis). */
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      imports: [RateLimitStorageModule],
      inject: [APP_CONFIG, RateLimitStorage],
      useFactory: (config: AppConfig, storage: RateLimitStorage) => ({
        storage,
        errorMessage: 'Too many requests from your address. Please wait a minute and try again.',
        throttlers: [
          {
            name: 'default',
            ttl: RATE_LIMIT_WINDOW_MS,
            limit: (context: ExecutionContext) => routeLimit(context, config.rateLimits),
          },
        ],
      }),
    }),
  ],
  providers: [ClientIpThrottlerGuard, { provide: APP_GUARD, useClass: RequestGuard }],
})
export class SecurityModule {}
