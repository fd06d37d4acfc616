import { Injectable } from '@nestjs/common';
import type { RefusalRow } from './order-refusal';
import { type Prisma, PrismaService, sql, type StatementCatalog } from '@shop/api/database';

type OrderRow = Prisma.OrderGetPayload<{ include: { lines: true } }>;
type OrderLineRow = OrderRow['lines'][number];

/** An order as it is written: the service makes every field (ids and time included), so nothing is read back. */
export type NewOrder = Pick<OrderRow, 'id' | 'reference' | 'visitorId' | 'idempotencyKey' | 'requestHash' | 'totalCents' | 'createdAt'>;
/** A line as it is written and read back; `position` is its place in the order as the visitor built it. */
export type OrderLine = Pick<
  OrderLineRow,
  'position' | 'productId' | 'productName' | 'sizeKey' | 'unitPriceCents' | 'quantity' | 'lineTotalCents'
>;
/** A stored order with its lines in position order, as the answers are made from it. */
export type StoredOrder = Pick<OrderRow, 'id' | 'reference' | 'totalCents' | 'createdAt' | 'requestHash'> & { lines: OrderLine[] };

/** The columns of a stored order, each order's lines gathered by PostgreSQL as one JSON array. */
const ORDER_WITH_LINES = sql`
  o.id, o.reference, o.total_cents AS "totalCents", o.created_at AS "createdAt", o.request_hash AS "requestHash",
  COALESCE((
    SELECT json_agg(json_build_object(
             'position', l.position, 'productId', l.product_id, 'productName', l.product_name,
             'sizeKey', l.size_key, 'unitPriceCents', l.unit_price_cents, 'quantity', l.quantity,
             'lineTotalCents', l.line_total_cents) ORDER BY l.position)
    FROM order_lines l WHERE l.order_id = o.id), '[]') AS lines`;

/**
 * Every SQL statement on `orders` and `order_lines`. orders.repository.spec.ts runs each one on a
 * database migrated by prisma/migrations, so a schema change that breaks one fails `npm test`.
 * Raw statements rather than Prisma's model queries because they are the busiest of a drop:
 * Prisma's nested create with `include` (four statements in a transaction, each through the query
 * compiler) cost about 2.3 ms of CPU per order in bench/api, and `findMany` with `include` (two
 * queries and an object per row) about 1.9 ms per list.
 */
export const ORDER_STATEMENTS = {
  /**
   * The order, its lines, and during an open drop its boxes taken from stock and from the
   * visitor's allowance, in one statement (`shop_place_order`, prisma/migrations/*_drops): every
   * outcome, refusals included, is a row, never an error.
   */
  place: (order: NewOrder, lines: readonly OrderLine[]) => sql`
    SELECT outcome, drop_id::text AS "dropId", line_id AS "lineId", remaining, at, visitor_limit AS "visitorLimit"
    FROM shop_place_order(${order.id}::uuid, ${order.reference}, ${order.visitorId}, ${order.idempotencyKey}, ${order.requestHash},
      ${order.totalCents}::int, ${order.createdAt}::timestamptz, ${lines.map((l) => l.position)}::int[], ${lines.map((l) => l.productId)}::text[],
      ${lines.map((l) => l.productName)}::text[], ${lines.map((l) => l.sizeKey)}::text[], ${lines.map((l) => l.unitPriceCents)}::int[],
      ${lines.map((l) => l.quantity)}::int[], ${lines.map((l) => l.lineTotalCents)}::int[])`,

  /** The order a visitor created with an idempotency key (the unique (visitor_id, idempotency_key) index). */
  findByIdempotencyKey: (visitorId: string, idempotencyKey: string) => sql`
    SELECT ${ORDER_WITH_LINES}
    FROM orders o
    WHERE o.visitor_id = ${visitorId} AND o.idempotency_key = ${idempotencyKey}`,

  /** The visitor's newest orders, on the (visitor_id, created_at DESC) index. */
  listForVisitor: (visitorId: string, limit: number) => sql`
    SELECT ${ORDER_WITH_LINES}
    FROM orders o
    WHERE o.visitor_id = ${visitorId}
    ORDER BY o.created_at DESC, o.reference DESC
    LIMIT ${limit}`,
} satisfies StatementCatalog;

/** What `shop_place_order` answers: `placed`, `duplicate`, `reference-taken`, or one or more refusal rows. */
export interface PlaceRow extends Omit<RefusalRow, 'outcome'> {
  outcome: 'placed' | 'duplicate' | 'reference-taken' | RefusalRow['outcome'];
  dropId: string | null;
}

/** Where orders are stored and read. The rules (pricing, idempotency, retries) are OrdersService's. */
@Injectable()
export class OrdersRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** Places the order as `shop_place_order` decides (see ORDER_STATEMENTS.place). */
  place(order: NewOrder, lines: readonly OrderLine[]): Promise<PlaceRow[]> {
    return this.prisma.$queryPrepared<PlaceRow>(ORDER_STATEMENTS.place(order, lines), 'orders.place');
  }

  async findByIdempotencyKey(visitorId: string, idempotencyKey: string): Promise<StoredOrder | null> {
    const [order] = await this.prisma.$queryRaw<StoredOrder[]>(ORDER_STATEMENTS.findByIdempotencyKey(visitorId, idempotencyKey));
    return order ?? null;
  }

  /** At most `limit` of the visitor's orders, newest first. */
  listForVisitor(visitorId: string, limit: number): Promise<StoredOrder[]> {
    return this.prisma.$queryPrepared<StoredOrder>(ORDER_STATEMENTS.listForVisitor(visitorId, limit), 'orders.listForVisitor');
  }
}
