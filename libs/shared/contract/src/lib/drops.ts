// Monthly drops: what the storefront and the API agree on about the current drop.
// Times travel as ISO 8601 strings in UTC; the storefront shows them in the visitor's zone.

import type { ApiErrorBody } from './api-types';
import type { SizeKey } from './sizes';

/**
 * Where the shop stands in its drops:
 * - `none`: no drop was ever scheduled (a fresh install, the demo). The spec's countdown and
 *   unlimited checkout stay exactly as the spec says.
 * - `scheduled`: the next drop has not opened yet; checkout is refused until `opensAt`.
 * - `open`: the drop sells its stock until `closesAt` or until staff close it.
 * - `closed`: the last drop has ended and none is scheduled; the next date goes to the list.
 */
export type DropPhase = 'none' | 'scheduled' | 'open' | 'closed';

/** Stock of one cookie and size in a drop: `id` is the cart line id, `{productId}-{sizeKey}`. */
export interface DropStockLine {
  id: string;
  productId: string;
  sizeKey: SizeKey;
  /** Boxes the drop started with. */
  boxes: number;
  /** Boxes still for sale (never below zero). */
  remaining: number;
}
/** A line of a drop's stock as staff give it. */
export type DropStockInput = Pick<DropStockLine, 'productId' | 'sizeKey' | 'boxes'>;

/** `GET /api/drop`: one cached answer shared by every visitor, at most DROP_SNAPSHOT_MAX_AGE_MS old. */
export interface DropResponse {
  phase: DropPhase;
  /** The drop the phase is about: the open one, the next scheduled one, or the last closed one. */
  name: string | null;
  /** ISO 8601 UTC; null only in phase `none`. */
  opensAt: string | null;
  closesAt: string | null;
  /** Lines of the drop the phase is about; a cookie and size not listed is not sold in it. Empty in `none`. */
  stock: DropStockLine[];
  /** Boxes one visitor may buy in one drop. */
  perVisitorLimit: number;
  /** When the server took this snapshot (ISO 8601). */
  asOf: string;
}

/** How often an open page asks for fresh figures while a drop is open or about to open. */
export const DROP_POLL_MS = 5_000;
/** The server reads the database for `GET /api/drop` at most this often, whatever the number of visitors. */
export const DROP_SNAPSHOT_MAX_AGE_MS = 1_000;
/** At or below this many boxes left, a card says "Only N left". */
export const DROP_LOW_STOCK_BOXES = 10;
/** A drop closes this long after it opens unless staff say otherwise. */
export const DROP_DEFAULT_HOURS = 72;
/** Boxes one visitor may buy in one drop unless `DROP_PER_VISITOR_BOXES` says otherwise. */
export const DROP_DEFAULT_PER_VISITOR_BOXES = 4;

/** The state of one size on a product card during a drop. */
export type DropLineState =
  | { kind: 'unlimited' } // phase none: the demo sells without stock
  | { kind: 'available'; remaining: number }
  | { kind: 'low'; remaining: number } // "Only N left"
  | { kind: 'sold-out' }
  | { kind: 'not-in-drop' };

/** One rule for every card: what the current drop says about one cookie and size. */
export function dropLineState(drop: Pick<DropResponse, 'phase' | 'stock'> | undefined, id: string): DropLineState {
  if (!drop || drop.phase === 'none') return { kind: 'unlimited' };
  const line = drop.stock.find((l) => l.id === id);
  if (!line) return { kind: 'not-in-drop' };
  if (line.remaining <= 0) return { kind: 'sold-out' };
  if (line.remaining <= DROP_LOW_STOCK_BOXES) return { kind: 'low', remaining: line.remaining };
  return { kind: 'available', remaining: line.remaining };
}

/** Why an order was refused during drops: `409` with the error body plus these fields. */
export type OrderRefusalReason = 'not-open-yet' | 'closed' | 'not-in-drop' | 'short' | 'visitor-limit';

/** A line the drop cannot fill, named so the drawer can show the message on that line. */
export interface OrderRefusalLine {
  /** The cart line id, `{productId}-{sizeKey}`. */
  id: string;
  /** Boxes still for sale of that line (0 when sold out or not in the drop). */
  remaining: number;
  /** A sentence a visitor can read, e.g. "Only 2 Dozen boxes of Thin Mint Elite are left". */
  message: string;
}

/** The body of a `409` order refusal: the usual error fields, the reason, and the lines at fault. */
export interface OrderRefusalBody extends ApiErrorBody {
  statusCode: 409;
  reason: OrderRefusalReason;
  /** Empty unless the reason is about lines (`not-in-drop`, `short`). */
  lines: OrderRefusalLine[];
  /** For `not-open-yet`: when the drop opens (ISO 8601 UTC). */
  opensAt?: string;
}

/** `PUT /api/admin/drops/:name` (behind ADMIN_TOKEN): schedule or re-schedule a drop. */
export interface ScheduleDropRequest {
  opensAt: string;
  /** Hours the drop stays open; DROP_DEFAULT_HOURS when left out. */
  hours?: number;
  /** The stock as lines, or `stockCsv`: a `product,size,boxes` file as staff wrote it (one of the two). */
  stock?: DropStockInput[];
  stockCsv?: string;
  /** The announcement mailed to confirmed `drop` subscribers when the drop opens. */
  announcement?: { subject: string; body: string };
}

/** What staff see of one drop (`npm run drop -- status`, and the answer to schedule and close). */
export interface DropStatusResponse {
  name: string;
  /** `scheduled` before it opens, `open` while it sells, `closed` after its close (or staff's). */
  state: Exclude<DropPhase, 'none'>;
  opensAt: string;
  closesAt: string;
  /** When staff closed it early, if they did. */
  closedEarlyAt: string | null;
  /** When it stops (or stopped) selling: its close, or staff's earlier one; null when cancelled before it opened. */
  sellsUntil: string | null;
  perVisitorBoxes: number;
  /** The announcement mailed when it opens, when its recipients were queued, and why it could not be, if it could not. */
  announcement: { subject: string; announcedAt: string | null; problem: string | null } | null;
  lines: (DropStockLine & { name: string; size: string; sold: number })[];
  orders: number;
  visitors: number;
  /** In the answer to a schedule: false when the same schedule was already stored (nothing changed). */
  changed?: boolean;
  /** When the server answered (ISO 8601), to count time to opening or closing from. */
  now: string;
}
