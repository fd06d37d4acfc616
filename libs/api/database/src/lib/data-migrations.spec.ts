import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from './database-connection';
import { applyMigrations, findPrismaDir } from './migrator';
import { PrismaService } from './prisma.service';
import { inMemoryDatabase } from '../testing/in-memory-database';

/**
 * Migrations that change rows, each on a database that holds what they change: the schema as it
 * was just before the migration, rows written to it, then every migration up to now.
 */
async function migrateOver(migration: string, rows: string, check: (prisma: PrismaService) => Promise<void>): Promise<void> {
  const prismaDir = findPrismaDir();
  const before = mkdtempSync(join(tmpdir(), 'shop-migrations-'));
  cpSync(join(prismaDir, 'schema.prisma'), join(before, 'schema.prisma'));
  cpSync(join(prismaDir, 'migrations', 'migration_lock.toml'), join(before, 'migrations', 'migration_lock.toml'));
  for (const name of readdirSync(join(prismaDir, 'migrations')).filter((entry) => entry < migration && !entry.endsWith('.toml')))
    cpSync(join(prismaDir, 'migrations', name), join(before, 'migrations', name), { recursive: true });
  const connection = await openDatabase(inMemoryDatabase());
  const prisma = new PrismaService(connection);
  try {
    await applyMigrations(connection.adapter, before);
    await prisma.$executeRawUnsafe(rows);
    expect(await applyMigrations(connection.adapter, prismaDir)).toContain(migration);
    await check(prisma);
  } finally {
    await prisma.$disconnect().catch(() => undefined);
    await connection.close();
    rmSync(before, { recursive: true, force: true });
  }
}

describe('migrations that change rows', () => {
  it('campaign names in lower case: campaigns that differed only in case stay apart', async () => {
    await migrateOver(
      '20261125155000_campaign_names_lower_case',
      `INSERT INTO campaigns (id, name, list, subject, body, created_at, updated_at) VALUES
         ('00000000-0000-4000-8000-000000000001', 'June-Drop', 'drop', 'First', 'x', now() - interval '2 days', now()),
         ('00000000-0000-4000-8000-000000000002', 'june-drop', 'drop', 'Second', 'x', now() - interval '1 day', now()),
         ('00000000-0000-4000-8000-000000000003', 'July-Drop', 'drop', 'Third', 'x', now(), now())`,
      async (prisma) => {
        const rows = await prisma.$queryRawUnsafe<{ name: string }[]>('SELECT name FROM campaigns ORDER BY id');
        expect(rows.map((row) => row.name)).toEqual(['june-drop', 'june-drop~00000000', 'july-drop']);
        await expect(
          prisma.$executeRawUnsafe(`INSERT INTO campaigns (id, name, list, subject, body, updated_at)
                                    VALUES ('00000000-0000-4000-8000-000000000004', 'Aug-Drop', 'drop', 's', 'b', now())`),
        ).rejects.toThrow(/campaigns_name_lower_case/);
      },
    );
  }, 60_000);

  it('drop names in lower case: drops that differed only in case stay apart, each still addressable', async () => {
    await migrateOver(
      '20261202100100_drop_names_lower_case',
      `INSERT INTO drops (id, name, opens_at, closes_at, per_visitor_boxes, created_at, updated_at) VALUES
         ('10000000-0000-4000-8000-000000000001', 'CaseA', now() - interval '9 days', now() - interval '8 days', 4, now() - interval '9 days', now()),
         ('20000000-0000-4000-8000-000000000002', 'casea', now() - interval '5 days', now() - interval '4 days', 4, now() - interval '5 days', now()),
         ('30000000-0000-4000-8000-000000000003', 'Dec-Drop', now() + interval '1 day', now() + interval '2 days', 4, now(), now())`,
      async (prisma) => {
        const rows = await prisma.$queryRawUnsafe<{ name: string }[]>('SELECT name FROM drops ORDER BY id');
        expect(rows.map((row) => row.name)).toEqual(['casea', 'casea-20000000', 'dec-drop']);
        await expect(prisma.$executeRawUnsafe(`UPDATE drops SET name = 'Dec-Drop' WHERE name = 'dec-drop'`)).rejects.toThrow(
          /drops_name_lower_case/,
        );
      },
    );
  }, 60_000);

  it('the selling window: drops stored before it keep their windows, and the constraint still holds on them', async () => {
    await migrateOver(
      '20261202200000_drop_selling_window',
      `INSERT INTO drops (id, name, opens_at, closes_at, closed_early_at, per_visitor_boxes, updated_at) VALUES
         ('10000000-0000-4000-8000-000000000001', 'open', now() - interval '1 hour', now() + interval '1 day', NULL, 4, now()),
         ('20000000-0000-4000-8000-000000000002', 'cancelled', now() + interval '2 days', now() + interval '3 days', now(), 4, now())`,
      async (prisma) => {
        const rows = await prisma.$queryRawUnsafe<{ name: string; selling: boolean; empty: boolean }[]>(
          `SELECT name, shop_drop_window(opens_at, closes_at, closed_early_at) @> now() AS selling,
                  isempty(shop_drop_window(opens_at, closes_at, closed_early_at)) AS empty FROM drops ORDER BY id`,
        );
        expect(rows).toEqual([
          { name: 'open', selling: true, empty: false },
          { name: 'cancelled', selling: false, empty: true },
        ]);
        const insert = (name: string, from: string, to: string) =>
          prisma.$executeRawUnsafe(`INSERT INTO drops (id, name, opens_at, closes_at, per_visitor_boxes, updated_at)
                                    VALUES (gen_random_uuid(), '${name}', now() + interval '${from}', now() + interval '${to}', 4, now())`);
        await expect(insert('over-open', '12 hours', '2 days')).rejects.toThrow(/drops_no_overlap/);
        // A cancelled drop sells never, so its window is free.
        await expect(insert('over-cancelled', '1 day 12 hours', '4 days')).resolves.toBe(1);
      },
    );
  }, 60_000);
});
