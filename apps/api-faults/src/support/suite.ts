import { killAll } from './api-process';
import { createDatabase, type TestDatabase } from './databases';

/**
 * A fresh PostgreSQL database for the enclosing describe block: created before its tests, and
 * dropped after them once every API process the tests started has been killed.
 */
export function freshDatabaseForSuite(): () => TestDatabase {
  let db: TestDatabase | undefined;
  beforeAll(async () => {
    db = await createDatabase();
  });
  afterAll(async () => {
    await killAll();
    await db?.drop();
  });
  return () => {
    if (!db) throw new Error('The suite database is created in beforeAll; use it inside a test.');
    return db;
  };
}
