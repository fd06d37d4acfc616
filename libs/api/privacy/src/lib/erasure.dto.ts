import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsShopEmail } from '@shop/api/email';
import { ORDER_REFERENCE } from '@shop/contract';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsDefined, IsString, Matches, ValidateIf } from 'class-validator';

/** More than a visitor's box lists (20), and few enough for one short transaction. */
export const MAX_ORDER_REFERENCES = 50;

/** A reference copied from a message may come with spaces or in lower case; the stored form is upper case. */
const normalizeReferences = ({ value }: { value: unknown }) =>
  Array.isArray(value) ? value.map((item: unknown) => (typeof item === 'string' ? item.trim().toUpperCase() : item)) : value;

// Checked bottom-up, first failure only (stopAtFirstError). Each field is checked only when it is
// sent, except that a body with neither is refused under orderReferences.
export class CreateErasureDto {
  @ApiPropertyOptional({
    description: 'Remove every sign-up and contact message of this address, and every email sent to it or replying to it. Any letter case.',
  })
  @ValidateIf((body: CreateErasureDto) => body.email !== undefined)
  @IsShopEmail('ada@example.com')
  email?: string;

  @ApiPropertyOptional({
    type: [String],
    maxItems: MAX_ORDER_REFERENCES,
    example: ['ORD-7F3K9Q2M'],
    description: 'Remove these orders with their lines. Orders carry no email: the visitor names them from the recent orders in their box.',
  })
  @ValidateIf((body: CreateErasureDto) => body.orderReferences !== undefined || body.email === undefined)
  @Matches(ORDER_REFERENCE, { each: true, message: 'each value in orderReferences must be an order reference such as ORD-7F3K9Q2M' })
  @IsString({ each: true })
  @ArrayMaxSize(MAX_ORDER_REFERENCES)
  @ArrayNotEmpty()
  @IsArray()
  @IsDefined({ message: 'give an email, orderReferences or both' })
  @Transform(normalizeReferences)
  orderReferences?: string[];
}

export class ErasureResponse {
  @ApiProperty({ description: 'Sign-ups removed, on every list and in every status.', example: 2 })
  subscriptions!: number;

  @ApiProperty({ description: 'Contact messages removed.', example: 1 })
  contactMessages!: number;

  @ApiProperty({
    description: 'Emails removed from the outbox: those sent to the address, and the shop inbox copies replying to it.',
    example: 4,
  })
  emails!: number;

  @ApiProperty({ description: 'Orders removed, each with its lines.', example: 1 })
  orders!: number;

  @ApiProperty({ type: [String], description: 'References given that match no order: never made, or removed before.', example: [] })
  ordersNotFound!: string[];
}
