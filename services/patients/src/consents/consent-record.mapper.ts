import type { ConsentRecord } from '@dental/contracts';
import { toStaff } from '../patients/patient.mapper.js';
import type { PatientConsentRecord } from './consent-record.entity.js';

/** A record as the API answers it (`recorded_by` must be populated). */
export const toConsentRecord = (record: PatientConsentRecord): ConsentRecord => ({
  uuid: record.uuid,
  purpose: record.purpose,
  channel: record.channel,
  state: record.state,
  recorded_at: record.recordedAt.toISOString(),
  recorded_by: record.recordedBy?.isInitialized() ? toStaff(record.recordedBy.getEntity()) : null,
  method: record.method,
  text_version: record.textVersion,
});
