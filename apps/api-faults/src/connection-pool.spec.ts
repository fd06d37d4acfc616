import { applyMigrations, openDatabase, PrismaService, sql, WARM_UP } from '@shop/api/database';
import { DROP_STATEMENTS } from '@shop/api/drops';
import { Client } from 'pg';
import { startApi } from './support/api-process';
import { createDatabase, type TestDatabase } from './support/databases';
import { waitFor } from './support/shop-client';
import { freshDatabaseForSuite } from './support/suite';

// A drop's opening sends every connection of every process its first orders in the same second:
// each connection is opened, and warmed by the migrations' shop_warm_up, before that (issue 21).

/** The other sessions on the suite's database: what each ran last, and whether it is busy. */
const sessions = (db: TestDatabase) =>
  db.query<{ query: string; state: string }>(
    `SELECT query, state FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'`,
  );

/**
 * What the connection running it has compiled and cached for checkout: PostgreSQL lists a
 * session's compiled PL/pgSQL functions and cached plans among its memory contexts.
 */
const CHECKOUT_CACHES = `
  SELECT bool_or(name = 'PL/pgSQL function' AND ident LIKE 'shop_place_order(%') AS compiled,
         bool_or(name = 'CachedPlan' AND ident LIKE 'UPDATE drop_stock%') AS "stockUpdatePlanned"
    FROM pg_backend_memory_contexts`;

describe('the pool of a PostgreSQL database', () => {
  const db = freshDatabaseForSuite();

  it('opens every connection it may hold, each warmed for checkout, the migrator’s own included', async () => {
    const connection = await openDatabase({ kind: 'postgres', url: db().url, poolSize: 4 });
    const { pool } = connection;
    if (!pool) throw new Error('a PostgreSQL connection has a pool');
    try {
      // The migrator's connection opened before the warm-up function existed, so it started cold.
      await applyMigrations(connection.adapter);
      connection.fill();
      await waitFor(async () => (await sessions(db())).filter((s) => s.state === 'idle' && s.query === WARM_UP).length === 4, 15_000);
      expect(await sessions(db())).toHaveLength(4);
      const clients = await Promise.all(Array.from({ length: 4 }, () => pool.connect()));
      try {
        const caches = await Promise.all(clients.map(async (client) => (await client.query(CHECKOUT_CACHES)).rows[0]));
        expect(caches).toEqual(Array.from({ length: 4 }, () => ({ compiled: true, stockUpdatePlanned: true })));
      } finally {
        clients.forEach((client) => client.release());
      }
    } finally {
      await connection.close();
    }
  }, 60_000);

  it('warms nothing before fill: a fresh database has no warm-up function for the migrator’s connection to call', async () => {
    const fresh = await createDatabase();
    const connection = await openDatabase({ kind: 'postgres', url: fresh.url, poolSize: 2 });
    try {
      const client = await connection.pool?.connect();
      client?.release();
      // The pool hands a connection out only after its onConnect has finished: a warm-up would be its last statement.
      expect((await sessions(fresh)).map((s) => s.query)).toEqual(['']);
    } finally {
      await connection.close();
      await fresh.drop();
    }
  }, 60_000);
});

describe('a statement sent straight to the pool with a name (checkout, sign-up)', () => {
  const db = freshDatabaseForSuite();

  it('is prepared once on each connection and reused, whatever its values', async () => {
    const connection = await openDatabase({ kind: 'postgres', url: db().url, poolSize: 1 });
    const prisma = new PrismaService(connection);
    try {
      for (const n of [1, 2, 3]) {
        expect(await prisma.$queryDirect<{ n: number }>(sql`SELECT ${n}::int AS n`, 'test.n')).toEqual([{ n }]);
      }
      const prepared = await prisma.$queryDirect<{ name: string }>(
        sql`SELECT name FROM pg_prepared_statements ORDER BY name`,
        'test.prepared',
      );
      expect(prepared.map((row) => row.name)).toEqual(['test.n', 'test.prepared']);
    } finally {
      await prisma.onApplicationShutdown();
    }
  }, 60_000);
});

describe('connections warming at once', () => {
  const db = freshDatabaseForSuite();
  let clients: Client[] = [];
  const connect = async () => {
    const client = new Client({ connectionString: db().url });
    await client.connect();
    clients.push(client);
    return client;
  };
  // Before the suite's database is dropped.
  afterEach(async () => {
    await Promise.all(clients.map((client) => client.end()));
    clients = [];
  });
  const warmUp = async (client: Client) => (await client.query<{ warmed: boolean }>(`${WARM_UP} AS warmed`)).rows[0].warmed;
  beforeAll(async () => {
    const connection = await openDatabase({ kind: 'postgres', url: db().url, poolSize: 1 });
    await applyMigrations(connection.adapter).finally(() => connection.close());
    // A drop scheduled for tomorrow, as before any opening: checkout is warmed.
    await db().query(`INSERT INTO drops (id, name, opens_at, closes_at, per_visitor_boxes, updated_at)
                      VALUES (gen_random_uuid(), 'dec-drop', now() + interval '1 day', now() + interval '4 days', 4, now())`);
  }, 60_000);

  it('take turns: each warms checkout, none deadlocks on the drops that may not overlap', async () => {
    const connections = await Promise.all(Array.from({ length: 8 }, connect));
    for (let round = 0; round < 3; round++) {
      expect(await Promise.all(connections.map(warmUp))).toEqual(Array.from({ length: 8 }, () => true));
    }
  }, 60_000);

  it('wait while staff schedule a drop, whose overlap check must not race them', async () => {
    const [staff, pooled] = [await connect(), await connect()];
    await staff.query('BEGIN');
    await staff.query(DROP_STATEMENTS.lockSchedules().text);
    let finished = false;
    const warming = warmUp(pooled).finally(() => (finished = true));
    await new Promise((done) => setTimeout(done, 500));
    expect(finished).toBe(false);
    await staff.query('COMMIT');
    expect(await warming).toBe(true);
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
