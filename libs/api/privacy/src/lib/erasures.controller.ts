import { Body, Controller, HttpCode, HttpStatus, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '@shop/api/http';
import { AdminTokenGuard } from '@shop/api/security';
import { CreateErasureDto, ErasureResponse } from './erasure.dto';
import { ErasuresService } from './erasures.service';

@ApiTags('admin')
@ApiBearerAuth()
@Controller('api/admin/erasures')
@UseGuards(AdminTokenGuard)
export class ErasuresController {
  constructor(private readonly erasures: ErasuresService) {}

  @Post()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: "Remove a person's sign-ups, messages and the emails about them, and the orders they name (npm run forget calls it)",
  })
  @ApiOkResponse({ type: ErasureResponse })
  @ApiErrors(400, 401, 403, 422, 503)
  erase(@Body() body: CreateErasureDto): Promise<ErasureResponse> {
    return this.erasures.erase(body);
  }
}
