import { ApiProperty } from '@nestjs/swagger';
import { IsOneLine, Trim } from '@shop/api/validation';
import { type AnnounceRequest, type AnnounceResponse, SUBSCRIPTION_LISTS, type SubscriptionList } from '@shop/contract';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsString, Matches, Max, MaxLength, Min } from 'class-validator';

export class AnnounceDto implements AnnounceRequest {
  @ApiProperty({
    example: 'june-drop',
    maxLength: 100,
    description: 'Any letter case: `June-Drop` and `june-drop` are one campaign, stored in lower case.',
  })
  // The campaigns table holds names in lower case (a CHECK constraint), so one name is one campaign whatever its case.
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.toLowerCase() : value))
  @Matches(/^[a-z0-9][a-z0-9._-]*$/i, { message: 'name must be letters, digits, dots, dashes or underscores' })
  @MaxLength(100)
  @IsString()
  @IsNotEmpty()
  name!: string;

  @ApiProperty({ enum: SUBSCRIPTION_LISTS })
  @IsIn(SUBSCRIPTION_LISTS)
  list!: SubscriptionList;

  @ApiProperty({ maxLength: 300 })
  @Trim()
  @IsOneLine()
  @MaxLength(300)
  @IsString()
  @IsNotEmpty()
  subject!: string;

  @ApiProperty({ maxLength: 20_000, description: 'Plain text; a blank line starts a new paragraph.' })
  @MaxLength(20_000)
  @IsString()
  @IsNotEmpty()
  body!: string;

  @ApiProperty({ minimum: 1, maximum: 1000 })
  @Max(1000)
  @Min(1)
  @IsInt()
  limit!: number;
}

export class AnnouncedResponse implements AnnounceResponse {
  @ApiProperty() name!: string;
  @ApiProperty() queuedNow!: number;
  @ApiProperty() queuedTotal!: number;
  @ApiProperty() remaining!: number;
}
