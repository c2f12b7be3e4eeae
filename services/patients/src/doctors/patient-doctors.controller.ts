import { Controller, Get, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  envelope,
  patientDoctorsEditSchema,
  patientDoctorsSchema,
  uuidParamsSchema,
  type PatientDoctors,
  type PatientDoctorsEdit,
} from '@dental/contracts';
import { Access, ZodAnswer, ZodBody, ZodParams } from '@dental/server-core';
import { Audited } from '../audit/audited.decorator.js';
import type { Patient } from '../patients/patient.entity.js';
import { toStaff } from '../patients/patient.mapper.js';
import { PatientDoctorsService } from './patient-doctors.service.js';

const toDoctors = (patient: Patient): PatientDoctors => ({
  doctor: patient.doctor?.getEntity() ? toStaff(patient.doctor.getEntity()) : null,
  helpers: patient.helpers.getItems().map(toStaff),
  version: patient.version,
});

/** The doctors tab: the assigned doctor and the helpers (users of the same company). */
@ApiTags('patients')
@Controller('patients/:uuid/doctors')
@Audited('doctors')
export class PatientDoctorsController {
  constructor(private readonly doctors: PatientDoctorsService) {}

  @Get()
  @Access('doctors_view')
  @ZodAnswer(envelope(patientDoctorsSchema))
  async get(@ZodParams(uuidParamsSchema) { uuid }: { uuid: string }): Promise<{ data: PatientDoctors }> {
    return { data: toDoctors(await this.doctors.get(uuid)) };
  }

  /** Replaces both; another company's user is a 400 naming the field. */
  @Put()
  @Access('patients_edit')
  @ZodAnswer(envelope(patientDoctorsSchema))
  async set(
    @ZodParams(uuidParamsSchema) { uuid }: { uuid: string },
    @ZodBody(patientDoctorsEditSchema) body: PatientDoctorsEdit,
  ): Promise<{ data: PatientDoctors }> {
    return { data: toDoctors(await this.doctors.set(uuid, body)) };
  }
}
