import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig, loadDatabaseConfig } from './load-config';

/** A working directory holding a (fake) storefront build where the server expects it. */
function builtWorkspace(): string {
  const cwd = mkdtempSync(join(tmpdir(), 'shop-config-'));
  mkdirSync(join(cwd, 'dist/apps/web'), { recursive: true });
  writeFileSync(join(cwd, 'dist/apps/web/index.html'), '<!doctype html>');
  return cwd;
}

function problemsOf(load: () => unknown): string[] {
  try {
    load();
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  const cwd = builtWorkspace();

  it('defaults to port 3000 on the embedded database under ./.data, serving the build', () => {
    const config = loadConfig({}, cwd);
    expect(config.port).toBe(3000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.database).toEqual({ kind: 'pglite', dataDir: join(cwd, '.data/pglite') });
    expect(config.webDir).toBe(join(cwd, 'dist/apps/web'));
    expect(config.rateLimits).toEqual({ contact: 10, notify: 10, order: 20, unsubscribe: 1000 });
    expect(config.trustProxy).toBe(false);
  });

  it('shares the embedded database with local tools unless SHARE_EMBEDDED_DATABASE=false', () => {
    expect(loadConfig({}, cwd).shareEmbeddedDatabase).toBe(true);
    expect(loadConfig({ SHARE_EMBEDDED_DATABASE: 'false' }, cwd).shareEmbeddedDatabase).toBe(false);
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgresql://postgres@127.0.0.1:5432/shop' }, cwd);
    expect(config.database).toMatchObject({ kind: 'postgres', url: 'postgresql://postgres@127.0.0.1:5432/shop' });
  });

  it('names every bad variable and what is wrong with it, all at once', () => {
    const problems = problemsOf(() =>
      loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud', DATABASE_URL: 'mysql://x', NODE_ENV: 'production' }, cwd),
    );
    expect(problems).toEqual([
      'PORT must be a whole number from 0 to 65535 (got "eighty")',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
      expect.stringContaining('DATABASE_URL must be a postgresql:// connection URL'),
      'PUBLIC_URL is required when NODE_ENV=production (the origin visitors use, e.g. https://shop.example)',
      'COOKIE_SECRET is required when NODE_ENV=production (at least 32 random characters)',
    ]);
  });

  it('takes PUBLIC_URL as a bare http(s) origin, defaulting to localhost and the port outside production', () => {
    expect(loadConfig({ PORT: '3105' }, cwd).publicUrl).toBe('http://localhost:3105');
    expect(loadConfig({ PUBLIC_URL: 'https://Shop.Example/' }, cwd).publicUrl).toBe('https://shop.example');
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example:8443' }, cwd).publicUrl).toBe('https://shop.example:8443');
    expect(loadConfig({ NODE_ENV: 'production', COOKIE_SECRET: 'x'.repeat(32), PUBLIC_URL: 'https://shop.example' }, cwd).publicUrl).toBe(
      'https://shop.example',
    );
  });

  it.each([
    'shop.example',
    'ftp://shop.example',
    'https://shop.example/shop',
    'https://shop.example/?ref=1',
    'https://shop.example#top',
    'https://user:pw@shop.example',
  ])('refuses PUBLIC_URL=%s in one line naming the variable', (raw) => {
    expect(problemsOf(() => loadConfig({ PUBLIC_URL: raw }, cwd))).toEqual([
      `PUBLIC_URL must be an http:// or https:// origin with no path or query, e.g. https://shop.example (got "${raw}")`,
    ]);
  });

  // One bad value per variable: the message names it, says the expected form, fits on one line.
  it.each([
    ['NODE_ENV', 'prod', 'NODE_ENV must be one of development, production, test (got "prod")'],
    ['PORT', '70000', 'PORT must be a whole number from 0 to 65535 (got "70000")'],
    ['HOST', 'my host', 'HOST must be an IP address (such as 0.0.0.0, ::, 127.0.0.1) or a hostname (got "my host")'],
    [
      'HOST',
      'http://shop.example',
      'HOST must be an IP address (such as 0.0.0.0, ::, 127.0.0.1) or a hostname (got "http://shop.example")',
    ],
    ['HOST', '[::1]', 'HOST must be an IP address (such as 0.0.0.0, ::, 127.0.0.1) or a hostname (got "[::1]")'],
    ['HOST', '300.1.1.1.', 'HOST must be an IP address'],
    ['LOG_LEVEL', 'verbose', 'LOG_LEVEL must be one of'],
    ['DATABASE_URL', 'shop.db', 'DATABASE_URL must be a postgresql:// connection URL'],
    ['DATABASE_URL', 'postgresql://shop@db:five/shop', 'DATABASE_URL must be a valid postgresql:// URL'],
    ['DATABASE_POOL_SIZE', '0', 'DATABASE_POOL_SIZE must be a whole number from 1 to 500 (got "0")'],
    ['WEB_DIR', '/no/such/build', 'WEB_DIR must be a directory holding the built storefront\'s index.html, or none (got "/no/such/build")'],
    ['COOKIE_SECRET', 'short', 'COOKIE_SECRET must be at least 32 characters long'],
    [
      'CORS_ORIGINS',
      'https://shop.example/path',
      'CORS_ORIGINS entry "https://shop.example/path" must be a bare origin like https://shop.example',
    ],
    ['CORS_ORIGINS', 'shop.example', 'CORS_ORIGINS entry "shop.example" must be an origin like https://shop.example'],
    [
      'TRUST_PROXY',
      'yes',
      'TRUST_PROXY must be true, false, or a comma-separated list of the proxies\' IP addresses, CIDR ranges (10.0.0.0/8) or loopback/linklocal/uniquelocal (got "yes")',
    ],
    [
      'TRUST_PROXY',
      '1',
      'a hop count cannot tell the proxy from a client that reaches the shop directly: name the proxies instead, e.g. uniquelocal for a private network (got "1")',
    ],
    [
      'TRUST_PROXY',
      '10.0.0.1, 10.0.0.0/33, 300.1.1.1, fd00::/129, 1.2.3.4/8/1',
      '(got "10.0.0.0/33", "300.1.1.1", "fd00::/129", "1.2.3.4/8/1")',
    ],
    ['RATE_LIMIT_CONTACT', '-1', 'RATE_LIMIT_CONTACT must be a whole number from 0 to 1000000 (got "-1")'],
    ['RATE_LIMIT_NOTIFY', 'ten', 'RATE_LIMIT_NOTIFY must be a whole number'],
    ['RATE_LIMIT_ORDER', '1.5', 'RATE_LIMIT_ORDER must be a whole number'],
    ['RATE_LIMIT_UNSUBSCRIBE', '1e3', 'RATE_LIMIT_UNSUBSCRIBE must be a whole number'],
    ['REDIS_URL', 'localhost:6379', 'REDIS_URL must be a redis:// or rediss:// URL'],
    ['MIGRATE_ON_START', 'yes', 'MIGRATE_ON_START must be true or false (got "yes")'],
    ['SHARE_EMBEDDED_DATABASE', 'off', 'SHARE_EMBEDDED_DATABASE must be true or false (got "off")'],
    ['SHUTDOWN_DRAIN_MS', '90000', 'SHUTDOWN_DRAIN_MS must be a whole number from 0 to 60000 (got "90000")'],
    ['SMTP_URL', 'mail.example:25', 'SMTP_URL must be an smtp:// or smtps:// URL'],
    ['SMTP_URL', 'http://mail.example', 'SMTP_URL must be an smtp:// or smtps:// URL'],
    ['MAIL_FROM', 'The Cookie Drop', 'MAIL_FROM must be an address or "Name <address>"'],
    ['MAIL_FROM', 'Drops <not an address>', 'MAIL_FROM must be an address or "Name <address>"'],
    ['SHOP_INBOX', 'kitchen', 'SHOP_INBOX must be an email address, e.g. kitchen@shop.example (got "kitchen")'],
    ['SHOP_INBOX', 'Kitchen <kitchen@shop.example>', 'SHOP_INBOX must be an email address'],
    ['MAIL_SENDER', 'yes', 'MAIL_SENDER must be one of in-process, off (got "yes")'],
    ['ADMIN_TOKEN', 'secret', 'ADMIN_TOKEN must be at least 32 characters long'],
    ['MAIL_POLL_MS', '5', 'MAIL_POLL_MS must be a whole number from 10 to 60000 (got "5")'],
    ['SMTP_MAX_CONNECTIONS', '0', 'SMTP_MAX_CONNECTIONS must be a whole number from 1 to 20 (got "0")'],
    ['SMTP_MAX_CONNECTIONS', '21', 'SMTP_MAX_CONNECTIONS must be a whole number from 1 to 20 (got "21")'],
  ])('%s=%j is refused in one line', (name, bad, message) => {
    const problems = problemsOf(() => loadConfig({ [name]: bad }, cwd));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(message);
    expect(problems[0]).toMatch(new RegExp(`^${name}`));
    expect(problems[0]).not.toContain('\n');
  });

  it('says to run the build when the storefront is missing, and WEB_DIR=none serves the API alone', () => {
    const bare = mkdtempSync(join(tmpdir(), 'shop-config-'));
    expect(problemsOf(() => loadConfig({}, bare))).toEqual([
      'WEB_DIR: the storefront is not built (dist/apps/web/index.html is missing): run `npm run build` first, or set WEB_DIR=none to serve the API alone',
    ]);
    expect(loadConfig({ WEB_DIR: 'none' }, bare).webDir).toBeNull();
    expect(loadConfig({ WEB_DIR: join(cwd, 'dist/apps/web') }, bare).webDir).toBe(join(cwd, 'dist/apps/web'));
  });

  it('takes an IP address or a hostname as HOST', () => {
    for (const host of ['0.0.0.0', '::', '127.0.0.1', '::1', 'localhost', 'shop-1.internal.example']) {
      expect(loadConfig({ HOST: host }, cwd).host).toBe(host);
    }
  });

  it('takes TRUST_PROXY as true, false, or a list of addresses, ranges and named ranges', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }, cwd).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'false' }, cwd).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,::1, fd00::/8,loopback' }, cwd).trustProxy).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses a DATA_DIR that is a file or cannot be written', () => {
    const file = join(cwd, 'a-file');
    writeFileSync(file, '');
    expect(problemsOf(() => loadConfig({ DATA_DIR: file }, cwd))).toEqual([
      expect.stringMatching(/^DATA_DIR must be a directory the shop can write to \(got ".*a-file"; .* is a file\)$/),
    ]);
    expect(problemsOf(() => loadConfig({ DATA_DIR: join(file, 'below') }, cwd))).toEqual([expect.stringContaining('is a file')]);
    if (process.getuid?.() !== 0) {
      // root may write anywhere, so the unwritable case is only observable as another user
      const locked = join(cwd, 'locked');
      mkdirSync(locked, { mode: 0o500 });
      chmodSync(locked, 0o500);
      expect(problemsOf(() => loadConfig({ DATA_DIR: join(locked, 'data') }, cwd))).toEqual([expect.stringContaining('is not writable')]);
    }
  });

  it('parses the rate limits, 0 meaning off', () => {
    const config = loadConfig(
      { RATE_LIMIT_CONTACT: '0', RATE_LIMIT_NOTIFY: '5', RATE_LIMIT_ORDER: '100', RATE_LIMIT_UNSUBSCRIBE: '50' },
      cwd,
    );
    expect(config.rateLimits).toEqual({ contact: 0, notify: 5, order: 100, unsubscribe: 50 });
  });

  it('reads the scale-out settings, with defaults for a single process', () => {
    expect(loadConfig({}, cwd)).toMatchObject({ redisUrl: undefined, redisKeyPrefix: 'shop:', migrateOnStart: true, shutdownDrainMs: 0 });
    const config = loadConfig(
      { REDIS_URL: 'redis://cache:6379', REDIS_KEY_PREFIX: 'staging:', MIGRATE_ON_START: 'false', SHUTDOWN_DRAIN_MS: '5000' },
      cwd,
    );
    expect(config).toMatchObject({
      redisUrl: 'redis://cache:6379',
      redisKeyPrefix: 'staging:',
      migrateOnStart: false,
      shutdownDrainMs: 5000,
    });
  });
});

describe('mail settings', () => {
  const cwd = builtWorkspace();

  it('default to .eml files, an in-process sender, and an inbox at the From address', () => {
    expect(loadConfig({}, cwd).mail).toMatchObject({
      smtpUrl: undefined,
      from: 'The Cookie Drop <drops@localhost>',
      shopInbox: 'drops@localhost',
      shopName: 'The Cookie Drop',
      sender: 'in-process',
      pollMs: 1000,
      smtpConnections: 3,
    });
  });

  it('reads SMTP_URL, MAIL_FROM, SHOP_INBOX, the footer and the sender', () => {
    const mail = loadConfig(
      {
        SMTP_URL: 'smtps://u:p@smtp.example:465',
        MAIL_FROM: 'drops@shop.example',
        SHOP_INBOX: 'kitchen@shop.example',
        SHOP_NAME: 'Crumbs',
        SHOP_POSTAL_ADDRESS: '1 Oven Lane, Bakeville',
        MAIL_SENDER: 'off',
        MAIL_POLL_MS: '250',
        SMTP_MAX_CONNECTIONS: '5',
      },
      cwd,
    ).mail;
    expect(mail).toMatchObject({
      smtpUrl: 'smtps://u:p@smtp.example:465',
      from: 'drops@shop.example',
      shopInbox: 'kitchen@shop.example',
      shopName: 'Crumbs',
      postalAddress: '1 Oven Lane, Bakeville',
      sender: 'off',
      pollMs: 250,
      smtpConnections: 5,
    });
  });
});

describe('loadDatabaseConfig (the database tools)', () => {
  it('reads the database as the server does, without a web build or a production cookie secret', () => {
    const bare = mkdtempSync(join(tmpdir(), 'shop-config-'));
    expect(loadDatabaseConfig({ NODE_ENV: 'production' }, bare)).toEqual({ kind: 'pglite', dataDir: join(bare, '.data/pglite') });
    expect(loadDatabaseConfig({ DATABASE_URL: 'postgresql://shop@db/shop', DATABASE_POOL_SIZE: '3' }, bare)).toEqual({
      kind: 'postgres',
      url: 'postgresql://shop@db/shop',
      poolSize: 3,
    });
    expect(problemsOf(() => loadDatabaseConfig({ DATABASE_URL: 'mysql://x', PORT: 'ignored' }, bare))).toEqual([
      expect.stringContaining('DATABASE_URL must be a postgresql:// connection URL'),
    ]);
  });
});
