import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { AnnounceDto } from '@shop/api/notify';
import { DROP_DEFAULT_HOURS, PRODUCTS, type ScheduleDropRequest, SIZE_KEYS, type SizeKey, SIZES } from '@shop/contract';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsISO8601,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';

/** A drop's name: what staff type after --name, and part of its announcement's campaign name. */
export const DROP_NAME = /^[a-z0-9][a-z0-9._-]{0,89}$/i;
/**
 * The one form an opening is given in: a calendar date, a time to the minute or finer, and its
 * zone (Z or ±hh:mm; a time without one would be read in the server's zone). ISO 8601's other
 * forms (week dates, ordinal dates, no separators) passed the check and then failed to store.
 */
const OPENS_AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
/** A stock line per cookie and size is the most a drop can sell. */
const MAX_STOCK_LINES = PRODUCTS.length * SIZES.length;
/** Far more than a file of MAX_STOCK_LINES lines needs, and small enough for the admin API's body limit. */
const MAX_STOCK_FILE = 10_000;
const OPENS_AT_FORM = 'a date and time with its zone, such as 2026-12-04T14:00:00Z or 2026-12-04T15:00:00+01:00';

export class DropStockLineDto {
  @ApiProperty({ example: 'thin-mint-elite' })
  @MaxLength(64)
  @IsString()
  productId!: string;

  @ApiProperty({ enum: SIZE_KEYS })
  @IsIn(SIZE_KEYS)
  sizeKey!: SizeKey;

  @ApiProperty({ minimum: 0 })
  @Min(0)
  @IsInt()
  boxes!: number;
}

/** The announcement mailed when the drop opens, held to the rules of `npm run announce`'s subject and text. */
export class DropAnnouncementDto extends PickType(AnnounceDto, ['subject', 'body'] as const) {}

export class ScheduleDropDto implements ScheduleDropRequest {
  @ApiProperty({ example: '2026-12-04T14:00:00Z', description: 'ISO 8601 with its zone (Z or an offset); stored in UTC.' })
  @IsISO8601({ strict: true }, { message: `opensAt must be ${OPENS_AT_FORM}` })
  @Matches(OPENS_AT, { message: `opensAt must be ${OPENS_AT_FORM}` })
  @IsString()
  opensAt!: string;

  @ApiPropertyOptional({ minimum: 1, maximum: 744, default: DROP_DEFAULT_HOURS })
  @Max(744)
  @Min(1)
  @IsInt()
  @IsOptional()
  hours?: number;

  @ApiPropertyOptional({ type: [DropStockLineDto] })
  @ValidateNested({ each: true })
  // Every line must be an object: ValidateNested alone lets a nested array through.
  @IsObject({ each: true })
  @Type(() => DropStockLineDto)
  @ArrayMaxSize(MAX_STOCK_LINES)
  @IsArray()
  @IsOptional()
  stock?: DropStockLineDto[];

  @ApiPropertyOptional({ description: 'The stock file: header product,size,boxes, then one line per cookie and size.' })
  @MaxLength(MAX_STOCK_FILE)
  @IsString()
  @IsOptional()
  stockCsv?: string;

  @ApiPropertyOptional({ type: DropAnnouncementDto })
  @ValidateNested()
  @IsObject()
  @Type(() => DropAnnouncementDto)
  @IsOptional()
  announcement?: DropAnnouncementDto;
}
