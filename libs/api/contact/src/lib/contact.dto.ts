import { ApiProperty } from '@nestjs/swagger';
import { IsShopEmail } from '@shop/api/email';
import { IsOneLine, Trim } from '@shop/api/validation';
import { type ContactRequest, type ContactResponse, LIMITS } from '@shop/contract';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

// Checked bottom-up, first failure only (stopAtFirstError): presence, type, length, format.
export class SendMessageDto implements ContactRequest {
  @ApiProperty({ maxLength: LIMITS.nameMaxLength, example: 'Ada Lovelace' })
  @Trim()
  @IsOneLine()
  @MaxLength(LIMITS.nameMaxLength)
  @IsString()
  @IsNotEmpty()
  name!: string;

  @IsShopEmail('ada@example.com')
  email!: string;

  @ApiProperty({ maxLength: LIMITS.messageMaxLength, example: 'Do you ship to Canada?' })
  @Trim()
  @MaxLength(LIMITS.messageMaxLength)
  @IsString()
  @IsNotEmpty()
  message!: string;
}

export class MessageReceivedResponse implements ContactResponse {
  @ApiProperty({ enum: [true], example: true })
  received!: true;
}
