import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from './database-connection';
import { applyMigrations, findPrismaDir } from './migrator';
import { PrismaService } from './prisma.service';
import { inMemoryDatabase } from '../testing/in-memory-database';

const MIGRATION = '20261125155000_campaign_names_lower_case';

/**
 * The migration that makes campaign names lower case, on a database that already holds two
 * campaigns whose names differ only in case (each with its own mail): both must survive, apart.
 */
describe(`migration ${MIGRATION}`, () => {
  it('keeps campaigns that differed only in case apart, and then holds every name in lower case', async () => {
    const prismaDir = findPrismaDir();
    const before = mkdtempSync(join(tmpdir(), 'shop-migrations-'));
    cpSync(join(prismaDir, 'schema.prisma'), join(before, 'schema.prisma'));
    cpSync(join(prismaDir, 'migrations', 'migration_lock.toml'), join(before, 'migrations', 'migration_lock.toml'));
    for (const name of readdirSync(join(prismaDir, 'migrations')).filter((entry) => entry < MIGRATION && !entry.endsWith('.toml')))
      cpSync(join(prismaDir, 'migrations', name), join(before, 'migrations', name), { recursive: true });

    const connection = await openDatabase(inMemoryDatabase());
    const prisma = new PrismaService(connection);
    try {
      await applyMigrations(connection.adapter, before);
      await prisma.$executeRawUnsafe(`
        INSERT INTO campaigns (id, name, list, subject, body, created_at, updated_at) VALUES
          ('00000000-0000-4000-8000-000000000001', 'June-Drop', 'drop', 'First', 'x', now() - interval '2 days', now()),
          ('00000000-0000-4000-8000-000000000002', 'june-drop', 'drop', 'Second', 'x', now() - interval '1 day', now()),
          ('00000000-0000-4000-8000-000000000003', 'July-Drop', 'drop', 'Third', 'x', now(), now())`);

      expect(await applyMigrations(connection.adapter, prismaDir)).toContain(MIGRATION);
      const rows = await prisma.$queryRawUnsafe<{ id: string; name: string }[]>('SELECT id::text, name FROM campaigns ORDER BY id');
      expect(rows.map((row) => row.name)).toEqual(['june-drop', 'june-drop~00000000', 'july-drop']);
      await expect(
        prisma.$executeRawUnsafe(`INSERT INTO campaigns (id, name, list, subject, body, updated_at)
                                  VALUES ('00000000-0000-4000-8000-000000000004', 'Aug-Drop', 'drop', 's', 'b', now())`),
      ).rejects.toThrow(/campaigns_name_lower_case/);
    } finally {
      await prisma.$disconnect().catch(() => undefined);
      await connection.close();
      rmSync(before, { recursive: true, force: true });
    }
  }, 60_000);
});
