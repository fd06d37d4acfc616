import { Body, Controller, HttpCode, HttpStatus, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors, POST_ERRORS } from '@shop/api/http';
import { RateLimit } from '@shop/api/security';
import { ConfirmSubscriptionDto, SubscriptionConfirmedResponse, UnsubscribedResponse, UnsubscribeQueryDto } from './notify.dto';
import { NotifyService } from './notify.service';

/** What the links in subscription mail lead to. Both are POSTs: mail scanners follow GET links. */
@ApiTags('notify')
@Controller('api/subscriptions')
export class SubscriptionsController {
  constructor(private readonly notify: NotifyService) {}

  @Post('confirm')
  @HttpCode(HttpStatus.OK)
  @RateLimit('notify')
  @ApiOperation({ summary: 'Confirm a subscription with the token from its confirmation email (double opt-in)' })
  @ApiOkResponse({ type: SubscriptionConfirmedResponse })
  @ApiErrors(...POST_ERRORS, 410)
  confirm(@Body() body: ConfirmSubscriptionDto): Promise<SubscriptionConfirmedResponse> {
    return this.notify.confirm(body.token);
  }

  @Post('unsubscribe')
  @HttpCode(HttpStatus.OK)
  @RateLimit('unsubscribe')
  @ApiOperation({ summary: 'Unsubscribe in one click (RFC 8058: a mail client POSTs List-Unsubscribe=One-Click here); idempotent' })
  @ApiOkResponse({ type: UnsubscribedResponse })
  @ApiErrors(...POST_ERRORS)
  unsubscribe(@Query() query: UnsubscribeQueryDto): Promise<UnsubscribedResponse> {
    return this.notify.unsubscribe(query.token);
  }
}
