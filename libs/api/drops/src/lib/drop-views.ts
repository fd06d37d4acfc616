import {
  cartLineId,
  type DropPhase,
  type DropResponse,
  type DropStatusResponse,
  type DropStockLine,
  findProduct,
  findSize,
} from '@shop/contract';
import type { DropCounts, DropRow } from './drops.repository';

/** When a drop stops selling: its close, or staff's earlier one. */
export function dropEndsAt(drop: Pick<DropRow, 'closesAt' | 'closedEarlyAt'>): Date {
  return drop.closedEarlyAt && drop.closedEarlyAt < drop.closesAt ? drop.closedEarlyAt : drop.closesAt;
}

/** Where a drop stands at `now`. A drop closed before it opened (cancelled) is closed. */
export function dropState(drop: Pick<DropRow, 'opensAt' | 'closesAt' | 'closedEarlyAt'>, now: Date): Exclude<DropPhase, 'none'> {
  if (now < drop.opensAt) return drop.closedEarlyAt ? 'closed' : 'scheduled';
  return now < dropEndsAt(drop) ? 'open' : 'closed';
}

function stockLines(drop: DropRow): DropStockLine[] {
  return drop.stock.map((line) => ({
    id: cartLineId(line.productId, line.sizeKey),
    productId: line.productId,
    sizeKey: line.sizeKey,
    boxes: line.boxes,
    remaining: line.remaining,
  }));
}

/** The storefront's view of the drop it is about (DropsRepository.current), at `now`. */
export function toDropResponse(drop: DropRow | null, now: Date, perVisitorBoxes: number): DropResponse {
  if (!drop) {
    return {
      phase: 'none',
      name: null,
      opensAt: null,
      closesAt: null,
      stock: [],
      perVisitorLimit: perVisitorBoxes,
      asOf: now.toISOString(),
    };
  }
  return {
    phase: dropState(drop, now),
    name: drop.name,
    opensAt: drop.opensAt.toISOString(),
    closesAt: dropEndsAt(drop).toISOString(),
    stock: stockLines(drop),
    perVisitorLimit: drop.perVisitorBoxes,
    asOf: now.toISOString(),
  };
}

/** Staff's view of one drop. */
export function toDropStatus(drop: DropRow, counts: DropCounts): DropStatusResponse {
  return {
    name: drop.name,
    state: dropState(drop, drop.now),
    opensAt: drop.opensAt.toISOString(),
    closesAt: drop.closesAt.toISOString(),
    closedEarlyAt: drop.closedEarlyAt?.toISOString() ?? null,
    perVisitorBoxes: drop.perVisitorBoxes,
    announcement: drop.announceSubject
      ? { subject: drop.announceSubject, announcedAt: drop.announcedAt?.toISOString() ?? null, problem: drop.announceProblem }
      : null,
    lines: stockLines(drop).map((line) => ({
      ...line,
      name: findProduct(line.productId)?.name ?? line.productId,
      size: findSize(line.sizeKey)?.label ?? line.sizeKey,
      sold: line.boxes - line.remaining,
    })),
    orders: counts.orders,
    visitors: counts.visitors,
    now: drop.now.toISOString(),
  };
}
