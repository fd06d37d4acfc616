import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors, POST_ERRORS } from '@shop/api/http';
import { RateLimit } from '@shop/api/security';
import { MessageReceivedResponse, SendMessageDto } from './contact.dto';
import { ContactService } from './contact.service';

@ApiTags('contact')
@Controller('api/contact')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Post()
  @HttpCode(HttpStatus.CREATED)
  @RateLimit('contact')
  @ApiOperation({ summary: 'Send a message to the shop (answered within 24 hours)' })
  @ApiCreatedResponse({ type: MessageReceivedResponse })
  @ApiErrors(...POST_ERRORS)
  send(@Body() body: SendMessageDto): Promise<MessageReceivedResponse> {
    return this.contact.send(body);
  }
}
