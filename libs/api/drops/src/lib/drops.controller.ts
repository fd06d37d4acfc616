import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '@shop/api/http';
import type { DropResponse } from '@shop/contract';
import { DropsSnapshot } from './drops-snapshot';

@ApiTags('drops')
@Controller('api/drop')
export class DropsController {
  constructor(private readonly snapshot: DropsSnapshot) {}

  @Get()
  // Every visitor gets the same answer, so a CDN or proxy may share it for a second too.
  @Header('Cache-Control', 'public, max-age=1')
  @ApiOperation({ summary: 'The current drop: its phase, times (UTC) and stock left, at most a second old' })
  @ApiOkResponse({ description: 'DropResponse (libs/shared/contract/src/lib/drops.ts)' })
  @ApiErrors(503)
  current(): Promise<DropResponse> {
    return this.snapshot.current();
  }
}
