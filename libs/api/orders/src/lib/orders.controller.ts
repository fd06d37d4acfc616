import { Body, Controller, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiCookieAuth, ApiCreatedResponse, ApiHeader, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors, POST_ERRORS } from '@shop/api/http';
import { RateLimit } from '@shop/api/security';
import { VISITOR_COOKIE, VisitorId } from '@shop/api/visitor';
import { IDEMPOTENCY_KEY_HEADER, LIMITS } from '@shop/contract';
import { CreateOrderDto } from './create-order.dto';
import { IdempotencyKey } from './idempotency-key';
import { OrderResponseDto, OrdersResponseDto } from './order-response.dto';
import { OrdersService } from './orders.service';

const VISITOR_NOTE = 'The visitor is identified by a signed HttpOnly cookie, set on the first request without a valid one.';

@ApiTags('orders')
@ApiCookieAuth(VISITOR_COOKIE)
@Controller('api')
export class OrdersController {
  constructor(private readonly orders: OrdersService) {}

  @Post('order')
  @HttpCode(HttpStatus.CREATED)
  @RateLimit('order')
  @ApiOperation({ summary: 'Place a demo order (no payment); prices are checked against the catalog', description: VISITOR_NOTE })
  @ApiHeader({
    name: IDEMPOTENCY_KEY_HEADER,
    required: false,
    description: `Up to ${LIMITS.idempotencyKeyMaxLength} characters. A retry with the same key and body returns the first response and creates nothing; the same key with another body is 422.`,
  })
  @ApiCreatedResponse({ type: OrderResponseDto })
  @ApiErrors(...POST_ERRORS, 422)
  place(
    @VisitorId() visitorId: string,
    @IdempotencyKey() idempotencyKey: string | undefined,
    @Body() body: CreateOrderDto,
  ): Promise<OrderResponseDto> {
    return this.orders.place(visitorId, idempotencyKey, body);
  }

  @Get('orders')
  @ApiOperation({ summary: `The current visitor's orders, newest first, at most ${LIMITS.ordersListed}`, description: VISITOR_NOTE })
  @ApiOkResponse({ type: OrdersResponseDto })
  @ApiErrors(503)
  list(@VisitorId() visitorId: string): Promise<OrdersResponseDto> {
    return this.orders.listForVisitor(visitorId);
  }
}
