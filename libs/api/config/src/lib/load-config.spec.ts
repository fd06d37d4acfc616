import { ConfigError, loadConfig } from './load-config';

describe('loadConfig', () => {
  it('defaults to port 3000 on the embedded database under ./.data', () => {
    const config = loadConfig({}, '/srv/shop');
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ kind: 'pglite', dataDir: '/srv/shop/.data/pglite' });
    expect(config.rateLimits).toEqual({ contact: 10, notify: 10, order: 20 });
    expect(config.trustProxy).toBe(false);
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgresql://postgres@127.0.0.1:5432/shop' });
    expect(config.database).toMatchObject({ kind: 'postgres', url: 'postgresql://postgres@127.0.0.1:5432/shop' });
  });

  it('names every bad variable and what is wrong with it', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud', DATABASE_URL: 'mysql://x', NODE_ENV: 'production' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toContain('PORT must be a whole number from 0 to 65535 (got "eighty")');
    expect(problems).toContain('LOG_LEVEL must be one of');
    expect(problems).toContain('DATABASE_URL must be a postgresql:// connection URL');
    expect(problems).toContain('COOKIE_SECRET is required when NODE_ENV=production');
  });

  it('parses the rate limits, 0 meaning off', () => {
    const config = loadConfig({ RATE_LIMIT_CONTACT: '0', RATE_LIMIT_NOTIFY: '5', RATE_LIMIT_ORDER: '100' });
    expect(config.rateLimits).toEqual({ contact: 0, notify: 5, order: 100 });
  });

  it('reads the scale-out settings, with defaults for a single process', () => {
    expect(loadConfig({})).toMatchObject({ redisUrl: undefined, redisKeyPrefix: 'shop:', migrateOnStart: true, shutdownDrainMs: 0 });
    const config = loadConfig({ REDIS_URL: 'redis://cache:6379', REDIS_KEY_PREFIX: 'staging:', MIGRATE_ON_START: 'false', SHUTDOWN_DRAIN_MS: '5000' });
    expect(config).toMatchObject({ redisUrl: 'redis://cache:6379', redisKeyPrefix: 'staging:', migrateOnStart: false, shutdownDrainMs: 5000 });
  });

  it('refuses scale-out settings it cannot use', () => {
    let error: unknown;
    try {
      loadConfig({ REDIS_URL: 'localhost:6379', MIGRATE_ON_START: 'yes', SHUTDOWN_DRAIN_MS: '90000' });
    } catch (caught) {
      error = caught;
    }
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toContain('REDIS_URL must be a redis:// or rediss:// URL');
    expect(problems).toContain('MIGRATE_ON_START must be true or false (got "yes")');
    expect(problems).toContain('SHUTDOWN_DRAIN_MS');
  });
});
