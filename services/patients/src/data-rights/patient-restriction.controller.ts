import { Controller, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { envelope, patientRestrictionEditSchema, patientSchema, uuidParamsSchema, type Patient, type PatientRestrictionEdit } from '@dental/contracts';
import { Access, ZodAnswer, ZodBody, ZodParams } from '@dental/server-core';
import { Audited } from '../audit/audited.decorator.js';
import { toPatientAnswer } from '../patients/patient.mapper.js';
import { PatientRestrictionService } from './patient-restriction.service.js';

/** The restriction of processing (patients_erase, the data rights' permission): set or lifted, with why (audited). */
@ApiTags('patients')
@Controller('patients/:uuid/restriction')
@Audited('restriction', 'update')
export class PatientRestrictionController {
  constructor(private readonly restrictions: PatientRestrictionService) {}

  @Put()
  @Access('patients_erase')
  @ZodAnswer(envelope(patientSchema))
  async set(@ZodParams(uuidParamsSchema) { uuid }: { uuid: string }, @ZodBody(patientRestrictionEditSchema) body: PatientRestrictionEdit): Promise<{ data: Patient }> {
    return { data: toPatientAnswer(await this.restrictions.set(uuid, body)) };
  }
}
