import { type MigratedDatabase, openMigratedDatabase } from '../testing/migrated-database';
import { WARM_UP } from './database-connection';

/**
 * What every new PostgreSQL connection runs before it serves anything
 * (prisma/migrations/*_warm_up_function): it places orders and signs up in a drop of its own, all
 * rolled back, so nobody ever sees any of it, whatever drop is scheduled or open.
 */
describe('the warm-up each new connection runs', () => {
  let db: MigratedDatabase;
  beforeEach(async () => {
    db = await openMigratedDatabase();
  }, 60_000);
  afterEach(() => db.close());

  /** Everything a checkout or a sign-up could leave behind, and the stock. */
  const traces = async () =>
    (
      await db.prisma.$queryRawUnsafe<Record<string, number>[]>(`
        SELECT (SELECT count(*)::int FROM drops) AS drops, (SELECT count(*)::int FROM drop_stock) AS stock_rows,
               (SELECT coalesce(sum(remaining), 0)::int FROM drop_stock) AS remaining, (SELECT count(*)::int FROM drop_buyers) AS buyers,
               (SELECT count(*)::int FROM orders) AS orders, (SELECT count(*)::int FROM order_lines) AS lines,
               (SELECT count(*)::int FROM subscribers) AS subscribers, (SELECT count(*)::int FROM mail_outbox) AS mail`)
    )[0];
  const warmUp = async () => (await db.prisma.$queryRawUnsafe<{ warmed: boolean }[]>(`${WARM_UP} AS warmed`))[0].warmed;
  const schedule = (opens: string, closes: string) =>
    db.prisma.$executeRawUnsafe(`
      WITH d AS (
        INSERT INTO drops (id, name, opens_at, closes_at, per_visitor_boxes, updated_at)
        VALUES (gen_random_uuid(), 'dec-drop', ${opens}, ${closes}, 4, now()) RETURNING id)
      INSERT INTO drop_stock (drop_id, product_id, size_key, boxes, remaining) SELECT id, 'thin-mint-elite', 'half-dozen', 40, 40 FROM d`);

  it('leaves nothing behind on a fresh shop', async () => {
    const before = await traces();
    expect(await warmUp()).toBe(true);
    expect(await traces()).toEqual(before);
    expect(before).toEqual({ drops: 0, stock_rows: 0, remaining: 0, buyers: 0, orders: 0, lines: 0, subscribers: 0, mail: 0 });
  });

  it('takes nothing from a drop that is scheduled, and leaves the schedule as it was', async () => {
    await schedule(`now() + interval '1 hour'`, `now() + interval '73 hours'`);
    const before = await traces();
    expect(await warmUp()).toBe(true);
    expect(await warmUp()).toBe(true);
    expect(await traces()).toEqual(before);
  });

  it('leaves checkout cold while a drop is open, taking nothing from it', async () => {
    await schedule(`now() - interval '1 minute'`, `now() + interval '71 hours'`);
    const before = await traces();
    expect(await warmUp()).toBe(false);
    expect(await traces()).toEqual(before);
    expect(before.remaining).toBe(40);
  });
});
