import { Controller, Get, Header, HttpCode, Post, StreamableFile } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  envelope,
  patientExportParamsSchema,
  patientExportSchema,
  patientExportStartedSchema,
  uuidParamsSchema,
  type PatientExport,
  type PatientExportStarted,
} from '@dental/contracts';
import { Access, CurrentAuth, ZodAnswer, ZodParams, type AuthSession } from '@dental/server-core';
import { Audited } from '../audit/audited.decorator.js';
import { PatientDataExportService } from './patient-data-export.service.js';
import type { PatientDataExport } from './patient-data-export.entity.js';

type ExportParams = { uuid: string; export_uuid: string };

const toAnswer = (job: PatientDataExport, now = new Date()): PatientExport => {
  const downloadable = job.state === 'done' && !job.downloadedAt && job.expiresAt !== null && job.expiresAt.getTime() > now.getTime();
  return {
    uuid: job.uuid,
    state: job.state,
    progress: job.progress,
    download_url: downloadable ? `/api/patients/${job.patientUuid}/exports/${job.uuid}/download` : null,
    expires_at: job.expiresAt?.toISOString() ?? null,
    downloaded_at: job.downloadedAt?.toISOString() ?? null,
    created_at: job.createdAt.toISOString(),
  };
};

/**
 * A patient's data exported for them (patients_export_data): start the job, follow it, download
 * the ZIP once within 24 hours (then 410). Each call is on the patient's audit trail.
 */
@ApiTags('patients')
@Controller('patients/:uuid')
@Audited('data_export')
export class PatientDataExportController {
  constructor(private readonly exports: PatientDataExportService) {}

  @Post('export')
  @HttpCode(202)
  @Access('patients_export_data')
  @ZodAnswer(envelope(patientExportStartedSchema), 202)
  async start(@ZodParams(uuidParamsSchema) { uuid }: { uuid: string }, @CurrentAuth() auth: AuthSession): Promise<{ data: PatientExportStarted }> {
    return { data: { uuid: (await this.exports.start(uuid, auth)).uuid } };
  }

  @Get('exports/:export_uuid')
  @Access('patients_export_data')
  @ZodAnswer(envelope(patientExportSchema))
  async status(@ZodParams(patientExportParamsSchema) { uuid, export_uuid }: ExportParams): Promise<{ data: PatientExport }> {
    return { data: toAnswer(await this.exports.find(uuid, export_uuid)) };
  }

  /** The ZIP, once; 410 PATIENT_EXPORT_GONE when it was downloaded or 24 hours have passed. */
  @Get('exports/:export_uuid/download')
  @Access('patients_export_data')
  @Header('cache-control', 'no-store')
  async download(@ZodParams(patientExportParamsSchema) { uuid, export_uuid }: ExportParams): Promise<StreamableFile> {
    const bytes = await this.exports.download(uuid, export_uuid);
    return new StreamableFile(bytes, { type: 'application/zip', length: bytes.length, disposition: `attachment; filename="patient-${uuid}.zip"` });
  }
}
