import { Injectable } from '@nestjs/common';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import type { PatientSettingsEdit } from '@dental/contracts';
import { forbidden, hasPermission, type AuthSession } from '@dental/server-core';
import type { Patient } from '../patients/patient.entity.js';
import { PatientService } from '../patients/patient.service.js';
import { ConsentRecordService } from '../consents/consent-record.service.js';

/** Communication preferences of a patient (the settings tab). */
@Injectable()
export class PatientSettingsService {
  constructor(
    private readonly em: EntityManager,
    private readonly patients: PatientService,
    private readonly consents: ConsentRecordService,
  ) {}

  get(uuid: string): Promise<Patient> {
    return this.patients.exists(uuid);
  }

  async edit(uuid: string, { version, ...changes }: PatientSettingsEdit, auth: AuthSession): Promise<Patient> {
    // Editing what one may not see would be blind: the tab's own permission is needed too.
    if (!hasPermission(auth, 'patients_settings_view')) throw forbidden();
    const patient = await this.patients.editable(uuid);
    await this.em.lock(patient, LockMode.OPTIMISTIC, version);
    // A changed flag is a consent given or withdrawn: its record is written with it.
    this.consents.recordFlagChanges(patient, changes, auth);
    if (changes.communication_language !== undefined) patient.communicationLanguage = changes.communication_language;
    if (changes.communication_sms !== undefined) patient.communicationSms = changes.communication_sms;
    if (changes.communication_sms_ad !== undefined) patient.communicationSmsAd = changes.communication_sms_ad;
    if (changes.communication_email !== undefined) patient.communicationEmail = changes.communication_email;
    if (changes.communication_email_ad !== undefined) patient.communicationEmailAd = changes.communication_email_ad;
    await this.em.flush();
    return patient;
  }

  /**
   * The patient's own opt-out from their message's link (the messages module, no sign-in): the
   * channel's flag and its marketing flag go off. Runs in the caller's tenant.
   */
  async optOut(uuid: string, channel: 'sms' | 'email'): Promise<Patient> {
    const patient = await this.patients.exists(uuid);
    if (channel === 'sms') {
      patient.communicationSms = false;
      patient.communicationSmsAd = false;
    } else {
      patient.communicationEmail = false;
      patient.communicationEmailAd = false;
    }
    await this.em.flush();
    return patient;
  }
}
