import { type ExecutionContext, SetMetadata } from '@nestjs/common';
import type { RateLimits } from '@shop/api/config';

export type RateLimitName = keyof RateLimits;

const RATE_LIMIT = 'shop:rate-limit';
/** Limits are per minute (RATE_LIMIT_* are requests per minute). */
export const RATE_LIMIT_WINDOW_MS = 60_000;

/** Puts a route under one of the configured per-IP limits (RATE_LIMIT_CONTACT, _NOTIFY, _ORDER, _UNSUBSCRIBE). */
export const RateLimit = (name: RateLimitName) => SetMetadata(RATE_LIMIT, name);

/** The limit that applies to the route being handled: 0 (off) for routes without @RateLimit. */
export function routeLimit(context: ExecutionContext, limits: RateLimits): number {
  const name = Reflect.getMetadata(RATE_LIMIT, context.getHandler()) as RateLimitName | undefined;
  return name ? limits[name] : 0;
}
