import { accessSync, constants, existsSync, statSync } from 'node:fs';
import { isIP } from 'node:net';
import { dirname, resolve } from 'node:path';
import { compile } from '@fastify/proxy-addr';
import { DROP_DEFAULT_PER_VISITOR_BOXES, LIMITS } from '@shop/contract';
import { z } from 'zod';
import type { DatabaseConfig } from './app-config';

/** Every problem is one line that names the variable and the form it expects; no stack trace. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

const got = (value: unknown) => `(got "${String(value)}")`;
/** A rule on the variable's text, whose message follows the variable's name. */
const text = (valid: (value: string) => boolean, message: string, echo = true) =>
  z.string().refine(valid, { abort: true, error: (issue) => (echo ? `${message} ${got(issue.input)}` : message) });
const wholeNumber = (min: number, max: number, fallback: number) =>
  text((v) => /^\d+$/.test(v) && Number(v) >= min && Number(v) <= max, `must be a whole number from ${min} to ${max}`)
    .transform(Number)
    .prefault(String(fallback));
const oneOf = <const T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) =>
  z.enum(values, { error: (issue) => `must be one of ${values.join(', ')} ${got(issue.input)}` }).prefault(fallback);
const flag = (fallback: boolean) =>
  text((v) => v === 'true' || v === 'false', 'must be true or false')
    .transform((v) => v === 'true')
    .prefault(String(fallback));
const urlOf = (schemes: RegExp, message: string) => text((v) => schemes.test(v) && URL.canParse(v), message, false).optional();
const secret = text((v) => v.length >= 32, 'must be at least 32 characters long', false).optional();

/** One label of a DNS name (RFC 1123): letters, digits and inner hyphens, 1 to 63 characters. */
const HOSTNAME_LABEL = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/i;
const isHostname = (host: string) => host.length <= 253 && host.split('.').every((label) => HOSTNAME_LABEL.test(label));

const TRUST_PROXY_FORMS =
  "true, false, or a comma-separated list of the proxies' IP addresses, CIDR ranges (10.0.0.0/8) or loopback/linklocal/uniquelocal";

/** Whether Fastify's trustProxy takes the entry (an address, a range, or a range's name), as its own parser says. */
function isProxyEntry(entry: string): boolean {
  try {
    compile(entry);
    return true;
  } catch {
    return false;
  }
}

/**
 * TRUST_PROXY, in the forms Fastify's trustProxy takes. Checked here, because Fastify would only
 * throw on the first request that carries X-Forwarded-For. A hop count is refused: it cannot tell
 * the proxy from a client that reaches the shop directly and writes its own X-Forwarded-For, and
 * Fastify 5.12 turned it into "trust nobody", which would count every visitor as the load
 * balancer (one rate limit for the whole shop).
 */
const trustProxy = z
  .string()
  .transform((raw, context): boolean | string[] => {
    if (raw === 'true' || raw === 'false') return raw === 'true';
    const fail = (message: string) => void context.addIssue({ code: 'custom', message: `must be ${TRUST_PROXY_FORMS}${message}` });
    if (/^\d+$/.test(raw)) {
      fail(
        `; a hop count cannot tell the proxy from a client that reaches the shop directly: name the proxies instead, e.g. uniquelocal for a private network ${got(raw)}`,
      );
      return false;
    }
    const entries = raw.split(',').map((entry) => entry.trim());
    const wrong = entries.filter((entry) => !isProxyEntry(entry));
    if (wrong.length > 0) fail(` (got ${wrong.map((entry) => `"${entry}"`).join(', ')})`);
    return entries;
  })
  .prefault('false');

/** The origin of an http(s) URL that names nothing else (no credentials, path, query or fragment). */
function httpOrigin(raw: string): string | undefined {
  if (!URL.canParse(raw)) return undefined;
  const url = new URL(raw);
  const bare =
    (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password && url.pathname === '/' && !/[?#]/.test(raw);
  return bare ? url.origin : undefined;
}

const corsOrigins = z
  .string()
  .transform((raw, context) => {
    const origins = raw.split(',').flatMap((origin) => origin.trim() || []);
    for (const origin of origins) {
      const problem = !URL.canParse(origin) ? 'an origin' : new URL(origin).origin !== origin ? 'a bare origin' : undefined;
      if (problem) context.addIssue({ code: 'custom', message: `entry "${origin}" must be ${problem} like https://shop.example` });
    }
    return origins;
  })
  .prefault('');

/** A bare address as mail headers take it: something@domain, no spaces or angle brackets. */
const MAIL_ADDRESS = /^[^\s<>@"]+@[^\s<>@"]+$/;

/** The address in `Name <address>` or a bare address; undefined when it is neither. */
export function mailAddressOf(value: string): string | undefined {
  const named = /^[^<>]*<([^<>]+)>$/.exec(value);
  const address = (named ? named[1] : value).trim();
  return MAIL_ADDRESS.test(address) ? address : undefined;
}

/**
 * Every variable the shop reads, each once: its form, its default as .env.example writes it (a
 * value left out is unset), and what the refusal says after the variable's name. `.env.example`
 * and the table in docs/deployment.md are held to it by config-docs.spec.ts.
 */
export const ENV_SCHEMA = z.object({
  NODE_ENV: oneOf(['development', 'production', 'test'], 'development'),
  PORT: wholeNumber(0, 65535, 3000),
  HOST: text((v) => isIP(v) !== 0 || isHostname(v), 'must be an IP address (such as 0.0.0.0, ::, 127.0.0.1) or a hostname').prefault(
    '0.0.0.0',
  ),
  LOG_LEVEL: oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], 'info'),
  WEB_DIR: z.string().prefault('dist/apps/web'),
  PUBLIC_URL: text(
    (v) => httpOrigin(v) !== undefined,
    'must be an http:// or https:// origin with no path or query, e.g. https://shop.example',
  )
    .transform((v) => httpOrigin(v) as string)
    .optional(),
  DATABASE_URL: text(
    (v) => /^postgres(ql)?:\/\//.test(v),
    'must be a postgresql:// connection URL, e.g. postgresql://user:password@host:5432/shop',
    false,
  )
    .refine(URL.canParse, 'must be a valid postgresql:// URL (special characters in the password must be %-encoded)')
    .optional(),
  DATABASE_POOL_SIZE: wholeNumber(1, 500, 20),
  DATA_DIR: z.string().prefault('./.data'),
  MIGRATE_ON_START: flag(true),
  SHARE_EMBEDDED_DATABASE: flag(true),
  COOKIE_SECRET: secret,
  CORS_ORIGINS: corsOrigins,
  TRUST_PROXY: trustProxy,
  RATE_LIMIT_CONTACT: wholeNumber(0, 1_000_000, 10),
  RATE_LIMIT_NOTIFY: wholeNumber(0, 1_000_000, 10),
  RATE_LIMIT_ORDER: wholeNumber(0, 1_000_000, 20),
  RATE_LIMIT_UNSUBSCRIBE: wholeNumber(0, 1_000_000, 1000),
  DROP_PER_VISITOR_BOXES: wholeNumber(1, LIMITS.quantityMax, DROP_DEFAULT_PER_VISITOR_BOXES),
  DROP_ANNOUNCE_POLL_MS: wholeNumber(50, 600_000, 5000),
  REDIS_URL: urlOf(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL, e.g. redis://127.0.0.1:6379'),
  REDIS_KEY_PREFIX: z.string().prefault('shop:'),
  SHUTDOWN_DRAIN_MS: wholeNumber(0, 60_000, 0),
  REQUEST_TIMEOUT_MS: wholeNumber(1000, 600_000, 30_000),
  SMTP_URL: urlOf(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL, e.g. smtp://user:password@smtp.example:587'),
  MAIL_FROM: text(
    (v) => mailAddressOf(v) !== undefined,
    'must be an address or "Name <address>", e.g. The Cookie Drop <drops@shop.example>',
  ).prefault('The Cookie Drop <drops@localhost>'),
  SHOP_INBOX: text((v) => MAIL_ADDRESS.test(v), 'must be an email address, e.g. kitchen@shop.example').optional(),
  SHOP_NAME: z.string().prefault('The Cookie Drop'),
  SHOP_POSTAL_ADDRESS: z.string().prefault('Postal address not configured (SHOP_POSTAL_ADDRESS)'),
  MAIL_SENDER: oneOf(['in-process', 'off'], 'in-process'),
  ADMIN_TOKEN: text((v) => v.length >= 32, 'must be at least 32 characters long (e.g. openssl rand -hex 32)', false).optional(),
  MAIL_POLL_MS: wholeNumber(10, 60_000, 1000),
  // 3: what the strictest common relays allow one client (Microsoft 365's SMTP AUTH).
  SMTP_MAX_CONNECTIONS: wholeNumber(1, 20, 3),
});

type Variables = z.output<typeof ENV_SCHEMA>;

/**
 * The named variables out of `env` (blank counts as unset), each checked by its schema: the values
 * that passed, and every problem as a line naming its variable, in the schema's order.
 */
function readVariables<K extends keyof Variables>(env: Env, names: readonly K[]): { values: Pick<Variables, K>; problems: string[] } {
  const values: Partial<Variables> = {};
  const problems: string[] = [];
  for (const name of names) {
    const result = ENV_SCHEMA.shape[name].safeParse(env[name]?.trim() || undefined);
    if (result.success) Object.assign(values, { [name]: result.data });
    else problems.push(...result.error.issues.map((issue) => `${name} ${issue.message}`));
  }
  return { values: values as Pick<Variables, K>, problems };
}

/** DATA_DIR: made on first use, so it must be a directory, or not exist yet below a writable one. */
function dataDirProblem(raw: string, dataDir: string): string | undefined {
  let existing = dataDir;
  while (!existsSync(existing) && dirname(existing) !== existing) existing = dirname(existing);
  const why = !statSync(existing).isDirectory() ? 'is a file' : isWritable(existing) ? undefined : 'is not writable';
  return why && `DATA_DIR must be a directory the shop can write to (got "${raw}"; ${existing} ${why})`;
}

function isWritable(path: string): boolean {
  try {
    accessSync(path, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

const DATABASE_VARIABLES = ['DATABASE_URL', 'DATABASE_POOL_SIZE', 'DATA_DIR'] as const;

function databaseOf(values: Pick<Variables, (typeof DATABASE_VARIABLES)[number]>, cwd: string): DatabaseConfig {
  if (values.DATABASE_URL === undefined) return { kind: 'pglite', dataDir: resolve(cwd, values.DATA_DIR, 'pglite') };
  return { kind: 'postgres', url: values.DATABASE_URL, poolSize: values.DATABASE_POOL_SIZE };
}

/**
 * The part of the configuration the database tools need (`npm run db:migrate`, `db:seed`,
 * `studio`, tools/scripts/migrate.mjs), read and checked exactly as the server reads it, without
 * requiring a web build or a cookie secret.
 */
export function loadDatabaseConfig(env: Env = process.env, cwd: string = process.cwd()): DatabaseConfig {
  const { values, problems } = readVariables(env, DATABASE_VARIABLES);
  if (problems.length === 0) {
    const problem = dataDirProblem(values.DATA_DIR, resolve(cwd, values.DATA_DIR));
    if (problem) problems.push(problem);
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return databaseOf(values, cwd);
}

/**
 * Reads and validates the environment in one pass and reports every problem at once, so an
 * operator fixes a bad deployment in one go. Nothing else in the API reads process.env.
 * (`npm start` and the other npm scripts load `.env` into the environment first; see docs/deployment.md.)
 */
export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): AppConfig {
  const { values: v, problems } = readVariables(env, Object.keys(ENV_SCHEMA.shape) as (keyof Variables)[]);
  const dataDir = resolve(cwd, v.DATA_DIR);
  const dataProblem = dataDirProblem(v.DATA_DIR, dataDir);
  if (dataProblem) problems.push(dataProblem);
  // WEB_DIR=none serves the API alone (tests, `npm run dev`, API-only hosts). A server that
  // answers every page with a 404 because nobody ran the build is worse than one that says so.
  const webDir = v.WEB_DIR === 'none' ? null : resolve(cwd, v.WEB_DIR);
  if (webDir && !existsSync(resolve(webDir, 'index.html'))) {
    problems.push(
      env['WEB_DIR']?.trim()
        ? `WEB_DIR must be a directory holding the built storefront's index.html, or none ${got(env['WEB_DIR'].trim())}`
        : 'WEB_DIR: the storefront is not built (dist/apps/web/index.html is missing): run `npm run build` first, or set WEB_DIR=none to serve the API alone',
    );
  }
  // Production must say where it is and sign its cookies with a secret of its own: a guess
  // (localhost) would be published in every canonical link, card, sitemap entry and mail link.
  if (v.NODE_ENV === 'production' && !env['PUBLIC_URL']?.trim())
    problems.push('PUBLIC_URL is required when NODE_ENV=production (the origin visitors use, e.g. https://shop.example)');
  if (v.NODE_ENV === 'production' && !env['COOKIE_SECRET']?.trim())
    problems.push('COOKIE_SECRET is required when NODE_ENV=production (at least 32 random characters)');
  if (problems.length > 0) throw new ConfigError(problems);
  return appConfigOf(v, dataDir, webDir, cwd);
}

/**
 * The whole configuration of the API, read from the environment once at start-up and injected
 * everywhere else as APP_CONFIG; its type (AppConfig) is this function's.
 */
function appConfigOf(v: Variables, dataDir: string, webDir: string | null, cwd: string) {
  return {
    nodeEnv: v.NODE_ENV,
    port: v.PORT,
    host: v.HOST,
    logLevel: v.LOG_LEVEL,
    /** Where the embedded database and generated secrets are kept. Absolute. */
    dataDir,
    database: databaseOf(v, cwd),
    /** On the embedded database: serve it to local tools (`npm run studio`) on an owner-only socket in DATA_DIR while the shop runs. */
    shareEmbeddedDatabase: v.SHARE_EMBEDDED_DATABASE,
    /** Directory of the built storefront served on every non-/api path; null (WEB_DIR=none) serves the API alone. */
    webDir,
    /** The origin visitors reach the shop at (`https://shop.example`, no trailing slash): canonical links, social cards and the sitemap are absolute URLs on it. */
    publicUrl: v.PUBLIC_URL ?? `http://localhost:${v.PORT}`,
    /** Secret that signs the visitor cookie; undefined outside production means "generate and keep in dataDir". */
    cookieSecret: v.COOKIE_SECRET,
    /** Extra origins allowed to call the API with credentials (same origin is always allowed). */
    corsOrigins: v.CORS_ORIGINS,
    /** Value for Fastify's trustProxy: false honours no X-Forwarded-*; true every proxy; a list names the proxies (addresses, ranges). */
    trustProxy: v.TRUST_PROXY,
    /** Requests per minute per client IP; 0 turns the limit off. */
    rateLimits: {
      contact: v.RATE_LIMIT_CONTACT,
      notify: v.RATE_LIMIT_NOTIFY,
      order: v.RATE_LIMIT_ORDER,
      /**
       * One-click unsubscribe (RFC 8058). Mail providers send those POSTs for all their users from a
       * few addresses, so after an announcement one address may rightly send hundreds a minute; the
       * route is idempotent and needs a signed token, so a high limit costs little.
       */
      unsubscribe: v.RATE_LIMIT_UNSUBSCRIBE,
    },
    /** Shared rate-limit counters when set; in-memory counters otherwise. */
    redisUrl: v.REDIS_URL,
    /** Apply pending migrations at start-up (the default); false when a deploy step migrates once for every replica. */
    migrateOnStart: v.MIGRATE_ON_START,
    /** After SIGTERM, how long readiness answers 503 while requests are still served, so a load balancer stops sending traffic first. */
    shutdownDrainMs: v.SHUTDOWN_DRAIN_MS,
    /** A request not received whole (headers and body) within this many ms is answered 408 and its connection closed. */
    requestTimeoutMs: v.REQUEST_TIMEOUT_MS,
    /** Prepended to every rate-limit key in Redis, so several shops (or test runs) can share one server. */
    redisKeyPrefix: v.REDIS_KEY_PREFIX,
    /** Outbound mail: how it leaves (SMTP or .eml files), who it is from, and what its footer says. */
    mail: {
      /** smtp:// or smtps:// URL of the relay; undefined writes each message as an .eml file under DATA_DIR/mail/. */
      smtpUrl: v.SMTP_URL,
      /** The From header, `Name <address>` or a bare address. */
      from: v.MAIL_FROM,
      /** Where contact-form notifications go (Reply-To is the visitor). */
      shopInbox: v.SHOP_INBOX ?? mailAddressOf(v.MAIL_FROM) ?? v.MAIL_FROM,
      /** The shop's name in subjects and footers. */
      shopName: v.SHOP_NAME,
      /** The postal address every footer carries (anti-spam laws ask for one in list mail). */
      postalAddress: v.SHOP_POSTAL_ADDRESS,
      /** `in-process`: this API process sends the outbox; `off`: a separate `npm run mailer` does. */
      sender: v.MAIL_SENDER,
      /** How often the sender looks for due messages when it found none. */
      pollMs: v.MAIL_POLL_MS,
      /**
       * SMTP connections one sender keeps open and messages it has on their way at once. Each message
       * waits for the relay's answers to MAIL FROM, RCPT TO and DATA; over one connection a burst of
       * sign-ups queues behind those round trips.
       */
      smtpConnections: v.SMTP_MAX_CONNECTIONS,
      /** First retry delay after a failed send; doubles with each attempt up to an hour. Not an env variable (tests shorten it). */
      retryBaseMs: 30_000,
      /** Attempts before a message is marked failed. Not an env variable. */
      maxAttempts: 10,
    },
    drops: {
      /** Boxes one visitor may buy in one drop; stored with each drop when it is scheduled. */
      perVisitorBoxes: v.DROP_PER_VISITOR_BOXES,
      /** How often each API process looks for a drop that has opened and not been announced yet. */
      announcePollMs: v.DROP_ANNOUNCE_POLL_MS,
    },
    /** Bearer token of the admin API (`npm run announce`); undefined turns the admin API off. */
    adminToken: v.ADMIN_TOKEN,
  };
}

export type AppConfig = ReturnType<typeof appConfigOf>;
export type MailConfig = AppConfig['mail'];
export type RateLimits = AppConfig['rateLimits'];
