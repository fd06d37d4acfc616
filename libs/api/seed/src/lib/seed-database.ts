import type { PrismaService } from '@shop/api/database';
import { type SeedMonth, seedMonth } from './seed-month';

/** The database holds rows the seed did not write; nothing was written. */
export class SeedRefusedError extends Error {
  override name = 'SeedRefusedError';
}

export interface SeedResult {
  /** Rows written by this run: all zero when the seed was already there. */
  added: { subscribers: number; contactMessages: number; orders: number; orderLines: number };
  month: SeedMonth;
}

export interface SeedOptions {
  /** Add the demo month even beside real data (never changing or removing a row). */
  force?: boolean;
  /** The end of the demo month; the drop closed a day before it. */
  now?: Date;
}

/**
 * Writes the demo month (seed-data.ts) in one transaction, through the API's Prisma client.
 * Every seed row has a fixed id, so a second run adds nothing, and any row with another id is
 * real data: the seed then refuses, unless `force`, so demo orders never mix with a shop's own
 * by accident.
 */
export async function seedDatabase(prisma: PrismaService, { force = false, now = new Date() }: SeedOptions = {}): Promise<SeedResult> {
  const month = seedMonth(now);
  if (!force) {
    const real = await realRows(prisma, month);
    const held = Object.entries(real).filter(([, count]) => count > 0);
    if (held.length > 0) {
      throw new SeedRefusedError(
        `The database holds real data (${held.map(([row, count]) => `${count} ${row}${count === 1 ? '' : 's'}`).join(', ')}), so the demo month was not added. ` +
          'Use --force to add it beside that data anyway (nothing is changed or removed).',
      );
    }
  }

  // Each row was last updated when it was made.
  const asMade = <T extends { createdAt: Date }>(rows: T[]) => rows.map((row) => ({ ...row, updatedAt: row.createdAt }));
  const [subscribers, contactMessages, orders, orderLines] = await prisma.$transaction([
    prisma.subscriber.createMany({ data: asMade(month.subscribers), skipDuplicates: true }),
    prisma.contactMessage.createMany({ data: asMade(month.contactMessages), skipDuplicates: true }),
    prisma.order.createMany({ data: asMade(month.orders.map(({ lines: _lines, ...order }) => order)), skipDuplicates: true }),
    prisma.orderLine.createMany({
      data: month.orders.flatMap((order) =>
        order.lines.map((line) => ({ ...line, orderId: order.id, createdAt: order.createdAt, updatedAt: order.createdAt })),
      ),
      skipDuplicates: true,
    }),
  ]);
  return {
    added: { subscribers: subscribers.count, contactMessages: contactMessages.count, orders: orders.count, orderLines: orderLines.count },
    month,
  };
}

/** Rows of each table that the seed did not write, by what one row is (order lines go with their orders). */
async function realRows(prisma: PrismaService, month: SeedMonth): Promise<Record<string, number>> {
  const notSeed = (rows: { id: string }[]) => ({ where: { id: { notIn: rows.map((row) => row.id) } } });
  return {
    subscriber: await prisma.subscriber.count(notSeed(month.subscribers)),
    'contact message': await prisma.contactMessage.count(notSeed(month.contactMessages)),
    order: await prisma.order.count(notSeed(month.orders)),
  };
}
