import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { type Prisma, PrismaService, type Sql, sql, type SqlRunner, type StatementCatalog } from '@shop/api/database';
import type { DropStockInput as StockLine, DropStockLine } from '@shop/contract';

/** A drop as stored (the Drop model's columns, described in schema.prisma), with its stock, and the database's clock when it was read. */
export type DropRow = Omit<Prisma.DropGetPayload<true>, 'createdAt' | 'updatedAt'> & {
  stock: Omit<DropStockLine, 'id'>[];
  /** When it stops (or stopped) selling, from shop_drop_window; null for a drop cancelled before it opened. */
  sellsUntil: Date | null;
  now: Date;
};

/** A drop's schedule as stored: its window, limit and announcement. */
export type StoredSchedule = Pick<DropRow, 'opensAt' | 'closesAt' | 'perVisitorBoxes' | 'announceSubject' | 'announceBody'>;

/** What a drop sold so far, for staff. */
export interface DropCounts {
  orders: number;
  visitors: number;
}

/** One line of one order of a drop, for the packing export. */
export type ExportRow = Pick<Prisma.OrderGetPayload<true>, 'reference' | 'createdAt'> &
  Pick<Prisma.OrderLineGetPayload<true>, 'productId' | 'productName' | 'sizeKey' | 'quantity' | 'lineTotalCents'>;

/** When a drop sells, as the database says it (shop_drop_window, the one definition); empty when cancelled. */
const SELLS = sql`shop_drop_window(d.opens_at, d.closes_at, d.closed_early_at)`;

const DROP_COLUMNS = sql`
  d.id::text AS id, d.name, d.opens_at AS "opensAt", d.closes_at AS "closesAt", d.closed_early_at AS "closedEarlyAt",
  d.per_visitor_boxes AS "perVisitorBoxes", d.announce_subject AS "announceSubject", d.announce_body AS "announceBody",
  d.announced_at AS "announcedAt", d.announce_problem AS "announceProblem", upper(${SELLS}) AS "sellsUntil", now() AS now,
  COALESCE((SELECT json_agg(json_build_object('productId', s.product_id, 'sizeKey', s.size_key, 'boxes', s.boxes, 'remaining', s.remaining)
                            ORDER BY s.product_id, s.size_key)
              FROM drop_stock s WHERE s.drop_id = d.id), '[]') AS stock`;

/** Every statement on `drops` and `drop_stock`, each run by drops.repository.spec.ts on a migrated database. */
export const DROP_STATEMENTS = {
  /**
   * The drop the storefront is about: the open one, else the next scheduled one, else the one that
   * closed last. One small read, made at most once a second per process (DropsSnapshot).
   */
  current: () => sql`
    SELECT ${DROP_COLUMNS} FROM drops d
    ORDER BY CASE WHEN ${SELLS} @> now() THEN 0 WHEN now() < lower(${SELLS}) THEN 1 ELSE 2 END,
             CASE WHEN now() < lower(${SELLS}) THEN d.opens_at END ASC NULLS LAST,
             COALESCE(upper(${SELLS}), d.closed_early_at) DESC
    LIMIT 1`,
  byName: (name: string) => sql`SELECT ${DROP_COLUMNS} FROM drops d WHERE d.name = ${name}`,
  /** In a schedule's transaction: one schedule at a time, so the overlap check below cannot race. */
  lockSchedules: () => sql`SELECT pg_advisory_xact_lock(hashtext('shop:drops:schedule'))::text AS locked`,
  /** Another drop selling during [opensAt, closesAt), if any. */
  overlapping: (exceptId: string | null, opensAt: Date, closesAt: Date) => sql`
    SELECT d.name FROM drops d
     WHERE (${exceptId}::uuid IS NULL OR d.id <> ${exceptId}::uuid)
       AND ${SELLS} && shop_drop_window(${opensAt}::timestamptz, ${closesAt}::timestamptz, NULL)
     LIMIT 1`,
  insert: (id: string, name: string, drop: StoredSchedule) => sql`
    INSERT INTO drops (id, name, opens_at, closes_at, per_visitor_boxes, announce_subject, announce_body, updated_at)
    VALUES (${id}::uuid, ${name}, ${drop.opensAt}::timestamptz, ${drop.closesAt}::timestamptz, ${drop.perVisitorBoxes}::int,
            ${drop.announceSubject}, ${drop.announceBody}, now())`,
  update: (id: string, drop: StoredSchedule) => sql`
    UPDATE drops SET opens_at = ${drop.opensAt}::timestamptz, closes_at = ${drop.closesAt}::timestamptz,
                     per_visitor_boxes = ${drop.perVisitorBoxes}::int, announce_subject = ${drop.announceSubject}, announce_body = ${drop.announceBody},
                     announce_problem = NULL, updated_at = now()
     WHERE id = ${id}::uuid`,
  deleteStock: (dropId: string) => sql`DELETE FROM drop_stock WHERE drop_id = ${dropId}::uuid`,
  insertStock: (dropId: string, lines: readonly StockLine[]) => sql`
    INSERT INTO drop_stock (drop_id, product_id, size_key, boxes, remaining)
    SELECT ${dropId}::uuid, l.product_id, l.size_key, l.boxes, l.boxes
      FROM unnest(${lines.map((l) => l.productId)}::text[], ${lines.map((l) => l.sizeKey)}::text[], ${lines.map((l) => l.boxes)}::int[])
           AS l(product_id, size_key, boxes)`,
  /** Ends a drop now, unless it has ended already; a drop not open yet is thereby cancelled. */
  close: (name: string) => sql`
    UPDATE drops d SET closed_early_at = now(), updated_at = now()
     WHERE d.name = ${name} AND now() < upper(${SELLS})`,
  counts: (dropId: string) => sql`
    SELECT count(*)::int AS orders, count(DISTINCT o.visitor_id)::int AS visitors FROM orders o WHERE o.drop_id = ${dropId}::uuid`,
  exportRows: (dropId: string) => sql`
    SELECT o.reference, o.created_at AS "createdAt", l.product_id AS "productId", l.product_name AS "productName",
           l.size_key AS "sizeKey", l.quantity, l.line_total_cents AS "lineTotalCents"
      FROM orders o JOIN order_lines l ON l.order_id = o.id
     WHERE o.drop_id = ${dropId}::uuid
     ORDER BY o.created_at, o.reference, l.position`,
  /**
   * The drop that has opened and whose announcement is not queued yet (every process asks; the
   * outbox's index keeps it once). One that cannot be announced is passed over, not retried ahead
   * of the others.
   */
  dueAnnouncement: () => sql`
    SELECT ${DROP_COLUMNS} FROM drops d
     WHERE d.announced_at IS NULL AND d.announce_subject IS NOT NULL AND d.announce_problem IS NULL AND lower(${SELLS}) <= now()
     ORDER BY d.opens_at LIMIT 1`,
  markAnnounced: (dropId: string) =>
    sql`UPDATE drops SET announced_at = now(), updated_at = now() WHERE id = ${dropId}::uuid AND announced_at IS NULL`,
  markAnnounceProblem: (dropId: string, problem: string) =>
    sql`UPDATE drops SET announce_problem = ${problem}, updated_at = now() WHERE id = ${dropId}::uuid AND announced_at IS NULL`,
} satisfies StatementCatalog;

/** Where drops, their stock and their sales are stored and read. The rules are DropsService's. */
@Injectable()
export class DropsRepository {
  constructor(private readonly prisma: PrismaService) {}

  transaction<T>(work: (tx: SqlRunner) => Promise<T>): Promise<T> {
    return this.prisma.$transaction(work);
  }

  current = () => this.first<DropRow>(DROP_STATEMENTS.current());
  byName = (name: string, tx: SqlRunner = this.prisma) => this.first<DropRow>(DROP_STATEMENTS.byName(name), tx);
  dueAnnouncement = () => this.first<DropRow>(DROP_STATEMENTS.dueAnnouncement());
  counts = async (dropId: string) => (await this.first<DropCounts>(DROP_STATEMENTS.counts(dropId))) as DropCounts;
  exportRows = (dropId: string) => this.prisma.$queryRaw<ExportRow[]>(DROP_STATEMENTS.exportRows(dropId));
  lockSchedules = (tx: SqlRunner) => tx.$queryRaw(DROP_STATEMENTS.lockSchedules());

  async overlapping(tx: SqlRunner, exceptId: string | null, opensAt: Date, closesAt: Date): Promise<string | null> {
    return (await this.first<{ name: string }>(DROP_STATEMENTS.overlapping(exceptId, opensAt, closesAt), tx))?.name ?? null;
  }

  /** Stores a new drop (`id` null) or a new schedule of a stored one, with its stock. */
  async save(tx: SqlRunner, id: string | null, name: string, drop: StoredSchedule, stock: readonly StockLine[]): Promise<void> {
    const dropId = id ?? randomUUID();
    if (id) await tx.$executeRaw(DROP_STATEMENTS.update(id, drop));
    else await tx.$executeRaw(DROP_STATEMENTS.insert(dropId, name, drop));
    await tx.$executeRaw(DROP_STATEMENTS.deleteStock(dropId));
    await tx.$executeRaw(DROP_STATEMENTS.insertStock(dropId, stock));
  }

  /** True when this call ended the drop; false when it had ended already. */
  close = async (name: string) => (await this.prisma.$executeRaw(DROP_STATEMENTS.close(name))) > 0;
  markAnnounced = (dropId: string) => this.prisma.$executeRaw(DROP_STATEMENTS.markAnnounced(dropId));
  markAnnounceProblem = (dropId: string, problem: string) => this.prisma.$executeRaw(DROP_STATEMENTS.markAnnounceProblem(dropId, problem));

  private async first<T>(statement: Sql, tx: SqlRunner = this.prisma): Promise<T | null> {
    const [row] = await tx.$queryRaw<T[]>(statement);
    return row ?? null;
  }
}
