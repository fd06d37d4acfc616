export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
export type NodeEnv = 'development' | 'production' | 'test';

export type DatabaseConfig =
  | { kind: 'postgres'; url: string; poolSize: number }
  /**
   * Embedded PostgreSQL (PGlite). `dataDir` null means in memory (tests only), started from
   * `template` when one is named: a file of PGlite's dumpDataDir of a new, empty cluster, which
   * loads in a fifth of the time PGlite's own initdb takes (@shop/api/database/testing).
   */
  | { kind: 'pglite'; dataDir: string | null; template?: string };

/** Requests per minute per client IP; 0 turns the limit off. */
export interface RateLimits {
  contact: number;
  notify: number;
  order: number;
  /**
   * One-click unsubscribe (RFC 8058). Mail providers send those POSTs for all their users from a
   * few addresses, so after an announcement one address may rightly send hundreds a minute; the
   * route is idempotent and needs a signed token, so a high limit costs little.
   */
  unsubscribe: number;
}

/** Outbound mail: how it leaves (SMTP or .eml files), who it is from, and what its footer says. */
export interface MailConfig {
  /** smtp:// or smtps:// URL of the relay; undefined writes each message as an .eml file under DATA_DIR/mail/. */
  smtpUrl: string | undefined;
  /** The From header, `Name <address>` or a bare address. */
  from: string;
  /** Where contact-form notifications go (Reply-To is the visitor). */
  shopInbox: string;
  /** The shop's name in subjects and footers. */
  shopName: string;
  /** The postal address every footer carries (anti-spam laws ask for one in list mail). */
  postalAddress: string;
  /** `in-process`: this API process sends the outbox; `off`: a separate `npm run mailer` does. */
  sender: 'in-process' | 'off';
  /** How often the sender looks for due messages when it found none. */
  pollMs: number;
  /**
   * SMTP connections one sender keeps open and messages it has on their way at once. Each message
   * waits for the relay's answers to MAIL FROM, RCPT TO and DATA; over one connection a burst of
   * sign-ups queues behind those round trips.
   */
  smtpConnections: number;
  /** First retry delay after a failed send; doubles with each attempt up to an hour. Not an env variable (tests shorten it). */
  retryBaseMs: number;
  /** Attempts before a message is marked failed. Not an env variable. */
  maxAttempts: number;
}

export interface DropsConfig {
  /** Boxes one visitor may buy in one drop; stored with each drop when it is scheduled. */
  perVisitorBoxes: number;
  /** How often each API process looks for a drop that has opened and not been announced yet. */
  announcePollMs: number;
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
  /** On the embedded database: serve it to local tools (`npm run studio`) on an owner-only socket in DATA_DIR while the shop runs. */
  shareEmbeddedDatabase: boolean;
  /** Directory of the built storefront served on every non-/api path; null (WEB_DIR=none) serves the API alone. */
  webDir: string | null;
  /** The origin visitors reach the shop at (`https://shop.example`, no trailing slash): canonical links, social cards and the sitemap are absolute URLs on it. */
  publicUrl: string;
  /** Secret that signs the visitor cookie; undefined outside production means "generate and keep in dataDir". */
  cookieSecret: string | undefined;
  /** Extra origins allowed to call the API with credentials (same origin is always allowed). */
  corsOrigins: string[];
  /** Value for Fastify's trustProxy: false honours no X-Forwarded-*; true every proxy; a list names the proxies (addresses, ranges). */
  trustProxy: boolean | string[];
  rateLimits: RateLimits;
  /** Shared rate-limit counters when set; in-memory counters otherwise. */
  redisUrl: string | undefined;
  /** Apply pending migrations at start-up (the default); false when a deploy step migrates once for every replica. */
  migrateOnStart: boolean;
  /** After SIGTERM, how long readiness answers 503 while requests are still served, so a load balancer stops sending traffic first. */
  shutdownDrainMs: number;
  /** A request not received whole (headers and body) within this many ms is answered 408 and its connection closed. */
  requestTimeoutMs: number;
  /** Prepended to every rate-limit key in Redis, so several shops (or test runs) can share one server. */
  redisKeyPrefix: string;
  mail: MailConfig;
  drops: DropsConfig;
  /** Bearer token of the admin API (`npm run announce`); undefined turns the admin API off. */
  adminToken: string | undefined;
}

export const APP_CONFIG = Symbol('APP_CONFIG');
