import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

/** The PostgreSQL server the tests may create databases on (as in the API suite). */
export const ADMIN_DATABASE_URL = process.env['TEST_DATABASE_URL'] ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
export const REDIS_URL = process.env['REDIS_TEST_URL'] ?? 'redis://127.0.0.1:6379';

export interface TestDatabase {
  url: string;
  host: string;
  port: number;
  name: string;
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  drop(): Promise<void>;
}

async function admin(sql: string): Promise<void> {
  const client = new Client({ connectionString: ADMIN_DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A fresh, empty database (the API applies the migrations when it starts); dropped by drop(). */
export async function createDatabase(): Promise<TestDatabase> {
  const name = `shop_faults_${randomBytes(6).toString('hex')}`;
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(ADMIN_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    host: url.hostname,
    port: Number(url.port || 5432),
    name,
    query: async <T>(sql: string, params: unknown[] = []) => {
      const client = new Client({ connectionString: url.toString() });
      await client.connect();
      try {
        return (await client.query(sql, params)).rows as T[];
      } finally {
        await client.end();
      }
    },
    drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

/** Same database behind another host:port (e.g. a TCP proxy). */
export function withHostPort(databaseUrl: string, host: string, port: number): string {
  const url = new URL(databaseUrl);
  url.hostname = host;
  url.port = String(port);
  return url.toString();
}
