import { randomBytes } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { loadConfig, type AppConfig } from '@shop/api/config';
import { PrismaService } from '@shop/api/database';
import { inMemoryDatabase } from '@shop/api/database/testing';
import { Client } from 'pg';
import { createApp } from '../../src/app/create-app';

export interface TestApp {
  app: NestFastifyApplication;
  /** Pass to supertest: `request(t.server)`. */
  server: NestFastifyApplication['getHttpServer'] extends () => infer S ? S : never;
  prisma: PrismaService;
  config: AppConfig;
  close(): Promise<void>;
}

/**
 * The production app on a database of its own: an in-memory PGlite by default, or a fresh
 * database created on the PostgreSQL server named by TEST_DATABASE_URL (dropped on close).
 */
export async function createTestApp(env: Record<string, string> = {}, adjust?: (config: AppConfig) => AppConfig): Promise<TestApp> {
  const serverUrl = process.env['TEST_DATABASE_URL'];
  let dropDatabase: (() => Promise<void>) | undefined;
  let databaseUrl: string | undefined;
  if (serverUrl) {
    const name = `shop_test_${randomBytes(6).toString('hex')}`;
    await adminQuery(serverUrl, `CREATE DATABASE "${name}"`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  }

  // Rate limits are off unless a test sets them, so suites can send as many requests as they need.
  const defaults = {
    LOG_LEVEL: 'silent',
    // The API alone: tests that need a storefront pass a WEB_DIR of their own.
    WEB_DIR: 'none',
    COOKIE_SECRET: randomBytes(32).toString('hex'),
    RATE_LIMIT_CONTACT: '0',
    RATE_LIMIT_NOTIFY: '0',
    RATE_LIMIT_ORDER: '0',
    RATE_LIMIT_UNSUBSCRIBE: '0',
    REDIS_KEY_PREFIX: `shop-test:${randomBytes(6).toString('hex')}:`,
    // No mail leaves a test unless it asks: the suites that test mail start a sender of their own.
    MAIL_SENDER: 'off',
  };
  let config = loadConfig({ ...defaults, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}), ...env });
  if (!databaseUrl) config = { ...config, database: inMemoryDatabase() };
  // No storefront unless a test names one: loadConfig would pick up dist/apps/web when a build is there.
  if (!env['WEB_DIR']) config = { ...config, webDir: null };
  if (adjust) config = adjust(config);

  const app = await createApp(config);
  return {
    app,
    server: app.getHttpServer(),
    prisma: app.get(PrismaService),
    config,
    close: async () => {
      await app.close();
      await dropDatabase?.();
    },
  };
}

async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
