import { Controller, Get, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { envelope, healthSchema, type Health } from '@dental/contracts';
import { Access, ZodAnswer, type ApiResponse } from '@dental/server-core';
import { HealthService } from './health.service.js';

@ApiTags('platform')
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  /**
   * Public: load balancers, Kubernetes (readiness and liveness) and the start scripts poll it
   * before anyone signs in. 503 while the database is unreachable, so no traffic is sent to an
   * instance that cannot serve it; the body still says what is down.
   */
  @Get()
  @Access('public')
  @ZodAnswer(envelope(healthSchema))
  @ZodAnswer(envelope(healthSchema), 503)
  async check(@Res({ passthrough: true }) res: ApiResponse): Promise<{ data: Health }> {
    const data = await this.health.check();
    if (data.database === 'down') res.statusCode = 503;
    return { data };
  }
}
