import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { PatientRestrictionEdit } from '@dental/contracts';
import { ApiException, checkVersion } from '@dental/server-core';
import type { Patient } from '../patients/patient.entity.js';
import { PatientService } from '../patients/patient.service.js';

/**
 * A patient's restriction of processing (GDPR Art. 18): set or lifted with a reason, on a card
 * that may still change (an erased one is locked). While set, the messages module sends nothing
 * (it reads the published `patient_restriction`) and a read of the card needs a reason.
 */
@Injectable()
export class PatientRestrictionService {
  constructor(
    private readonly em: EntityManager,
    private readonly patients: PatientService,
  ) {}

  async set(uuid: string, body: PatientRestrictionEdit): Promise<Patient> {
    const patient = await this.patients.editable(uuid);
    await checkVersion(this.em, patient, body.version);
    if (body.restricted === !!patient.restrictedAt) throw new ApiException(409, body.restricted ? 'PATIENT_ALREADY_RESTRICTED' : 'PATIENT_NOT_RESTRICTED');
    patient.restrictedAt = body.restricted ? new Date() : null;
    patient.restrictionReason = body.restricted ? body.reason : null;
    await this.em.flush();
    return this.patients.get(uuid);
  }
}

/** 409 PATIENT_RESTRICTED (naming `reason`) when a restricted card is read without one. */
export function refuseReadWithoutReason(patient: Pick<Patient, 'restrictedAt'>, reason: string | undefined): void {
  if (patient.restrictedAt && !reason) throw new ApiException(409, 'PATIENT_RESTRICTED', { reason: 'PATIENT_RESTRICTED' });
}
