import { applyMigrations, openDatabase, PrismaService, sql } from '@shop/api/database';
import { startApi } from './support/api-process';
import type { TestDatabase } from './support/databases';
import { waitFor } from './support/shop-client';
import { freshDatabaseForSuite } from './support/suite';

// A drop's opening sends every connection of every process its first orders in the same second:
// each connection is opened before that, not while the crowd waits (issue 21).

/** The other sessions on the suite's database. */
const sessions = (db: TestDatabase) =>
  db.query<{ state: string }>(
    `SELECT state FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'`,
  );

describe('the pool of a PostgreSQL database', () => {
  const db = freshDatabaseForSuite();

  it('opens every connection it may hold, the migrator’s own included', async () => {
    const connection = await openDatabase({ kind: 'postgres', url: db().url, poolSize: 4 });
    try {
      await applyMigrations(connection.adapter);
      connection.fill();
      await waitFor(async () => (await sessions(db())).filter((s) => s.state === 'idle').length === 4, 15_000);
      expect(await sessions(db())).toHaveLength(4);
    } finally {
      await connection.close();
    }
  }, 60_000);
});

describe('a prepared statement on the pool (checkout, sign-up, the order list)', () => {
  const db = freshDatabaseForSuite();

  it('is prepared once on each connection and reused, whatever its values', async () => {
    const connection = await openDatabase({ kind: 'postgres', url: db().url, poolSize: 1 });
    const prisma = new PrismaService(connection);
    try {
      for (const n of [1, 2, 3]) {
        expect(await prisma.$queryPrepared<{ n: number }>(sql`SELECT ${n}::int AS n`, 'test.n')).toEqual([{ n }]);
      }
      const prepared = await prisma.$queryPrepared<{ name: string }>(
        sql`SELECT name FROM pg_prepared_statements ORDER BY name`,
        'test.prepared',
      );
      expect(prepared.map((row) => row.name)).toEqual(['test.n', 'test.prepared']);
    } finally {
      await prisma.onApplicationShutdown();
    }
  }, 60_000);

  it('gives back each column as $queryRaw does: text, integers, booleans, timestamps, JSON, nulls', async () => {
    const connection = await openDatabase({ kind: 'postgres', url: db().url, poolSize: 1 });
    const prisma = new PrismaService(connection);
    const at = new Date('2026-11-23T17:30:00.123Z');
    const statement = sql`
      SELECT ${'ORD-1'}::text AS text, gen_random_uuid() IS NOT NULL AS bool, ${4800}::int AS int, ${at}::timestamptz AS at,
             json_build_array(json_build_object('position', 0, 'name', 'Thin Mint Elite')) AS json, NULL::text AS nothing,
             ${['a', 'b']}::text[] AS texts`;
    try {
      const prepared = await prisma.$queryPrepared(statement, 'test.columns');
      expect(prepared).toEqual([
        { text: 'ORD-1', bool: true, int: 4800, at, json: [{ position: 0, name: 'Thin Mint Elite' }], nothing: null, texts: ['a', 'b'] },
      ]);
      expect(prepared).toEqual(await prisma.$queryRaw(statement));
    } finally {
      await prisma.onApplicationShutdown();
    }
  }, 60_000);
});

describe('a server on PostgreSQL', () => {
  const db = freshDatabaseForSuite();

  it('opens its whole pool at start, before any request', async () => {
    await startApi({ DATABASE_URL: db().url, WEB_DIR: 'none', DATABASE_POOL_SIZE: '5', MAIL_SENDER: 'off' });
    await waitFor(async () => (await sessions(db())).length === 5, 15_000);
    expect((await sessions(db())).length).toBe(5);
  }, 90_000);
});
