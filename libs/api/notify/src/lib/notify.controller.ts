import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors, POST_ERRORS } from '@shop/api/http';
import { RateLimit } from '@shop/api/security';
import { SubscribeDto, SubscribedResponse } from './notify.dto';
import { NotifyService } from './notify.service';

@ApiTags('notify')
@Controller('api/notify')
export class NotifyController {
  constructor(private readonly notify: NotifyService) {}

  @Post()
  @HttpCode(HttpStatus.CREATED)
  @RateLimit('notify')
  @ApiOperation({
    summary: 'Sign up for drop notifications or the newsletter; a confirmation email follows (idempotent per address and list)',
  })
  @ApiCreatedResponse({ type: SubscribedResponse })
  @ApiErrors(...POST_ERRORS)
  subscribe(@Body() body: SubscribeDto): Promise<SubscribedResponse> {
    return this.notify.subscribe(body);
  }
}
