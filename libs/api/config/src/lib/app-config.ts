export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
export type NodeEnv = 'development' | 'production' | 'test';

export type DatabaseConfig =
  | { kind: 'postgres'; url: string; poolSize: number }
  /** Embedded PostgreSQL (PGlite). `dataDir` null means in memory (tests only). */
  | { kind: 'pglite'; dataDir: string | null };

/** Requests per minute per client IP; 0 turns the limit off. */
export interface RateLimits {
  contact: number;
  notify: number;
  order: number;
}

/**
 * The whole configuration of the API, read from the environment once at start-up
 * (see load-config.ts) and injected everywhere else as APP_CONFIG.
 */
export interface AppConfig {
  nodeEnv: NodeEnv;
  port: number;
  host: string;
  logLevel: LogLevel;
  /** Where the embedded database and generated secrets are kept. Absolute. */
  dataDir: string;
  database: DatabaseConfig;
  /** Directory of the built storefront served on every non-/api path; null (WEB_DIR=none) serves the API alone. */
  webDir: string | null;
  /** The origin visitors reach the shop at (`https://shop.example`, no trailing slash): canonical links, social cards and the sitemap are absolute URLs on it. */
  publicUrl: string;
  /** Secret that signs the visitor cookie; undefined outside production means "generate and keep in dataDir". */
  cookieSecret: string | undefined;
  /** Extra origins allowed to call the API with credentials (same origin is always allowed). */
  corsOrigins: string[];
  /** Value for Fastify's trustProxy: false honours no X-Forwarded-For; a number counts hops; a list names the proxies. */
  trustProxy: boolean | number | string[];
  rateLimits: RateLimits;
  /** Shared rate-limit counters when set; in-memory counters otherwise. */
  redisUrl: string | undefined;
  /** Apply pending migrations at start-up (the default); false when a deploy step migrates once for every replica. */
  migrateOnStart: boolean;
  /** After SIGTERM, how long readiness answers 503 while requests are still served, so a load balancer stops sending traffic first. */
  shutdownDrainMs: number;
  /** Prepended to every rate-limit key in Redis, so several shops (or test runs) can share one server. */
  redisKeyPrefix: string;
}

export const APP_CONFIG = Symbol('APP_CONFIG');
