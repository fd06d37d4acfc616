import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { HealthCheck, HealthCheckService, type HealthCheckResult, HealthIndicatorService } from '@nestjs/terminus';
import { PrismaService } from '@shop/api/database';
import { SkipThrottle } from '@nestjs/throttler';
import { LifecycleService } from './lifecycle.service';

@ApiTags('health')
@SkipThrottle()
@Controller('api/health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly indicators: HealthIndicatorService,
    private readonly prisma: PrismaService,
    private readonly lifecycle: LifecycleService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Liveness: the process is up' })
  @HealthCheck()
  live(): Promise<HealthCheckResult> {
    return this.health.check([]);
  }

  @Get('ready')
  @ApiOperation({ summary: 'Readiness: the database answers and the process is not shutting down (503 otherwise)' })
  @HealthCheck()
  ready(): Promise<HealthCheckResult> {
    return this.health.check([
      async () => {
        const indicator = this.indicators.check('process');
        return this.lifecycle.draining ? indicator.down({ reason: 'shutting down' }) : indicator.up();
      },
      async () => {
        const indicator = this.indicators.check('database');
        return (await this.prisma.isReachable()) ? indicator.up() : indicator.down();
      },
    ]);
  }
}
