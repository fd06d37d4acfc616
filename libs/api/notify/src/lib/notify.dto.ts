import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsShopEmail } from '@shop/api/email';
import { Trim } from '@shop/api/validation';
import {
  type ConfirmSubscriptionRequest,
  type ConfirmSubscriptionResponse,
  DEFAULT_SUBSCRIPTION_LIST,
  type NotifyRequest,
  type NotifyResponse,
  SUBSCRIPTION_LISTS,
  type SubscriptionList,
  type UnsubscribeResponse,
} from '@shop/contract';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

/** Longer than any token the shop signs; a bound on what a pasted link can make it parse. */
const TOKEN_MAX_LENGTH = 512;

export class SubscribeDto implements NotifyRequest {
  @IsShopEmail('fan@example.com')
  email!: string;

  @ApiPropertyOptional({
    enum: SUBSCRIPTION_LISTS,
    default: DEFAULT_SUBSCRIPTION_LIST,
    description: 'Which list: the notify form leaves it out, the newsletter form sends newsletter.',
  })
  @IsOptional()
  @IsIn(SUBSCRIPTION_LISTS)
  list?: SubscriptionList;
}

export class SubscribedResponse implements NotifyResponse {
  @ApiProperty({ enum: [true], example: true })
  subscribed!: true;
}

export class ConfirmSubscriptionDto implements ConfirmSubscriptionRequest {
  @ApiProperty({ description: 'The token from the confirmation link.', maxLength: TOKEN_MAX_LENGTH })
  @Trim()
  @MaxLength(TOKEN_MAX_LENGTH)
  @IsString()
  @IsNotEmpty()
  token!: string;
}

export class SubscriptionConfirmedResponse implements ConfirmSubscriptionResponse {
  @ApiProperty({ enum: [true], example: true })
  confirmed!: true;

  @ApiProperty({ enum: SUBSCRIPTION_LISTS, example: 'drop' })
  list!: SubscriptionList;
}

/** The token travels in the query string: the List-Unsubscribe URL must carry it, and its POST body is fixed by RFC 8058. */
export class UnsubscribeQueryDto {
  @ApiProperty({ description: 'The token from the unsubscribe link.', maxLength: TOKEN_MAX_LENGTH })
  @MaxLength(TOKEN_MAX_LENGTH)
  @IsString()
  @IsNotEmpty()
  token!: string;
}

export class UnsubscribedResponse implements UnsubscribeResponse {
  @ApiProperty({ enum: [true], example: true })
  unsubscribed!: true;
}
