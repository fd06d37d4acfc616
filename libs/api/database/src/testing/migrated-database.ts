import { randomBytes } from 'node:crypto';
import type { DatabaseConfig } from '@shop/api/config';
import { Client } from 'pg';
import { openDatabase } from '../lib/database-connection';
import { applyMigrations } from '../lib/migrator';
import { PrismaService } from '../lib/prisma.service';
import { inMemoryDatabase } from './in-memory-database';

export interface MigratedDatabase {
  prisma: PrismaService;
  /** `postgres` when TEST_DATABASE_URL named a server, else `pglite`. */
  kind: DatabaseConfig['kind'];
  close(): Promise<void>;
}

/**
 * A database of its own with every migration of prisma/migrations applied, through the API's own
 * client and migrator: a new database on TEST_DATABASE_URL's server when it is set (as in CI), an
 * in-memory PGlite otherwise. Dropped (or discarded) on close.
 */
export async function openMigratedDatabase(): Promise<MigratedDatabase> {
  const serverUrl = process.env['TEST_DATABASE_URL'];
  let config: DatabaseConfig = inMemoryDatabase();
  let drop = async (): Promise<void> => undefined;
  if (serverUrl) {
    const name = `shop_test_${randomBytes(6).toString('hex')}`;
    await adminQuery(serverUrl, `CREATE DATABASE "${name}"`);
    drop = () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    config = { kind: 'postgres', url: url.toString(), poolSize: 2 };
  }
  const connection = await openDatabase(config);
  try {
    await applyMigrations(connection.adapter);
  } catch (error) {
    await connection.close();
    await drop();
    throw error;
  }
  const prisma = new PrismaService(connection);
  return {
    prisma,
    kind: config.kind,
    close: async () => {
      await prisma.onApplicationShutdown();
      await drop();
    },
  };
}

async function adminQuery(serverUrl: string, text: string): Promise<void> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
