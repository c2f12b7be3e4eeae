import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { branchesReportAnswerSchema, branchesReportQuerySchema, REPORT_ROUTES } from '@dental/contracts';
import { Access, CurrentAuth, ZodAnswer, ZodQuery, type AuthSession, Endpoint } from '@dental/server-core';
import type { z } from 'zod';
import { BranchesService } from './branches.service.js';

/** GET /api/reports/branches: the owner's view, every branch's incomes and workload side by side and the chain's totals. */
@ApiTags('reports')
@Controller()
export class BranchesController {
  constructor(private readonly branches: BranchesService) {}

  @Endpoint(REPORT_ROUTES.branches)
  @Access('report_view')
  @ZodAnswer(branchesReportAnswerSchema)
  async report(@CurrentAuth() auth: AuthSession, @ZodQuery(branchesReportQuerySchema) query: z.output<typeof branchesReportQuerySchema>) {
    return { data: await this.branches.report(query, auth) };
  }
}
