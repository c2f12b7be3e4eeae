import { Controller, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  envelope,
  patientEraseSchema,
  patientErasureSchema,
  retentionSettingsEditSchema,
  retentionSettingsSchema,
  uuidParamsSchema,
  type PatientErase,
  type PatientErasure,
  type RetentionSettings,
} from '@dental/contracts';
import { Access, CurrentAuth, ZodAnswer, ZodBody, ZodParams, type AuthSession } from '@dental/server-core';
import { Audited } from '../audit/audited.decorator.js';
import { PatientErasureService, toErasureAnswer } from './patient-erasure.service.js';

/** Erasure of a patient (patients_erase): what was erased, and what the law keeps until when. */
@ApiTags('patients')
@Controller('patients/:uuid/erase')
@Audited('erasure', 'delete')
export class PatientErasureController {
  constructor(private readonly erasure: PatientErasureService) {}

  @Post()
  @HttpCode(200)
  @Access('patients_erase')
  @ZodAnswer(envelope(patientErasureSchema))
  async erase(
    @ZodParams(uuidParamsSchema) { uuid }: { uuid: string },
    @ZodBody(patientEraseSchema) body: PatientErase,
    @CurrentAuth() auth: AuthSession,
  ): Promise<{ data: PatientErasure }> {
    return { data: toErasureAnswer(await this.erasure.erase(uuid, body.reason, auth)) };
  }
}

/**
 * The company's retention periods (patients_erase): read and set. Registered before the card's
 * controller, so `patients/data-retention` is not taken for a patient's uuid.
 */
@ApiTags('patients')
@Controller('patients/data-retention')
@Audited('retention', 'read')
export class RetentionSettingsController {
  constructor(private readonly erasure: PatientErasureService) {}

  @Get()
  @Access('patients_erase')
  @ZodAnswer(envelope(retentionSettingsSchema))
  async get(): Promise<{ data: RetentionSettings }> {
    return { data: await this.erasure.retention() };
  }

  @Put()
  @Access('patients_erase')
  @ZodAnswer(envelope(retentionSettingsSchema))
  async set(@ZodBody(retentionSettingsEditSchema) body: RetentionSettings): Promise<{ data: RetentionSettings }> {
    return { data: await this.erasure.setRetention(body) };
  }
}
