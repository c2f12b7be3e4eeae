import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  CONSENT_PURPOSES,
  type ConsentChannel,
  type ConsentPurpose,
  type ConsentRecordCreate,
  type ConsentState,
  type PatientSettings,
} from '@dental/contracts';
import { User } from '@dental/identity';
import { badRequest, type AuthSession } from '@dental/server-core';
import type { Patient } from '../patients/patient.entity.js';
import { PatientService } from '../patients/patient.service.js';
import { PatientConsentRecord } from './consent-record.entity.js';

type Flag = keyof Pick<Patient, 'communicationSms' | 'communicationEmail' | 'communicationSmsAd' | 'communicationEmailAd'>;

/** Each settings flag, the purpose and channel its change is recorded as. */
export const FLAG_PURPOSES: { flag: Flag; key: keyof PatientSettings; purpose: ConsentPurpose; channel: ConsentChannel | null }[] = [
  { flag: 'communicationSms', key: 'communication_sms', purpose: 'sms_reminders', channel: null },
  { flag: 'communicationEmail', key: 'communication_email', purpose: 'email_reminders', channel: null },
  { flag: 'communicationSmsAd', key: 'communication_sms_ad', purpose: 'marketing', channel: 'sms' },
  { flag: 'communicationEmailAd', key: 'communication_email_ad', purpose: 'marketing', channel: 'email' },
];

/** The flags a record sets: its purpose's, narrowed to its channel when it names one. */
const flagsOf = (purpose: ConsentPurpose, channel: ConsentChannel | null): Flag[] =>
  FLAG_PURPOSES.filter((entry) => entry.purpose === purpose && (!channel || entry.channel === channel)).map((entry) => entry.flag);

/**
 * Consent records and the flags they set: one source of truth. The flags on the patient are the
 * current state (the reminders read them); a record of a purpose with a flag sets it, unless a
 * later record of that purpose was entered before (a paper form entered late does not undo a
 * newer withdrawal); a change of a flag on the settings tab writes a record.
 */
@Injectable()
export class ConsentRecordService {
  constructor(
    private readonly em: EntityManager,
    private readonly patients: PatientService,
  ) {}

  /** Every record of the patient, newest first, and each purpose's current state. */
  async list(uuid: string): Promise<{ records: PatientConsentRecord[]; current: Record<ConsentPurpose, ConsentState | null> }> {
    const patient = await this.patients.exists(uuid);
    const records = await this.em.find(
      PatientConsentRecord,
      { patient: uuid },
      { populate: ['recordedBy'], orderBy: { recordedAt: 'desc', createdAt: 'desc', uuid: 'desc' } },
    );
    const current = Object.fromEntries(
      CONSENT_PURPOSES.map((purpose) => {
        const flags = flagsOf(purpose, null);
        if (flags.length) return [purpose, flags.some((flag) => patient[flag]) ? 'given' : 'withdrawn'];
        return [purpose, records.find((record) => record.purpose === purpose)?.state ?? null];
      }),
    ) as Record<ConsentPurpose, ConsentState | null>;
    return { records, current };
  }

  async create(uuid: string, body: ConsentRecordCreate, auth: AuthSession): Promise<PatientConsentRecord> {
    const patient = await this.patients.editable(uuid);
    const now = new Date();
    const recordedAt = body.recorded_at ? new Date(body.recorded_at) : now;
    if (recordedAt.getTime() > now.getTime()) throw badRequest('VALIDATION_FAILED', { recorded_at: 'consent_in_future' });
    const channel = body.channel ?? null;
    const record = this.record(patient, { purpose: body.purpose, channel, state: body.state, recordedAt, method: body.method, textVersion: body.text_version }, auth);
    const newer = await this.em.count(PatientConsentRecord, {
      patient: uuid,
      purpose: body.purpose,
      recordedAt: { $gt: recordedAt },
      ...(channel ? { channel: { $in: [channel, null] } } : {}),
    });
    if (!newer) for (const flag of flagsOf(body.purpose, channel)) patient[flag] = body.state === 'given';
    await this.em.flush();
    await this.em.populate(record, ['recordedBy']);
    return record;
  }

  /**
   * Records the flags a settings edit is about to change (call before setting them; the caller
   * flushes): one record per flag whose value changes, by the signed-in user, now.
   */
  recordFlagChanges(patient: Patient, changes: Partial<PatientSettings>, auth: AuthSession): void {
    const now = new Date();
    for (const entry of FLAG_PURPOSES) {
      const next = changes[entry.key];
      if (typeof next !== 'boolean' || next === patient[entry.flag]) continue;
      this.record(patient, { purpose: entry.purpose, channel: entry.channel, state: next ? 'given' : 'withdrawn', recordedAt: now, method: null, textVersion: null }, auth);
    }
  }

  private record(
    patient: Patient,
    fields: Pick<PatientConsentRecord, 'purpose' | 'channel' | 'state' | 'recordedAt' | 'method' | 'textVersion'>,
    auth: AuthSession,
  ): PatientConsentRecord {
    return this.em.create(PatientConsentRecord, { patient, ...fields, recordedBy: this.em.getReference(User, auth.userId) });
  }
}
