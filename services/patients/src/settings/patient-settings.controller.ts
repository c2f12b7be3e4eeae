import { Controller, Get, Patch } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  envelope,
  patientSettingsEditSchema,
  patientSettingsSchema,
  uuidParamsSchema,
  type PatientSettings,
  type PatientSettingsEdit,
} from '@dental/contracts';
import { Access, CurrentAuth, ZodAnswer, ZodBody, ZodParams, type AuthSession } from '@dental/server-core';
import { Audited } from '../audit/audited.decorator.js';
import { toPatientSettings } from '../patients/patient.mapper.js';
import { PatientSettingsService } from './patient-settings.service.js';

/** The settings tab: communication language and the SMS / e-mail flags with their marketing flags. */
@ApiTags('patients')
@Controller('patients/:uuid/settings')
@Audited('settings')
export class PatientSettingsController {
  constructor(private readonly settings: PatientSettingsService) {}

  @Get()
  @Access('patients_settings_view')
  @ZodAnswer(envelope(patientSettingsSchema))
  async get(@ZodParams(uuidParamsSchema) { uuid }: { uuid: string }): Promise<{ data: PatientSettings }> {
    return { data: toPatientSettings(await this.settings.get(uuid)) };
  }

  /** patients_edit, and the caller must also see the tab (patients_settings_view), else 403. */
  @Patch()
  @Access('patients_edit')
  @ZodAnswer(envelope(patientSettingsSchema))
  async edit(
    @ZodParams(uuidParamsSchema) { uuid }: { uuid: string },
    @ZodBody(patientSettingsEditSchema) body: PatientSettingsEdit,
    @CurrentAuth() auth: AuthSession,
  ): Promise<{ data: PatientSettings }> {
    return { data: toPatientSettings(await this.settings.edit(uuid, body, auth)) };
  }
}
