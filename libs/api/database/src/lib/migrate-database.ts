import type { DatabaseConfig } from '@shop/api/config';
import { Client } from 'pg';
import { CONNECTION_TIMEOUT_MS, openDatabase } from './database-connection';
import { applyMigrations } from './migrator';

export interface WaitOptions {
  /** Give up once this much time has passed since the first attempt. */
  timeoutMs: number;
  /** Told about each failed attempt before the pause that follows it. */
  onRetry?: (reason: string, delayMs: number) => void;
}

const FIRST_DELAY_MS = 250;
const MAX_DELAY_MS = 5_000;
/** SQLSTATEs that a server which is still starting, or briefly full, answers with. */
const TRANSIENT_SQLSTATES = new Set(['57P03', '53300']);

/** host:port of a connection URL, never its password. */
export function databaseLocation(url: string): string {
  const { hostname, port } = new URL(url);
  return `${hostname}:${port || 5432}`;
}

/**
 * Waits until the PostgreSQL server of `config` accepts a connection and answers a query, retrying
 * with backoff (250 ms doubling up to 5 s) until `timeoutMs` is spent. A deploy step started beside
 * a fresh database (docker compose) must not fail because PostgreSQL is still initialising. An
 * answer that waiting cannot change (wrong password, no such database) fails at once. The embedded
 * database needs no wait.
 */
export async function waitForDatabase(config: DatabaseConfig, { timeoutMs, onRetry }: WaitOptions): Promise<void> {
  if (config.kind !== 'postgres') return;
  const deadline = Date.now() + timeoutMs;
  for (let delay = FIRST_DELAY_MS; ; delay = Math.min(delay * 2, MAX_DELAY_MS)) {
    const client = new Client({ connectionString: config.url, connectionTimeoutMillis: CONNECTION_TIMEOUT_MS });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query('SELECT 1');
      return;
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      const reason = typeof code === 'string' ? code : (error as Error).message;
      const isSqlState = typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
      if (isSqlState && !TRANSIENT_SQLSTATES.has(code)) throw error;
      if (Date.now() + delay > deadline) {
        throw Object.assign(
          new Error(
            `PostgreSQL at ${databaseLocation(config.url)} did not accept connections within ${timeoutMs / 1000} s (${(error as Error).message})`,
          ),
          { code, cause: error },
        );
      }
      onRetry?.(reason, delay);
      await new Promise((done) => setTimeout(done, delay));
    } finally {
      await client.end().catch(() => undefined);
    }
  }
}

/**
 * The deploy step (`npm run db:migrate`, or `node tools/scripts/migrate.mjs` from the built code):
 * waits for the database when asked to, opens it, applies pending migrations, closes it. Returns
 * what it applied.
 */
export async function migrateDatabase(config: DatabaseConfig, wait?: WaitOptions): Promise<string[]> {
  if (wait) await waitForDatabase(config, wait);
  const connection = await openDatabase(config);
  try {
    return await applyMigrations(connection.adapter);
  } finally {
    await connection.close();
  }
}
