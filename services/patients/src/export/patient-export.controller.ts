import { Controller, Get, Req, StreamableFile } from '@nestjs/common';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import { patientExportQuerySchema, type PatientExportQuery } from '@dental/contracts';
import { Access, CurrentAuth, ZodQuery, type ApiRequest, type AuthSession } from '@dental/server-core';
import { Audited } from '../audit/audited.decorator.js';
import { PatientExportService } from './patient-export.service.js';

/**
 * GET /api/patients/export.csv: the filtered list (same filters as the list, every match) as CSV,
 * headers in the caller's Content-Language. Registered before the patient controller, whose
 * `patients/:uuid` would otherwise claim the path.
 */
@ApiTags('patients')
@Controller('patients')
@Audited('patient', 'export')
export class PatientExportController {
  constructor(private readonly exporter: PatientExportService) {}

  @Get('export.csv')
  @Access('patients_export')
  @ApiProduces('text/csv')
  async csv(
    @ZodQuery(patientExportQuerySchema) query: PatientExportQuery,
    @CurrentAuth() auth: AuthSession,
    @Req() req: ApiRequest,
  ): Promise<StreamableFile> {
    const day = new Date().toISOString().slice(0, 10);
    const language = req.context?.language ?? 'lv';
    return new StreamableFile(await this.exporter.csv(query, auth, language), {
      type: 'text/csv; charset=utf-8',
      disposition: `attachment; filename="patients-${day}.csv"`,
    });
  }
}
