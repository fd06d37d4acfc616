import { ApiProperty } from '@nestjs/swagger';
import { cartLineId, findSize, LIMITS, type OrderLineResponse, type OrderResponse, type OrdersResponse } from '@shop/contract';
import type { StoredOrder } from './orders.repository';

class OrderLineDto implements OrderLineResponse {
  @ApiProperty({ example: 'thin-mint-elite-dozen' }) id!: string;
  @ApiProperty({ example: 'thin-mint-elite' }) productId!: string;
  @ApiProperty({ example: 'Thin Mint Elite' }) name!: string;
  @ApiProperty({ example: 'dozen' }) sizeKey!: string;
  @ApiProperty({ example: 'Dozen' }) size!: string;
  @ApiProperty({ example: 4800 }) unitPriceCents!: number;
  @ApiProperty({ example: 2 }) quantity!: number;
  @ApiProperty({ example: 9600 }) lineTotalCents!: number;
}

export class OrderResponseDto implements OrderResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'ORD-7F3K9Q2M' }) reference!: string;
  @ApiProperty({ example: 9600 }) totalCents!: number;
  @ApiProperty({ type: [OrderLineDto] }) lines!: OrderLineDto[];
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

export class OrdersResponseDto implements OrdersResponse {
  @ApiProperty({ type: [OrderResponseDto], description: `Newest first, at most ${LIMITS.ordersListed}.` })
  orders!: OrderResponseDto[];
}

/** The fields of a stored order (read back, or just written) that the answer is made from. */
type OrderView = Pick<StoredOrder, 'id' | 'reference' | 'totalCents' | 'createdAt' | 'lines'>;

/** What a visitor sees of a stored order: no visitor id, idempotency key or request hash. */
export function toOrderResponse(order: OrderView): OrderResponse {
  return {
    id: order.id,
    reference: order.reference,
    totalCents: order.totalCents,
    lines: [...order.lines]
      .sort((a, b) => a.position - b.position)
      .map((line) => ({
        id: cartLineId(line.productId, line.sizeKey as Parameters<typeof cartLineId>[1]),
        productId: line.productId,
        name: line.productName,
        sizeKey: line.sizeKey,
        size: findSize(line.sizeKey)?.label ?? line.sizeKey,
        unitPriceCents: line.unitPriceCents,
        quantity: line.quantity,
        lineTotalCents: line.lineTotalCents,
      })),
    createdAt: order.createdAt.toISOString(),
  };
}
