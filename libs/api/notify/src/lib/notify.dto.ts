import { ApiProperty } from '@nestjs/swagger';
import { Trim } from '@shop/api/http';
import { LIMITS, type NotifyRequest, type NotifyResponse } from '@shop/contract';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';

// Checked bottom-up, first failure only (stopAtFirstError): presence, type, length, format.
export class SubscribeDto implements NotifyRequest {
  @ApiProperty({ format: 'email', maxLength: LIMITS.emailMaxLength, example: 'fan@example.com' })
  @Trim()
  @IsEmail()
  @MaxLength(LIMITS.emailMaxLength)
  @IsString()
  @IsNotEmpty()
  email!: string;
}

export class SubscribedResponse implements NotifyResponse {
  @ApiProperty({ enum: [true], example: true })
  subscribed!: true;
}
