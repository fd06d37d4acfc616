import { randomUUID } from 'node:crypto';
import { sql } from '../lib/sql';
import { runStatement } from './check-statements';
import { type MigratedDatabase, openMigratedDatabase } from './migrated-database';

/** The check the repositories' specs rely on must be able to fail: these are the failures it exists for. */
describe('runStatement on a database migrated by prisma/migrations', () => {
  let db: MigratedDatabase;
  beforeAll(async () => {
    db = await openMigratedDatabase();
  }, 120_000);
  afterAll(() => db.close());

  const signUp = () =>
    sql`INSERT INTO subscribers (id, email, updated_at) VALUES (${randomUUID()}::uuid, ${`${randomUUID()}@example.com`}, now())`;

  it('runs a statement that matches the schema', async () => {
    await expect(runStatement(db.prisma, signUp())).resolves.toEqual([]);
    await expect(runStatement(db.prisma, sql`SELECT count(*)::int AS n FROM subscribers`)).resolves.toEqual([{ n: 1 }]);
  });

  it('fails a statement that names a column the schema does not have', async () => {
    await expect(runStatement(db.prisma, sql`SELECT s.address FROM subscribers s`)).rejects.toThrow(/column s\.address does not exist/);
  });

  it('fails an insert once the schema has a NOT NULL column it does not fill', async () => {
    await db.prisma.$executeRawUnsafe('TRUNCATE subscribers');
    await db.prisma.$executeRawUnsafe('ALTER TABLE subscribers ADD COLUMN source text NOT NULL');
    await expect(runStatement(db.prisma, signUp())).rejects.toThrow(/null value in column "source"/);
  });
});
