import { ConflictException } from '@nestjs/common';
import { API_ERROR_FIELDS } from '@shop/api/http';
import { dropTimeUtc, type OrderRefusalBody, type OrderRefusalLine, type OrderRefusalReason, parseCartLineId } from '@shop/contract';

/** One row of `shop_place_order` that is not `placed`. */
export interface RefusalRow {
  outcome: OrderRefusalReason;
  lineId: string | null;
  remaining: number | null;
  at: Date | null;
  visitorLimit: number | null;
}

/** "Dozen boxes of Thin Mint Elite", from a cart line id. */
function boxesOf(lineId: string, count: number): string {
  const parsed = parseCartLineId(lineId);
  return `${parsed?.size.label ?? 'Boxes'} ${count === 1 ? 'box' : 'boxes'} of ${parsed?.product.name ?? lineId}`;
}

function lineMessage(row: RefusalRow): string {
  const id = row.lineId ?? '';
  const remaining = row.remaining ?? 0;
  if (row.outcome === 'not-in-drop') return `${boxesOf(id, 2)} are not in this drop`;
  if (remaining === 0) return `${boxesOf(id, 2)} are sold out`;
  return `Only ${remaining} ${boxesOf(id, remaining)} ${remaining === 1 ? 'is' : 'are'} left`;
}

/**
 * The 409 for an order a drop cannot take: the reason, a sentence a visitor can read, and for line
 * problems one entry per line so the drawer can show each message on its line. Nothing was stored
 * and no stock was taken when this is thrown.
 */
export function orderRefusal(rows: readonly RefusalRow[]): ConflictException {
  const reason = rows[0].outcome;
  let message: string;
  let lines: OrderRefusalLine[] = [];
  const extra: Partial<OrderRefusalBody> = {};
  switch (reason) {
    case 'not-open-yet':
      message = rows[0].at
        ? `The next drop opens ${dropTimeUtc(rows[0].at.toISOString())}. Checkout opens then`
        : 'The next drop has not opened yet';
      if (rows[0].at) extra.opensAt = rows[0].at.toISOString();
      break;
    case 'closed':
      message = 'This drop has closed. The date of the next one will be announced to the list';
      break;
    case 'visitor-limit': {
      const left = rows[0].remaining ?? 0;
      const perVisitorLimit = rows[0].visitorLimit;
      message =
        left === 0
          ? `Each visitor may buy ${perVisitorLimit} boxes in a drop, and you have bought yours`
          : `Each visitor may buy ${perVisitorLimit} boxes in a drop: you can add ${left} more`;
      break;
    }
    default:
      lines = rows.flatMap((row) => (row.lineId ? [{ id: row.lineId, remaining: row.remaining ?? 0, message: lineMessage(row) }] : []));
      message = lines.map((line) => line.message).join('. ');
  }
  const exception = new ConflictException(message);
  return Object.assign(exception, { [API_ERROR_FIELDS]: { reason, lines, ...extra } });
}
