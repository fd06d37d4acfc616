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
});
