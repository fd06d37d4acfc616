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

/**
 * Where a drop stands at `now`: before, inside or after the window the database says it sells in
 * (shop_drop_window, read as `sellsUntil`). Asked at each answer, so a cached row opens and closes
 * on the second. A drop cancelled before it opened has no window: closed.
 */
export function dropState(drop: Pick<DropRow, 'opensAt' | 'sellsUntil'>, now: Date): Exclude<DropPhase, 'none'> {
  if (drop.sellsUntil === null) return 'closed';
  return now < drop.opensAt ? 'scheduled' : now < drop.sellsUntil ? 'open' : 'closed';
}

function stockLines(drop: DropRow): DropStockLine[] {
  return drop.stock.map((line) => ({ id: cartLineId(line.productId, line.sizeKey), ...line }));
}

/** The storefront's view of the drop it is about (DropsRepository.current), at `now`. */
export function toDropResponse(drop: DropRow | null, now: Date, perVisitorBoxes: number): DropResponse {
  const asOf = now.toISOString();
  if (!drop) return { phase: 'none', name: null, opensAt: null, closesAt: null, stock: [], perVisitorLimit: perVisitorBoxes, asOf };
  return {
    phase: dropState(drop, now),
    name: drop.name,
    opensAt: drop.opensAt.toISOString(),
    closesAt: (drop.sellsUntil ?? drop.closedEarlyAt ?? drop.closesAt).toISOString(),
    stock: stockLines(drop),
    perVisitorLimit: drop.perVisitorBoxes,
    asOf,
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
    sellsUntil: drop.sellsUntil?.toISOString() ?? null,
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
    ...counts,
    now: drop.now.toISOString(),
  };
}
