import { Controller, Req, StreamableFile } from '@nestjs/common';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import { reportQuerySchema, workloadReportAnswerSchema, REPORT_ROUTES } from '@dental/contracts';
import { Access, CurrentAuth, ZodAnswer, ZodQuery, type ApiRequest, type AuthSession, Endpoint } from '@dental/server-core';
import type { z } from 'zod';
import { csvFilename, workloadCsv } from '../reports/report-csv.js';
import { WorkloadService } from './workload.service.js';

/** GET /api/reports/workload[/export.csv]: appointments and planner time per bucket and person or room. */
@ApiTags('reports')
@Controller()
export class WorkloadController {
  constructor(private readonly workload: WorkloadService) {}

  @Endpoint(REPORT_ROUTES.workload)
  @Access('report_view')
  @ZodAnswer(workloadReportAnswerSchema)
  async report(@CurrentAuth() auth: AuthSession, @ZodQuery(reportQuerySchema) query: z.output<typeof reportQuerySchema>) {
    return { data: await this.workload.report(query, auth) };
  }

  @Endpoint(REPORT_ROUTES.workloadCsv)
  @Access('report_view')
  @ApiProduces('text/csv')
  async csv(@CurrentAuth() auth: AuthSession, @ZodQuery(reportQuerySchema) query: z.output<typeof reportQuerySchema>, @Req() req: ApiRequest) {
    const report = await this.workload.report(query, auth);
    return new StreamableFile(Buffer.from(workloadCsv(report, req.context?.language ?? 'lv'), 'utf8'), {
      type: 'text/csv; charset=utf-8',
      disposition: `attachment; filename="${csvFilename('workload', report)}"`,
    });
  }
}
