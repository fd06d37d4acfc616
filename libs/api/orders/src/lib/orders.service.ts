import { hash, randomUUID } from 'node:crypto';
import { Injectable, UnprocessableEntityException } from '@nestjs/common';
import { IDEMPOTENCY_KEY_HEADER, LIMITS, type OrderResponse, type OrdersResponse } from '@shop/contract';
import type { CreateOrderDto } from './create-order.dto';
import { toOrderResponse } from './order-response.dto';
import { orderRefusal, type RefusalRow } from './order-refusal';
import { newOrderReference } from './order-reference';
import { OrdersRepository } from './orders.repository';
import { priceOrder } from './price-order';

/** A fresh reference colliding with a stored one (1 in 2^40) gets another try. */
const MAX_ATTEMPTS = 3;

/** Fingerprint of what the client asked for, to tell a retry from a different order under one key. */
export function requestHash(body: CreateOrderDto): string {
  const canonical = JSON.stringify([
    body.total,
    body.items.map((item) => [item.id, item.name, item.size, item.price, item.quantity, item.total]),
  ]);
  // One-shot, without a Hash object per order: about 0.3 µs against 1 µs for createHash here.
  return hash('sha256', canonical, 'hex');
}

@Injectable()
export class OrdersService {
  constructor(private readonly orders: OrdersRepository) {}

  /**
   * Prices the order from the catalog and stores it with its lines. During a drop the same
   * statement takes its boxes from stock and from the visitor's allowance, or refuses the whole
   * order with 409 (OrderRefusalBody) and takes nothing. With an idempotency key, the unique
   * (visitor, key) index decides which of any number of concurrent attempts creates the order; the
   * others read it back and answer with it (taking no more stock), or 422 when their body differs
   * from the one that created it. Everything the answer holds is made here, so a new order is
   * never read back.
   */
  async place(visitorId: string, idempotencyKey: string | undefined, body: CreateOrderDto): Promise<OrderResponse> {
    const priced = priceOrder(body);
    const bodyHash = idempotencyKey ? requestHash(body) : null;
    const lines = priced.lines.map((line, position) => ({ position, ...line }));

    for (let attempt = 1; ; attempt++) {
      const order = {
        id: randomUUID(),
        reference: newOrderReference(),
        visitorId,
        idempotencyKey: idempotencyKey ?? null,
        requestHash: bodyHash,
        totalCents: priced.totalCents,
        createdAt: new Date(),
      };
      const rows = await this.orders.place(order, lines);
      const outcome = rows[0]?.outcome;
      if (outcome === 'placed') return toOrderResponse({ ...order, lines });
      if (outcome !== 'duplicate' && outcome !== 'reference-taken') throw orderRefusal(rows as RefusalRow[]);

      if (idempotencyKey && outcome === 'duplicate') {
        const existing = await this.orders.findByIdempotencyKey(visitorId, idempotencyKey);
        if (existing) {
          if (existing.requestHash !== bodyHash) {
            throw new UnprocessableEntityException(
              `This ${IDEMPOTENCY_KEY_HEADER} was already used for a different order; send a new key for a new order.`,
            );
          }
          return toOrderResponse(existing);
        }
      }
      // Not the key, so the reference was taken: a new one is drawn.
      if (attempt >= MAX_ATTEMPTS) throw new Error(`No free order reference in ${MAX_ATTEMPTS} attempts`);
    }
  }

  /** The visitor's newest orders with their lines, newest first. */
  async listForVisitor(visitorId: string): Promise<OrdersResponse> {
    const orders = await this.orders.listForVisitor(visitorId, LIMITS.ordersListed);
    return { orders: orders.map(toOrderResponse) };
  }
}
