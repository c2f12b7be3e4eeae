import { Injectable } from '@nestjs/common';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import type { PatientDoctorsEdit } from '@dental/contracts';
import type { Patient } from '../patients/patient.entity.js';
import { PatientService } from '../patients/patient.service.js';

@Injectable()
export class PatientDoctorsService {
  constructor(
    private readonly em: EntityManager,
    private readonly patients: PatientService,
  ) {}

  get(uuid: string): Promise<Patient> {
    return this.patients.get(uuid);
  }

  async set(uuid: string, { version, doctor_uuid, helper_uuids }: PatientDoctorsEdit): Promise<Patient> {
    const patient = await this.patients.get(uuid);
    await this.em.lock(patient, LockMode.OPTIMISTIC, version);
    await this.patients.applyLinks(patient, { doctor_uuid, helper_uuids });
    await this.em.flush();
    return this.patients.get(uuid);
  }
}
