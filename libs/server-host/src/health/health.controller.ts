import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { envelope, healthSchema, type Health } from '@dental/contracts';
import { Access, ZodAnswer } from '@dental/server-core';
import { HealthService } from './health.service.js';

@ApiTags('platform')
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  /** Public: load balancers and the start script poll it before anyone signs in. */
  @Get()
  @Access('public')
  @ZodAnswer(envelope(healthSchema))
  async check(): Promise<{ data: Health }> {
    return { data: await this.health.check() };
  }
}
