import { Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { patientMergeAnswerSchema, patientMergeSchema, uuidParamsSchema, type PatientMerge, type PatientMergeAnswer } from '@dental/contracts';
import { Access, CurrentAuth, ZodAnswer, ZodBody, ZodParams, type ApiRequest, type AuthSession } from '@dental/server-core';
import { Audited } from '../audit/audited.decorator.js';
import { toPatientAnswer } from '../patients/patient.mapper.js';
import { PatientMergeService } from './patient-merge.service.js';

/** Merging a duplicate card into the kept one: for those who may delete cards. */
@ApiTags('patients')
@Controller('patients/:uuid/merge')
@Audited('merge', 'update')
export class PatientMergeController {
  constructor(private readonly merges: PatientMergeService) {}

  @Post()
  @HttpCode(200)
  @Access('patients_delete')
  @ZodAnswer(patientMergeAnswerSchema)
  async merge(
    @ZodParams(uuidParamsSchema) { uuid }: { uuid: string },
    @ZodBody(patientMergeSchema) body: PatientMerge,
    @CurrentAuth() auth: AuthSession,
    @Req() req: ApiRequest,
  ): Promise<PatientMergeAnswer> {
    const { patient, moved } = await this.merges.merge(uuid, body, auth, req.context?.requestId ?? null, req.ip ?? null);
    return { data: toPatientAnswer(patient), moved };
  }
}
