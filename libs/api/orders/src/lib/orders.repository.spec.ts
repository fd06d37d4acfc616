import { checkStatements } from '@shop/api/database/testing';
import { type NewOrder, ORDER_STATEMENTS, type OrderLine } from './orders.repository';

const order: NewOrder = {
  id: '00000000-0000-4000-8000-000000000001',
  reference: 'ORD-TEST0001',
  visitorId: 'visitor-1',
  idempotencyKey: 'key-1',
  requestHash: 'a'.repeat(64),
  totalCents: 12200,
  createdAt: new Date('2026-11-23T17:30:00.123Z'),
};
const lines: OrderLine[] = [
  {
    position: 0,
    productId: 'thin-mint-elite',
    productName: 'Thin Mint Elite',
    sizeKey: 'dozen',
    unitPriceCents: 4800,
    quantity: 2,
    lineTotalCents: 9600,
  },
  {
    position: 1,
    productId: 'red-velvet-supreme',
    productName: 'Red Velvet Supreme',
    sizeKey: 'half-dozen',
    unitPriceCents: 2600,
    quantity: 1,
    lineTotalCents: 2600,
  },
];
/** What both reads must give back for the order above: every field the answers are made from, in its type. */
const stored = {
  id: order.id,
  reference: order.reference,
  totalCents: order.totalCents,
  createdAt: order.createdAt,
  requestHash: order.requestHash,
  lines,
};

describe('OrdersRepository', () => {
  checkStatements(ORDER_STATEMENTS, {
    place: {
      args: [order, lines],
      rows: (rows) =>
        expect(rows).toEqual([{ outcome: 'placed', dropId: null, lineId: null, remaining: null, at: null, visitorLimit: null }]),
    },
    findByIdempotencyKey: {
      args: [order.visitorId, 'key-1'],
      rows: (rows) => expect(rows).toEqual([stored]),
    },
    listForVisitor: {
      args: [order.visitorId, 20],
      rows: (rows) => expect(rows).toEqual([stored]),
    },
  });
});
