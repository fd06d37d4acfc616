import { Body, Controller, HttpCode, HttpStatus, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '@shop/api/http';
import { AdminTokenGuard } from '@shop/api/security';
import { AnnounceDto, AnnouncedResponse } from './announce.dto';
import { AnnouncementsService } from './announcements.service';

@ApiTags('admin')
@ApiBearerAuth()
@Controller('api/admin/announcements')
@UseGuards(AdminTokenGuard)
export class AnnouncementsController {
  constructor(private readonly announcements: AnnouncementsService) {}

  @Post()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Queue the next recipients of a drop announcement (idempotent by name; npm run announce calls it)' })
  @ApiOkResponse({ type: AnnouncedResponse })
  @ApiErrors(400, 401, 403, 409, 503)
  announce(@Body() body: AnnounceDto): Promise<AnnouncedResponse> {
    return this.announcements.announce(body);
  }
}
