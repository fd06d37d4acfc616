import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { AppConfig, LogLevel, NodeEnv } from './app-config';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const NODE_ENVS: readonly NodeEnv[] = ['development', 'production', 'test'];

/** The built storefront, relative to the workspace root (see apps/web/vite.config.mts). */
const DEFAULT_WEB_DIR = 'dist/apps/web';

/**
 * Reads and validates the environment in one pass and reports every problem at once, so an
 * operator fixes a bad deployment in one go. Nothing else in the API reads process.env.
 */
export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): AppConfig {
  const problems: string[] = [];
  const value = (name: string) => {
    const raw = env[name];
    return raw === undefined || raw.trim() === '' ? undefined : raw.trim();
  };

  const integer = (name: string, fallback: number, min: number, max: number): number => {
    const raw = value(name);
    if (raw === undefined) return fallback;
    const parsed = Number(raw);
    if (!/^\d+$/.test(raw) || parsed < min || parsed > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return parsed;
  };

  const oneOf = <T extends string>(name: string, allowed: readonly T[], fallback: T): T => {
    const raw = value(name);
    if (raw === undefined) return fallback;
    if (!allowed.includes(raw as T)) {
      problems.push(`${name} must be one of ${allowed.join(', ')} (got "${raw}")`);
      return fallback;
    }
    return raw as T;
  };

  const nodeEnv = oneOf('NODE_ENV', NODE_ENVS, 'development');
  const port = integer('PORT', 3000, 0, 65535);
  const host = value('HOST') ?? '0.0.0.0';
  const logLevel = oneOf('LOG_LEVEL', LOG_LEVELS, 'info');
  const dataDir = resolve(cwd, value('DATA_DIR') ?? '.data');

  const databaseUrl = value('DATABASE_URL');
  const poolSize = integer('DATABASE_POOL_SIZE', 20, 1, 500);
  let database: AppConfig['database'] = { kind: 'pglite', dataDir: resolve(dataDir, 'pglite') };
  if (databaseUrl !== undefined) {
    if (!/^postgres(ql)?:\/\//.test(databaseUrl)) {
      problems.push('DATABASE_URL must be a postgresql:// connection URL');
    } else {
      try {
        new URL(databaseUrl);
        database = { kind: 'postgres', url: databaseUrl, poolSize };
      } catch {
        problems.push('DATABASE_URL is not a valid URL');
      }
    }
  }

  const webDirRaw = value('WEB_DIR');
  let webDir: string | null = resolve(cwd, webDirRaw ?? DEFAULT_WEB_DIR);
  if (!existsSync(resolve(webDir, 'index.html'))) {
    if (webDirRaw !== undefined) problems.push(`WEB_DIR must be a directory holding index.html (got "${webDirRaw}")`);
    webDir = null;
  }

  const cookieSecret = value('COOKIE_SECRET');
  if (cookieSecret !== undefined && cookieSecret.length < 32) {
    problems.push('COOKIE_SECRET must be at least 32 characters long');
  }
  if (cookieSecret === undefined && nodeEnv === 'production') {
    problems.push('COOKIE_SECRET is required when NODE_ENV=production (at least 32 random characters)');
  }

  const corsOrigins = (value('CORS_ORIGINS') ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  for (const origin of corsOrigins) {
    try {
      const url = new URL(origin);
      if (url.origin !== origin) problems.push(`CORS_ORIGINS entry "${origin}" must be a bare origin like https://shop.example`);
    } catch {
      problems.push(`CORS_ORIGINS entry "${origin}" is not a valid origin`);
    }
  }

  const trustProxyRaw = value('TRUST_PROXY');
  let trustProxy: AppConfig['trustProxy'] = false;
  if (trustProxyRaw === 'true') trustProxy = true;
  else if (trustProxyRaw === undefined || trustProxyRaw === 'false') trustProxy = false;
  else if (/^\d+$/.test(trustProxyRaw)) trustProxy = Number(trustProxyRaw);
  else trustProxy = trustProxyRaw; // a comma-separated list of addresses or CIDR ranges

  const rateLimits = {
    contact: integer('RATE_LIMIT_CONTACT', 10, 0, 1_000_000),
    notify: integer('RATE_LIMIT_NOTIFY', 10, 0, 1_000_000),
    order: integer('RATE_LIMIT_ORDER', 20, 0, 1_000_000),
  };

  const redisUrl = value('REDIS_URL');
  if (redisUrl !== undefined && !/^rediss?:\/\//.test(redisUrl)) {
    problems.push('REDIS_URL must be a redis:// or rediss:// URL');
  }

  const redisKeyPrefix = value('REDIS_KEY_PREFIX') ?? 'shop:';

  const migrateOnStartRaw = value('MIGRATE_ON_START') ?? 'true';
  if (migrateOnStartRaw !== 'true' && migrateOnStartRaw !== 'false') {
    problems.push(`MIGRATE_ON_START must be true or false (got "${migrateOnStartRaw}")`);
  }
  const migrateOnStart = migrateOnStartRaw !== 'false';
  const shutdownDrainMs = integer('SHUTDOWN_DRAIN_MS', 0, 0, 60_000);

  if (problems.length > 0) throw new ConfigError(problems);

  return {
    nodeEnv,
    port,
    host,
    logLevel,
    dataDir,
    database,
    webDir,
    cookieSecret,
    corsOrigins,
    trustProxy,
    rateLimits,
    redisUrl,
    migrateOnStart,
    shutdownDrainMs,
    redisKeyPrefix,
  };
}
