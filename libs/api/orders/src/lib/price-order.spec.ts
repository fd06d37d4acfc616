import { UnprocessableEntityException } from '@nestjs/common';
import type { CreateOrderRequest } from '@shop/contract';
import { priceOrder } from './price-order';

const request = (items: CreateOrderRequest['items'], total: number): CreateOrderRequest => ({ items, total });
const dozen = (quantity: number, price = 48, total = price * quantity) => ({
  id: 'thin-mint-elite-dozen',
  name: 'anything',
  size: 'Dozen',
  price,
  quantity,
  total,
});

function problem(body: CreateOrderRequest): string {
  try {
    priceOrder(body);
  } catch (error) {
    expect(error).toBeInstanceOf(UnprocessableEntityException);
    return (error as Error).message;
  }
  throw new Error('expected a 422');
}

describe('priceOrder', () => {
  it('prices lines from the catalog, in cents', () => {
    expect(priceOrder(request([dozen(3)], 14400))).toEqual({
      totalCents: 14400,
      lines: [
        {
          productId: 'thin-mint-elite',
          productName: 'Thin Mint Elite',
          sizeKey: 'dozen',
          unitPriceCents: 4800,
          quantity: 3,
          lineTotalCents: 14400,
        },
      ],
    });
  });

  it('accepts dollar amounts that differ from the exact value only by float rounding', () => {
    // 0.1 + 0.2 style noise from a client multiplying dollars must not reject an honest cart.
    expect(priceOrder(request([dozen(3, 48, 48 * 3 + 1e-12)], 14400)).totalCents).toBe(14400);
  });

  it('lists several problems at once, each naming its line', () => {
    const message = problem(request([dozen(1, 40), { ...dozen(2), id: 'nope-dozen' }], 1));
    expect(message).toContain('Line 1 ("thin-mint-elite-dozen"): price must be 48');
    expect(message).toContain('Line 2 ("nope-dozen") is not a product of the catalog');
  });

  it('checks the order total only once every line is right', () => {
    expect(problem(request([dozen(1, 40)], 999))).not.toContain('order total');
    expect(problem(request([dozen(1)], 4801))).toBe('The order total must be 4800 cents (the sum of the lines), got 4801.');
  });
});
