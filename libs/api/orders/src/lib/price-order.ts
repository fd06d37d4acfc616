import { UnprocessableEntityException } from '@nestjs/common';
import { type CreateOrderRequest, LIMITS, parseCartLineId, SIZE_KEYS } from '@shop/contract';
import type { OrderLine } from './orders.repository';

/** A line as it will be stored, but for its position. */
type PricedLine = Omit<OrderLine, 'position'>;

interface PricedOrder {
  lines: PricedLine[];
  totalCents: number;
}

/** At most this many problems are listed in one answer; the first few are what a person fixes. */
const MAX_PROBLEMS = 5;

/** Dollars as the client sends them against integer cents, without trusting float rounding. */
function sameAmount(dollars: number, cents: number): boolean {
  return Math.abs(dollars * 100 - cents) < 1e-6;
}

const dollars = (cents: number) => String(cents / 100);

/**
 * The server is the authority on money: every line is checked against the catalog and priced
 * from it, never from what the client says. Returns the order as it will be stored, or throws
 * 422 naming each line that is wrong and what was expected.
 */
export function priceOrder(request: CreateOrderRequest): PricedOrder {
  const problems: string[] = [];
  const { items } = request;
  if (items.length === 0) throw new UnprocessableEntityException('An order needs at least one line.');
  if (items.length > LIMITS.orderMaxLines) {
    throw new UnprocessableEntityException(`An order may have at most ${LIMITS.orderMaxLines} lines (got ${items.length}).`);
  }

  const seen = new Map<string, number>();
  const lines: PricedLine[] = [];
  items.forEach((item, index) => {
    const where = `Line ${index + 1} (${JSON.stringify(item.id)})`;
    const first = seen.get(item.id);
    if (first !== undefined) {
      problems.push(`${where} repeats line ${first}; each product and size may appear once, with its quantity.`);
      return;
    }
    seen.set(item.id, index + 1);

    const parsed = parseCartLineId(item.id);
    if (!parsed) {
      problems.push(
        `${where} is not a product of the catalog: the id must be {productId}-{sizeKey} with a known product and size ${SIZE_KEYS.join(' or ')}.`,
      );
      return;
    }
    const { product, size } = parsed;
    if (item.size !== size.label) problems.push(`${where}: size must be ${JSON.stringify(size.label)}, got ${JSON.stringify(item.size)}.`);
    if (!Number.isInteger(item.quantity) || item.quantity < LIMITS.quantityMin || item.quantity > LIMITS.quantityMax) {
      problems.push(`${where}: quantity must be a whole number from ${LIMITS.quantityMin} to ${LIMITS.quantityMax}, got ${item.quantity}.`);
      return;
    }
    if (!sameAmount(item.price, size.unitPriceCents)) {
      problems.push(
        `${where}: price must be ${dollars(size.unitPriceCents)} (the catalog price of a ${size.label} box), got ${item.price}.`,
      );
    }
    const lineTotalCents = size.unitPriceCents * item.quantity;
    if (!sameAmount(item.total, lineTotalCents)) {
      problems.push(`${where}: total must be ${dollars(lineTotalCents)} (price × quantity), got ${item.total}.`);
    }
    lines.push({
      productId: product.id,
      productName: product.name,
      sizeKey: size.key,
      unitPriceCents: size.unitPriceCents,
      quantity: item.quantity,
      lineTotalCents,
    });
  });

  const totalCents = lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
  if (problems.length === 0 && request.total !== totalCents) {
    problems.push(`The order total must be ${totalCents} cents (the sum of the lines), got ${request.total}.`);
  }
  if (problems.length > 0) {
    const shown = problems.slice(0, MAX_PROBLEMS);
    if (problems.length > MAX_PROBLEMS) shown.push(`And ${problems.length - MAX_PROBLEMS} more.`);
    throw new UnprocessableEntityException(shown.join(' '));
  }
  return { lines, totalCents };
}
