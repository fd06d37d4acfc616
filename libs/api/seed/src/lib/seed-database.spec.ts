import { type MigratedDatabase, openMigratedDatabase } from '@shop/api/database/testing';
import { findProduct, PRODUCTS, SIZES } from '@shop/contract';
import { CONTACT_MESSAGES, DROP_WINDOW_HOURS, ORDER_COUNT, SUBSCRIBER_COUNT } from './seed-data';
import { seedDatabase, SeedRefusedError } from './seed-database';

const NOW = new Date('2026-11-23T17:30:00Z');

describe('npm run db:seed', () => {
  let db: MigratedDatabase;
  beforeEach(async () => {
    db = await openMigratedDatabase();
  }, 120_000);
  afterEach(() => db.close());

  const counts = async () => ({
    subscribers: await db.prisma.subscriber.count(),
    contactMessages: await db.prisma.contactMessage.count(),
    orders: await db.prisma.order.count(),
    orderLines: await db.prisma.orderLine.count(),
  });

  it('fills an empty database with a month: sign-ups, messages, and about 200 orders in the 72-hour drop', async () => {
    const { added, month } = await seedDatabase(db.prisma, { now: NOW });
    expect(await counts()).toEqual(added);
    expect(added).toMatchObject({ subscribers: SUBSCRIBER_COUNT, contactMessages: CONTACT_MESSAGES.length, orders: ORDER_COUNT });
    expect(added.orders).toBeGreaterThanOrEqual(180);
    expect(added.orderLines).toBeGreaterThan(added.orders);

    const orders = await db.prisma.order.findMany({ include: { lines: true } });
    const opens = month.dropOpensAt.getTime();
    expect(month.dropClosesAt.getTime() - opens).toBe(DROP_WINDOW_HOURS * 3_600_000);
    for (const order of orders) {
      expect(order.createdAt.getTime()).toBeGreaterThanOrEqual(opens);
      expect(order.createdAt.getTime()).toBeLessThan(month.dropClosesAt.getTime());
      expect(order.reference).toMatch(/^ORD-[0-9A-HJKMNP-TV-Z]{8}$/);
      // priced by the contract: the catalog's name, the size's price, totals that add up
      for (const line of order.lines) {
        expect(line.productName).toBe(findProduct(line.productId)?.name);
        expect(line.unitPriceCents).toBe(SIZES.find((size) => size.key === line.sizeKey)?.unitPriceCents);
        expect(line.lineTotalCents).toBe(line.unitPriceCents * line.quantity);
      }
      expect(order.totalCents).toBe(order.lines.reduce((sum, line) => sum + line.lineTotalCents, 0));
      expect(new Set(order.lines.map((line) => `${line.productId}-${line.sizeKey}`)).size).toBe(order.lines.length);
    }

    // A realistic mix: every cookie sells, the signature ones most; both sizes; some repeat visitors;
    // the first six hours busier than any later six.
    const lines = orders.flatMap((order) => order.lines);
    const boxes = (productId: string) => lines.filter((line) => line.productId === productId).reduce((sum, line) => sum + line.quantity, 0);
    for (const product of PRODUCTS) expect(boxes(product.id)).toBeGreaterThan(0);
    const signature = PRODUCTS.filter((product) => product.featured).reduce((sum, product) => sum + boxes(product.id), 0);
    expect(signature / lines.reduce((sum, line) => sum + line.quantity, 0)).toBeGreaterThan(0.3);
    const dozens = lines.filter((line) => line.sizeKey === 'dozen').length / lines.length;
    expect(dozens).toBeGreaterThan(0.3);
    expect(dozens).toBeLessThan(0.7);
    expect(new Set(orders.map((order) => order.visitorId)).size).toBeLessThan(orders.length);
    const inSixHours = (from: number) =>
      orders.filter((o) => o.createdAt.getTime() - opens >= from * 3_600_000 && o.createdAt.getTime() - opens < (from + 6) * 3_600_000)
        .length;
    const first = inSixHours(0);
    for (let from = 6; from < DROP_WINDOW_HOURS; from += 6) expect(inSixHours(from)).toBeLessThan(first);

    const subscribers = await db.prisma.subscriber.findMany();
    expect(subscribers.every((row) => /@example\.(com|org|net)$/.test(row.email))).toBe(true);
    // Staff see every status and both lists, with times that follow each other.
    expect(new Set(subscribers.map((row) => row.status))).toEqual(new Set(['pending', 'confirmed', 'unsubscribed']));
    expect(new Set(subscribers.map((row) => row.list))).toEqual(new Set(['drop', 'newsletter']));
    for (const row of subscribers) {
      expect(row.confirmedAt === null).toBe(row.status === 'pending');
      expect(row.unsubscribedAt === null).toBe(row.status !== 'unsubscribed');
      if (row.confirmedAt) expect(row.confirmedAt.getTime()).toBeGreaterThanOrEqual(row.createdAt.getTime());
      if (row.unsubscribedAt && row.confirmedAt) expect(row.unsubscribedAt.getTime()).toBeGreaterThanOrEqual(row.confirmedAt.getTime());
    }
    expect(Math.min(...subscribers.map((row) => row.createdAt.getTime()))).toBeGreaterThanOrEqual(NOW.getTime() - 31 * 24 * 3_600_000);
  }, 120_000);

  it('adds nothing when run again, even on another day', async () => {
    await seedDatabase(db.prisma, { now: NOW });
    const before = await counts();
    const again = await seedDatabase(db.prisma, { now: new Date(NOW.getTime() + 5 * 24 * 3_600_000) });
    expect(again.added).toEqual({ subscribers: 0, contactMessages: 0, orders: 0, orderLines: 0 });
    expect(await counts()).toEqual(before);
  }, 120_000);

  it('refuses a database holding real data, unless forced, and never touches that data', async () => {
    await db.prisma.subscriber.create({ data: { email: 'a.real.customer@gmail.test' } });
    await db.prisma.contactMessage.create({ data: { name: 'Real Person', email: 'real@gmail.test', message: 'Hello' } });

    await expect(seedDatabase(db.prisma, { now: NOW })).rejects.toThrow(SeedRefusedError);
    await expect(seedDatabase(db.prisma, { now: NOW })).rejects.toThrow(
      'The database holds real data (1 subscriber, 1 contact message), so the demo month was not added. Use --force',
    );
    expect(await counts()).toEqual({ subscribers: 1, contactMessages: 1, orders: 0, orderLines: 0 });

    const forced = await seedDatabase(db.prisma, { now: NOW, force: true });
    expect(forced.added.subscribers).toBe(SUBSCRIBER_COUNT);
    expect(await db.prisma.subscriber.count({ where: { email: 'a.real.customer@gmail.test' } })).toBe(1);
    expect((await counts()).subscribers).toBe(SUBSCRIBER_COUNT + 1);
  }, 120_000);
});
