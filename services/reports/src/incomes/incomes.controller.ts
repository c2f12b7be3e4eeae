import { Controller, Req, StreamableFile } from '@nestjs/common';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import { incomesReportAnswerSchema, reportQuerySchema, REPORT_ROUTES } from '@dental/contracts';
import { Access, CurrentAuth, ZodAnswer, ZodQuery, type ApiRequest, type AuthSession, Endpoint } from '@dental/server-core';
import type { z } from 'zod';
import { csvFilename, incomesCsv } from '../reports/report-csv.js';
import { IncomesService } from './incomes.service.js';

/** GET /api/reports/incomes[/export.csv]: money received, invoiced and produced per bucket and person or room. */
@ApiTags('reports')
@Controller()
export class IncomesController {
  constructor(private readonly incomes: IncomesService) {}

  @Endpoint(REPORT_ROUTES.incomes)
  @Access('report_view')
  @ZodAnswer(incomesReportAnswerSchema)
  async report(@CurrentAuth() auth: AuthSession, @ZodQuery(reportQuerySchema) query: z.output<typeof reportQuerySchema>) {
    return { data: await this.incomes.report(query, auth) };
  }

  @Endpoint(REPORT_ROUTES.incomesCsv)
  @Access('report_view')
  @ApiProduces('text/csv')
  async csv(@CurrentAuth() auth: AuthSession, @ZodQuery(reportQuerySchema) query: z.output<typeof reportQuerySchema>, @Req() req: ApiRequest) {
    const report = await this.incomes.report(query, auth);
    return new StreamableFile(Buffer.from(incomesCsv(report, req.context?.language ?? 'lv'), 'utf8'), {
      type: 'text/csv; charset=utf-8',
      disposition: `attachment; filename="${csvFilename('incomes', report)}"`,
    });
  }
}
