import { ApiProperty } from '@nestjs/swagger';
import { type CreateOrderRequest, LIMITS, type OrderItemRequest } from '@shop/contract';
import { Type } from 'class-transformer';
import { IsArray, IsNumber, IsObject, IsString, MaxLength, ValidateNested } from 'class-validator';

// Checked bottom-up, first failure only (stopAtFirstError): type before length.
const FINITE = { allowNaN: false, allowInfinity: false };

/**
 * A cart line as the storefront sends it. Only its shape is checked here (400); whether it
 * matches the catalog is the business rule in priceOrder (422).
 */
class OrderItemDto implements OrderItemRequest {
  @ApiProperty({ description: '`{productId}-{sizeKey}`', example: 'thin-mint-elite-dozen', maxLength: 100 })
  @MaxLength(100)
  @IsString()
  id!: string;

  @ApiProperty({ description: 'Informational: the stored order uses the catalog name.', example: 'Thin Mint Elite', maxLength: 200 })
  @MaxLength(200)
  @IsString()
  name!: string;

  @ApiProperty({ description: 'The label of the size in the id.', example: 'Dozen', maxLength: 50 })
  @MaxLength(50)
  @IsString()
  size!: string;

  @ApiProperty({ description: 'Catalog price of one box, in dollars.', example: 48 })
  @IsNumber(FINITE)
  price!: number;

  @ApiProperty({
    description: `Whole number of boxes, ${LIMITS.quantityMin} to ${LIMITS.quantityMax}.`,
    example: 2,
    minimum: LIMITS.quantityMin,
    maximum: LIMITS.quantityMax,
  })
  @IsNumber(FINITE)
  quantity!: number;

  @ApiProperty({ description: 'price × quantity, in dollars.', example: 96 })
  @IsNumber(FINITE)
  total!: number;
}

export class CreateOrderDto implements CreateOrderRequest {
  @ApiProperty({ type: [OrderItemDto], minItems: 1, maxItems: LIMITS.orderMaxLines })
  @ValidateNested({ each: true })
  // ValidateNested alone lets a nested array through (it validates that array's elements, and an
  // empty one has none): every line must be an object.
  @IsObject({ each: true })
  @IsArray()
  @Type(() => OrderItemDto)
  items!: OrderItemDto[];

  @ApiProperty({ description: 'The order total in integer cents: the sum of the line totals.', example: 9600 })
  @IsNumber(FINITE)
  total!: number;
}
