import { applyMigrations, openDatabase } from '@shop/api/database';
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

describe('a server on PostgreSQL', () => {
  const db = freshDatabaseForSuite();

  it('opens its whole pool at start, before any request', async () => {
    await startApi({ DATABASE_URL: db().url, WEB_DIR: 'none', DATABASE_POOL_SIZE: '5', MAIL_SENDER: 'off' });
    await waitFor(async () => (await sessions(db())).length === 5, 15_000);
    expect((await sessions(db())).length).toBe(5);
  }, 90_000);
});
