import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { dashboardStatsAnswerSchema, dashboardStatsQuerySchema, REPORT_ROUTES } from '@dental/contracts';
import { Access, CurrentAuth, ZodAnswer, ZodQuery, type AuthSession, Endpoint } from '@dental/server-core';
import type { z } from 'zod';
import { DashboardService } from './dashboard.service.js';

/** The dashboard at `/`: any signed-in user (docs/decisions.md, "Dashboard"). */
@ApiTags('dashboard')
@Controller()
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  @Endpoint(REPORT_ROUTES.dashboardStats)
  @Access('signed_in')
  @ZodAnswer(dashboardStatsAnswerSchema)
  async stats(@CurrentAuth() auth: AuthSession, @ZodQuery(dashboardStatsQuerySchema) query: z.output<typeof dashboardStatsQuerySchema>) {
    return { data: await this.dashboard.stats(query, auth) };
  }
}
