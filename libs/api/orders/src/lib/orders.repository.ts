import { Injectable } from '@nestjs/common';
import { isUniqueViolation, type Prisma, PrismaService, sql, type StatementCatalog } from '@shop/api/database';

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
   * The order and its lines as one statement: atomic without a transaction, one round trip, the
   * lines passed as arrays and `unnest`ed.
   */
  insertWithLines: (order: NewOrder, lines: readonly OrderLine[]) => sql`
    WITH new_order AS (
      INSERT INTO orders (id, reference, visitor_id, idempotency_key, request_hash, total_cents, created_at, updated_at)
      VALUES (${order.id}::uuid, ${order.reference}, ${order.visitorId}, ${order.idempotencyKey}, ${order.requestHash},
              ${order.totalCents}, ${order.createdAt}, ${order.createdAt})
      RETURNING id, created_at
    )
    INSERT INTO order_lines (id, order_id, position, product_id, product_name, size_key, unit_price_cents, quantity, line_total_cents, created_at, updated_at)
    SELECT gen_random_uuid(), new_order.id, line.position, line.product_id, line.product_name, line.size_key,
           line.unit_price_cents, line.quantity, line.line_total_cents, new_order.created_at, new_order.created_at
    FROM new_order,
         unnest(${lines.map((l) => l.position)}::int[], ${lines.map((l) => l.productId)}::text[], ${lines.map((l) => l.productName)}::text[],
                ${lines.map((l) => l.sizeKey)}::text[], ${lines.map((l) => l.unitPriceCents)}::int[], ${lines.map((l) => l.quantity)}::int[],
                ${lines.map((l) => l.lineTotalCents)}::int[])
           AS line(position, product_id, product_name, size_key, unit_price_cents, quantity, line_total_cents)`,

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

/** Where orders are stored and read. The rules (pricing, idempotency, retries) are OrdersService's. */
@Injectable()
export class OrdersRepository {
  constructor(private readonly prisma: PrismaService) {}

  /**
   * Stores the order and its lines, or nothing: false when a unique index refused it (the
   * reference is taken, or the visitor already used the idempotency key).
   */
  async insert(order: NewOrder, lines: readonly OrderLine[]): Promise<boolean> {
    try {
      await this.prisma.$executeRaw(ORDER_STATEMENTS.insertWithLines(order, lines));
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  async findByIdempotencyKey(visitorId: string, idempotencyKey: string): Promise<StoredOrder | null> {
    const [order] = await this.prisma.$queryRaw<StoredOrder[]>(ORDER_STATEMENTS.findByIdempotencyKey(visitorId, idempotencyKey));
    return order ?? null;
  }

  /** At most `limit` of the visitor's orders, newest first. */
  listForVisitor(visitorId: string, limit: number): Promise<StoredOrder[]> {
    return this.prisma.$queryRaw<StoredOrder[]>(ORDER_STATEMENTS.listForVisitor(visitorId, limit));
  }
}
