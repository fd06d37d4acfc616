import { type ExecutionContext, Injectable, Module } from '@nestjs/common';
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

@Module({
  providers: [RateLimitStorage],
  exports: [RateLimitStorage],
})
class RateLimitStorageModule {}

/**
 * Request-level protections, as global guards in this order: the Origin check (a forged cross-site
 * POST is refused before it counts against anyone's limit), then the route's per-IP rate limit,
 * over the rate-limit counters (memory or Redis).
 */
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
            // A route without a limit (or with RATE_LIMIT_…=0) is not counted at all.
            skipIf: (context: ExecutionContext) => routeLimit(context, config.rateLimits) === 0,
          },
        ],
      }),
    }),
  ],
  providers: [
    { provide: APP_GUARD, useClass: OriginGuard },
    { provide: APP_GUARD, useClass: ClientIpThrottlerGuard },
  ],
})
export class SecurityModule {}
