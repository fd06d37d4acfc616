import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Trim } from '@shop/api/http';
import { type ScheduleDropRequest, type SizeKey, SIZES } from '@shop/contract';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsISO8601,
  IsNotEmpty,
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
/** A time with its zone (Z or ±hh:mm): a time without one would be read in the server's zone. */
const WITH_ZONE = /(Z|[+-]\d{2}:?\d{2})$/i;

export class DropStockLineDto {
  @ApiProperty({ example: 'thin-mint-elite' })
  @MaxLength(64)
  @IsString()
  productId!: string;

  @ApiProperty({ enum: SIZES.map((size) => size.key) })
  @IsIn(SIZES.map((size) => size.key))
  sizeKey!: SizeKey;

  @ApiProperty({ minimum: 0 })
  @Min(0)
  @IsInt()
  boxes!: number;
}

export class DropAnnouncementDto {
  @ApiProperty({ maxLength: 300 })
  @Trim()
  @MaxLength(300)
  @IsString()
  @IsNotEmpty()
  subject!: string;

  @ApiProperty({ maxLength: 20_000, description: 'Plain text; a blank line starts a new paragraph.' })
  @MaxLength(20_000)
  @IsString()
  @IsNotEmpty()
  body!: string;
}

export class ScheduleDropDto implements ScheduleDropRequest {
  @ApiProperty({ example: '2026-12-04T14:00:00Z', description: 'ISO 8601 with its zone (Z or an offset); stored in UTC.' })
  @Matches(WITH_ZONE, { message: 'opensAt must give its time zone, e.g. 2026-12-04T14:00:00Z' })
  @IsISO8601({ strict: true }, { message: 'opensAt must be an ISO 8601 time, e.g. 2026-12-04T14:00:00Z' })
  @IsString()
  opensAt!: string;

  @ApiPropertyOptional({ minimum: 1, maximum: 744, default: 72 })
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
  @ArrayMaxSize(500)
  @IsArray()
  @IsOptional()
  stock?: DropStockLineDto[];

  @ApiPropertyOptional({ description: 'The stock file: header product,size,boxes, then one line per cookie and size.' })
  @MaxLength(100_000)
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
