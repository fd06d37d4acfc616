import { ApiProperty } from '@nestjs/swagger';
import { IsShopEmail } from '@shop/api/http';
import type { NotifyRequest, NotifyResponse } from '@shop/contract';

export class SubscribeDto implements NotifyRequest {
  @IsShopEmail('fan@example.com')
  email!: string;
}

export class SubscribedResponse implements NotifyResponse {
  @ApiProperty({ enum: [true], example: true })
  subscribed!: true;
}
