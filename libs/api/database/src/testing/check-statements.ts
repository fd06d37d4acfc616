import type { PrismaService } from '../lib/prisma.service';
import type { Sql, StatementCatalog } from '../lib/sql';
import { type MigratedDatabase, openMigratedDatabase } from './migrated-database';

/** How to run one statement in the check: its arguments, and what its rows must look like. */
export interface StatementExample<Args extends unknown[]> {
  args: Args;
  /** Called with the rows the statement returned (none for a write without RETURNING). */
  rows?: (rows: unknown[]) => void;
}

/** One example per statement of the catalog, typed by its builder's parameters. */
export type StatementExamples<C extends StatementCatalog> = {
  [K in keyof C]: StatementExample<Parameters<C[K]>>;
};

/** Runs one statement as the repository would (`$queryRaw`, the same driver adapter) and returns its rows. */
export async function runStatement(prisma: PrismaService, statement: Sql): Promise<unknown[]> {
  return prisma.$queryRaw<unknown[]>(statement);
}

/**
 * The check every repository's spec makes: each statement of `catalog` runs, with its example's
 * arguments, on a database migrated by the real prisma/migrations (PGlite, or PostgreSQL when
 * TEST_DATABASE_URL is set), in the order the examples are listed. A migration that renames or
 * drops a column a statement names, changes a type it casts to, or adds a NOT NULL column an
 * insert does not fill fails here, under the statement's name; so does a statement left without
 * an example.
 *
 * This stands in for Prisma's TypedSQL, which does not work without the native schema engine
 * (tried with Prisma 7.10): `prisma generate --sql` drives only the native binary, which cannot be
 * downloaded here, and with PRISMA_SCHEMA_ENGINE_BINARY pointing at a stand-in it writes nothing
 * and still exits 0; the WebAssembly engine's introspectSql over a driver adapter overflows its
 * stack even on `SELECT 1`. Revisit when either changes.
 */
export function checkStatements<C extends StatementCatalog>(catalog: C, examples: StatementExamples<C>): void {
  describe('its SQL statements, on a database migrated by prisma/migrations', () => {
    let db: MigratedDatabase | undefined;
    beforeAll(async () => {
      db = await openMigratedDatabase();
    }, 120_000);
    afterAll(() => db?.close());

    it('each have an example to run', () => {
      expect(Object.keys(examples).sort()).toEqual(Object.keys(catalog).sort());
    });

    const builders = catalog as unknown as Record<string, (...args: unknown[]) => Sql>;
    for (const [name, example] of Object.entries(examples) as [string, StatementExample<unknown[]>][]) {
      it(`${name} runs`, async () => {
        const build = builders[name];
        if (!db) throw new Error('The migrated database did not open');
        const rows = await runStatement(db.prisma, build(...example.args));
        example.rows?.(rows);
      });
    }
  });
}
