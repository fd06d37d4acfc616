import { Body, Controller, Get, Header, HttpCode, HttpStatus, Param, Post, Put, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '@shop/api/http';
import { AdminTokenGuard } from '@shop/api/security';
import type { DropStatusResponse } from '@shop/contract';
import { DropNamePipe } from './drop-name.pipe';
import { ScheduleDropDto } from './drops.dto';
import { DropsService } from './drops.service';

/** Staff run drops through these (`npm run drop`), behind ADMIN_TOKEN like `npm run announce`. */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('api/admin/drops')
@UseGuards(AdminTokenGuard)
export class DropsAdminController {
  constructor(private readonly drops: DropsService) {}

  @Put(':name')
  @ApiOperation({ summary: 'Schedule a drop, or change one that has not opened (the same content again changes nothing)' })
  @ApiOkResponse({ description: 'DropStatusResponse, with changed' })
  @ApiErrors(400, 401, 403, 409, 503)
  schedule(@Param('name', DropNamePipe) name: string, @Body() body: ScheduleDropDto): Promise<DropStatusResponse> {
    return this.drops.schedule(name, body);
  }

  @Get()
  @ApiOperation({ summary: 'The drop the storefront is about now: open, next, or last closed' })
  @ApiErrors(401, 403, 404, 503)
  current(): Promise<DropStatusResponse> {
    return this.drops.status();
  }

  @Get(':name')
  @ApiOperation({ summary: 'One drop: state, times, and per cookie and size the stock, sold and remaining' })
  @ApiErrors(400, 401, 403, 404, 503)
  status(@Param('name', DropNamePipe) name: string): Promise<DropStatusResponse> {
    return this.drops.status(name);
  }

  @Post(':name/close')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'End a drop now (a drop not open yet is cancelled); closing a closed drop changes nothing' })
  @ApiErrors(400, 401, 403, 404, 503)
  close(@Param('name', DropNamePipe) name: string): Promise<DropStatusResponse> {
    return this.drops.close(name);
  }

  @Get(':name/export')
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @ApiOperation({ summary: 'Every order of the drop with its lines, then the packing total per cookie and size (CSV)' })
  @ApiErrors(400, 401, 403, 404, 503)
  export(@Param('name', DropNamePipe) name: string): Promise<string> {
    return this.drops.export(name);
  }
}
