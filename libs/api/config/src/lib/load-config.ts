import { accessSync, constants, existsSync, statSync } from 'node:fs';
import { isIP } from 'node:net';
import { dirname, resolve } from 'node:path';
import type { AppConfig, DatabaseConfig, LogLevel, NodeEnv } from './app-config';
import { DROP_DEFAULT_PER_VISITOR_BOXES, LIMITS } from '@shop/contract';

/** Every problem is one line that names the variable and the form it expects; no stack trace. */
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
/** WEB_DIR=none: the API alone, no storefront (tests, `npm run dev` where Vite serves it, API-only hosts). */
const NO_WEB_DIR = 'none';

/** Names Fastify's trustProxy (proxy-addr) accepts for well-known ranges, besides addresses and CIDRs. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** One label of a DNS name (RFC 1123): letters, digits and inner hyphens, 1 to 63 characters. */
const HOSTNAME_LABEL = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/i;

function isHostname(host: string): boolean {
  return host.length <= 253 && host.split('.').every((label) => HOSTNAME_LABEL.test(label));
}

/** An IP address, or an address/prefix-length range such as 10.0.0.0/8 or fd00::/8. */
function isAddressOrRange(entry: string): boolean {
  const [address, prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** Reads variables from one environment and collects what is wrong with them. */
function reader(env: Env) {
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

  const boolean = (name: string, fallback: boolean): boolean => {
    const raw = value(name);
    if (raw === undefined) return fallback;
    if (raw !== 'true' && raw !== 'false') {
      problems.push(`${name} must be true or false (got "${raw}")`);
      return fallback;
    }
    return raw === 'true';
  };

  return { problems, value, integer, oneOf, boolean };
}

type Reader = ReturnType<typeof reader>;

/** DATA_DIR: made on first use, so it must be a directory, or not exist yet below a writable one. */
function readDataDir(read: Reader, cwd: string): string {
  const raw = read.value('DATA_DIR');
  const dataDir = resolve(cwd, raw ?? '.data');
  let existing = dataDir;
  while (!existsSync(existing) && dirname(existing) !== existing) existing = dirname(existing);
  const shown = raw ?? '.data';
  if (!statSync(existing).isDirectory()) {
    read.problems.push(`DATA_DIR must be a directory the shop can write to (got "${shown}"; ${existing} is a file)`);
    return dataDir;
  }
  try {
    accessSync(existing, constants.W_OK);
  } catch {
    read.problems.push(`DATA_DIR must be a directory the shop can write to (got "${shown}"; ${existing} is not writable)`);
  }
  return dataDir;
}

function readDatabase(read: Reader, dataDir: string): DatabaseConfig {
  const databaseUrl = read.value('DATABASE_URL');
  const poolSize = read.integer('DATABASE_POOL_SIZE', 20, 1, 500);
  if (databaseUrl === undefined) return { kind: 'pglite', dataDir: resolve(dataDir, 'pglite') };
  if (!/^postgres(ql)?:\/\//.test(databaseUrl)) {
    read.problems.push('DATABASE_URL must be a postgresql:// connection URL, e.g. postgresql://user:password@host:5432/shop');
  } else if (!URL.canParse(databaseUrl)) {
    read.problems.push('DATABASE_URL must be a valid postgresql:// URL (special characters in the password must be %-encoded)');
  }
  return { kind: 'postgres', url: databaseUrl, poolSize };
}

/**
 * WEB_DIR: the built storefront. Unset means the build's own output, which must exist: a server
 * that answers every page with a 404 because nobody ran the build is worse than one that stops
 * and says so. WEB_DIR=none serves the API alone.
 */
function readWebDir(read: Reader, cwd: string): string | null {
  const raw = read.value('WEB_DIR');
  if (raw === NO_WEB_DIR) return null;
  const webDir = resolve(cwd, raw ?? DEFAULT_WEB_DIR);
  if (existsSync(resolve(webDir, 'index.html'))) return webDir;
  read.problems.push(
    raw === undefined
      ? `WEB_DIR: the storefront is not built (${DEFAULT_WEB_DIR}/index.html is missing): run \`npm run build\` first, or set WEB_DIR=${NO_WEB_DIR} to serve the API alone`
      : `WEB_DIR must be a directory holding the built storefront's index.html, or ${NO_WEB_DIR} (got "${raw}")`,
  );
  return null;
}

/** HOST: an address of this machine (0.0.0.0 and :: mean all of them) or a name that resolves to one. */
function readHost(read: Reader): string {
  const host = read.value('HOST') ?? '0.0.0.0';
  if (isIP(host) === 0 && !isHostname(host)) {
    read.problems.push(`HOST must be an IP address (such as 0.0.0.0, ::, 127.0.0.1) or a hostname (got "${host}")`);
  }
  return host;
}

const TRUST_PROXY_FORMS = `true, false, or a comma-separated list of the proxies' IP addresses, CIDR ranges (10.0.0.0/8) or ${PROXY_RANGE_NAMES.join('/')}`;

/**
 * TRUST_PROXY, in the forms Fastify's trustProxy takes: true (every proxy), false (none), or the
 * proxies' addresses and CIDR ranges. Checked here, because Fastify would only throw on the first
 * request that carries X-Forwarded-For, or at start-up with a stack trace. A hop count is refused:
 * it cannot tell the proxy from a client that reaches the shop directly and writes its own
 * X-Forwarded-For, and Fastify 5.12 turned it into "trust nobody", which would silently count every
 * visitor as the load balancer (one rate limit for the whole shop) and ignore X-Forwarded-Proto.
 */
function readTrustProxy(read: Reader): AppConfig['trustProxy'] {
  const raw = read.value('TRUST_PROXY');
  if (raw === undefined || raw === 'false') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) {
    read.problems.push(
      `TRUST_PROXY must be ${TRUST_PROXY_FORMS}; a hop count cannot tell the proxy from a client that reaches the shop directly: name the proxies instead, e.g. uniquelocal for a private network (got "${raw}")`,
    );
    return false;
  }
  const entries = raw.split(',').map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !isAddressOrRange(entry) && !PROXY_RANGE_NAMES.includes(entry));
  if (wrong.length > 0)
    read.problems.push(`TRUST_PROXY must be ${TRUST_PROXY_FORMS} (got ${wrong.map((entry) => `"${entry}"`).join(', ')})`);
  return entries;
}

/**
 * PUBLIC_URL: the origin visitors use. Production must say it: a guess (localhost) would be
 * published in every canonical link, social card, sitemap entry and mail link, where nothing
 * points out the mistake.
 */
function readPublicUrl(read: Reader, nodeEnv: NodeEnv, port: number): string {
  const raw = read.value('PUBLIC_URL');
  if (raw === undefined) {
    if (nodeEnv === 'production')
      read.problems.push('PUBLIC_URL is required when NODE_ENV=production (the origin visitors use, e.g. https://shop.example)');
    return `http://localhost:${port}`;
  }
  const origin = httpOrigin(raw);
  if (origin === undefined)
    read.problems.push(`PUBLIC_URL must be an http:// or https:// origin with no path or query, e.g. https://shop.example (got "${raw}")`);
  return origin ?? `http://localhost:${port}`;
}

/** The origin of an http(s) URL that names nothing else (no credentials, path, query or fragment). */
function httpOrigin(raw: string): string | undefined {
  if (!URL.canParse(raw)) return undefined;
  const url = new URL(raw);
  const bare =
    (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password && url.pathname === '/' && !/[?#]/.test(raw);
  return bare ? url.origin : undefined;
}

/** A bare address as mail headers take it: something@domain, no spaces or angle brackets. */
const MAIL_ADDRESS = /^[^\s<>@"]+@[^\s<>@"]+$/;

/** The address in `Name <address>` or a bare address; undefined when it is neither. */
export function mailAddressOf(value: string): string | undefined {
  const named = /^[^<>]*<([^<>]+)>$/.exec(value);
  const address = (named ? named[1] : value).trim();
  return MAIL_ADDRESS.test(address) ? address : undefined;
}

const DEFAULT_MAIL_FROM = 'The Cookie Drop <drops@localhost>';
const DEFAULT_POSTAL_ADDRESS = 'Postal address not configured (SHOP_POSTAL_ADDRESS)';

function readMail(read: Reader): AppConfig['mail'] {
  const smtpUrl = read.value('SMTP_URL');
  if (smtpUrl !== undefined && (!/^smtps?:\/\//.test(smtpUrl) || !URL.canParse(smtpUrl))) {
    read.problems.push('SMTP_URL must be an smtp:// or smtps:// URL, e.g. smtp://user:password@smtp.example:587');
  }
  const from = read.value('MAIL_FROM') ?? DEFAULT_MAIL_FROM;
  const fromAddress = mailAddressOf(from);
  if (fromAddress === undefined)
    read.problems.push(`MAIL_FROM must be an address or "Name <address>", e.g. The Cookie Drop <drops@shop.example> (got "${from}")`);
  const inbox = read.value('SHOP_INBOX');
  if (inbox !== undefined && (mailAddressOf(inbox) === undefined || inbox.includes('<'))) {
    read.problems.push(`SHOP_INBOX must be an email address, e.g. kitchen@shop.example (got "${inbox}")`);
  }
  return {
    smtpUrl,
    from,
    shopInbox: inbox ?? fromAddress ?? 'drops@localhost',
    shopName: read.value('SHOP_NAME') ?? 'The Cookie Drop',
    postalAddress: read.value('SHOP_POSTAL_ADDRESS') ?? DEFAULT_POSTAL_ADDRESS,
    sender: read.oneOf('MAIL_SENDER', ['in-process', 'off'] as const, 'in-process'),
    pollMs: read.integer('MAIL_POLL_MS', 1000, 10, 60_000),
    // 3: what the strictest common relays allow one client (Microsoft 365's SMTP AUTH).
    smtpConnections: read.integer('SMTP_MAX_CONNECTIONS', 3, 1, 20),
    retryBaseMs: 30_000,
    maxAttempts: 10,
  };
}

function readCorsOrigins(read: Reader): string[] {
  const origins = (read.value('CORS_ORIGINS') ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  for (const origin of origins) {
    if (!URL.canParse(origin)) read.problems.push(`CORS_ORIGINS entry "${origin}" must be an origin like https://shop.example`);
    else if (new URL(origin).origin !== origin)
      read.problems.push(`CORS_ORIGINS entry "${origin}" must be a bare origin like https://shop.example`);
  }
  return origins;
}

/**
 * The part of the configuration the database tools need (`npm run db:migrate`, `db:seed`,
 * `studio`, tools/scripts/migrate.mjs): DATABASE_URL, DATABASE_POOL_SIZE and DATA_DIR, read and
 * checked exactly as the server reads them, without requiring a web build or a cookie secret.
 */
export function loadDatabaseConfig(env: Env = process.env, cwd: string = process.cwd()): DatabaseConfig {
  const read = reader(env);
  const database = readDatabase(read, readDataDir(read, cwd));
  if (read.problems.length > 0) throw new ConfigError(read.problems);
  return database;
}

/**
 * Reads and validates the environment in one pass and reports every problem at once, so an
 * operator fixes a bad deployment in one go. Nothing else in the API reads process.env.
 * (`npm start` and the other npm scripts load `.env` into the environment first; see README.)
 */
export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): AppConfig {
  const read = reader(env);
  const nodeEnv = read.oneOf('NODE_ENV', NODE_ENVS, 'development');
  const port = read.integer('PORT', 3000, 0, 65535);
  const host = readHost(read);
  const logLevel = read.oneOf('LOG_LEVEL', LOG_LEVELS, 'info');
  const dataDir = readDataDir(read, cwd);
  const database = readDatabase(read, dataDir);
  const shareEmbeddedDatabase = read.boolean('SHARE_EMBEDDED_DATABASE', true);
  const webDir = readWebDir(read, cwd);
  const publicUrl = readPublicUrl(read, nodeEnv, port);

  const cookieSecret = read.value('COOKIE_SECRET');
  if (cookieSecret !== undefined && cookieSecret.length < 32) {
    read.problems.push('COOKIE_SECRET must be at least 32 characters long');
  }
  if (cookieSecret === undefined && nodeEnv === 'production') {
    read.problems.push('COOKIE_SECRET is required when NODE_ENV=production (at least 32 random characters)');
  }

  const corsOrigins = readCorsOrigins(read);
  const trustProxy = readTrustProxy(read);
  const rateLimits = {
    contact: read.integer('RATE_LIMIT_CONTACT', 10, 0, 1_000_000),
    notify: read.integer('RATE_LIMIT_NOTIFY', 10, 0, 1_000_000),
    order: read.integer('RATE_LIMIT_ORDER', 20, 0, 1_000_000),
    unsubscribe: read.integer('RATE_LIMIT_UNSUBSCRIBE', 1000, 0, 1_000_000),
  };

  const redisUrl = read.value('REDIS_URL');
  if (redisUrl !== undefined && (!/^rediss?:\/\//.test(redisUrl) || !URL.canParse(redisUrl))) {
    read.problems.push('REDIS_URL must be a redis:// or rediss:// URL, e.g. redis://127.0.0.1:6379');
  }
  const redisKeyPrefix = read.value('REDIS_KEY_PREFIX') ?? 'shop:';
  const migrateOnStart = read.boolean('MIGRATE_ON_START', true);
  const shutdownDrainMs = read.integer('SHUTDOWN_DRAIN_MS', 0, 0, 60_000);
  const requestTimeoutMs = read.integer('REQUEST_TIMEOUT_MS', 30_000, 1000, 600_000);
  const mail = readMail(read);
  const drops = {
    perVisitorBoxes: read.integer('DROP_PER_VISITOR_BOXES', DROP_DEFAULT_PER_VISITOR_BOXES, 1, LIMITS.quantityMax),
    announcePollMs: read.integer('DROP_ANNOUNCE_POLL_MS', 5_000, 50, 600_000),
  };
  const adminToken = read.value('ADMIN_TOKEN');
  if (adminToken !== undefined && adminToken.length < 32)
    read.problems.push('ADMIN_TOKEN must be at least 32 characters long (e.g. openssl rand -hex 32)');

  if (read.problems.length > 0) throw new ConfigError(read.problems);

  return {
    nodeEnv,
    port,
    host,
    logLevel,
    dataDir,
    database,
    shareEmbeddedDatabase,
    webDir,
    publicUrl,
    cookieSecret,
    corsOrigins,
    trustProxy,
    rateLimits,
    redisUrl,
    migrateOnStart,
    shutdownDrainMs,
    requestTimeoutMs,
    redisKeyPrefix,
    mail,
    drops,
    adminToken,
  };
}
