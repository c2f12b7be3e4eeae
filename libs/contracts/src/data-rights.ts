import { z } from 'zod';
import { personRefSchema } from './common.js';
import { CONSENT_CHANNELS, CONSENT_METHODS, CONSENT_PURPOSES, CONSENT_STATES, PATIENT_EXPORT_STATES, RETENTION_YEARS } from './data-rights.values.js';
import { instantSchema, requiredTextSchema } from './fields.js';

export * from './data-rights.values.js';

/**
 * One consent record of a patient: the purpose, given or withdrawn, when, by whom (the user who
 * recorded it), how, and the version of the text the patient was shown. `method` and
 * `text_version` are null for a record written by a change of a flag on the settings tab.
 */
export const consentRecordSchema = z.object({
  uuid: z.uuid(),
  purpose: z.enum(CONSENT_PURPOSES),
  channel: z.enum(CONSENT_CHANNELS).nullable(),
  state: z.enum(CONSENT_STATES),
  recorded_at: z.string(),
  recorded_by: personRefSchema.nullable(),
  method: z.enum(CONSENT_METHODS).nullable(),
  text_version: z.string().nullable(),
});
export type ConsentRecord = z.infer<typeof consentRecordSchema>;

/**
 * GET /api/patients/{uuid}/consent-records (patients_view): every record, newest first, and the
 * current state of each purpose (null: never asked).
 */
export const consentRecordsAnswerSchema = z.object({
  data: z.array(consentRecordSchema),
  current: z.record(z.enum(CONSENT_PURPOSES), z.enum(CONSENT_STATES).nullable()),
});
export type ConsentRecordsAnswer = z.infer<typeof consentRecordsAnswerSchema>;

/**
 * POST /api/patients/{uuid}/consent-records (patients_edit): records a consent and sets the
 * patient's flag of its purpose. `recorded_at` defaults to now and may not lie in the future;
 * `channel` only for marketing.
 */
export const consentRecordCreateSchema = z
  .object({
    purpose: z.enum(CONSENT_PURPOSES),
    state: z.enum(CONSENT_STATES),
    method: z.enum(CONSENT_METHODS),
    text_version: requiredTextSchema(50),
    channel: z.enum(CONSENT_CHANNELS).nullable().optional(),
    recorded_at: instantSchema.optional(),
  })
  .strict()
  .refine((body) => !body.channel || body.purpose === 'marketing', { path: ['channel'], params: { key: 'consent_channel_marketing_only' } });
export type ConsentRecordCreate = z.infer<typeof consentRecordCreateSchema>;

/** POST /api/patients/{uuid}/export (patients_export_data): the export's job was queued. */
export const patientExportStartedSchema = z.object({ uuid: z.uuid() });
export type PatientExportStarted = z.infer<typeof patientExportStartedSchema>;

export const patientExportParamsSchema = z.object({ uuid: z.uuid(), export_uuid: z.uuid() }).strict();

/**
 * GET /api/patients/{uuid}/exports/{export_uuid} (patients_export_data): where the job stands;
 * `download_url` once the ZIP is ready, until it is downloaded (once) or 24 hours have passed.
 */
export const patientExportSchema = z.object({
  uuid: z.uuid(),
  state: z.enum(PATIENT_EXPORT_STATES),
  progress: z.number().int().min(0).max(100),
  download_url: z.string().nullable(),
  expires_at: z.string().nullable(),
  downloaded_at: z.string().nullable(),
  created_at: z.string(),
});
export type PatientExport = z.infer<typeof patientExportSchema>;

/** POST /api/patients/{uuid}/erase (patients_erase): why (kept with the erasure's record). */
export const patientEraseSchema = z.object({ reason: requiredTextSchema(500) }).strict();
export type PatientErase = z.infer<typeof patientEraseSchema>;

/**
 * PUT /api/patients/{uuid}/restriction (patients_erase): the patient's restriction of processing
 * (GDPR Art. 18) set or lifted, with why. While restricted no message or marketing goes to them and
 * reading the card needs a reason (`GET /api/patients/{uuid}?reason=`, kept in the audit).
 */
export const patientRestrictionEditSchema = z.object({ restricted: z.boolean(), reason: requiredTextSchema(500), version: z.number().int() }).strict();
export type PatientRestrictionEdit = z.infer<typeof patientRestrictionEditSchema>;

/** GET /api/patients/{uuid}: the reason a restricted card is read for (else 409 PATIENT_RESTRICTED). */
export const patientReadQuerySchema = z.object({ reason: requiredTextSchema(500).optional() });
export type PatientReadQuery = z.infer<typeof patientReadQuerySchema>;

/** What an erasure did: the card's new label, the kinds of data erased, and what is kept until when. */
export const patientErasureSchema = z.object({
  label: z.string(),
  erased_at: z.string(),
  erased: z.array(z.string()),
  kept: z.array(z.object({ what: z.string(), until: z.string().nullable(), law: z.string() })),
});
export type PatientErasure = z.infer<typeof patientErasureSchema>;

/** GET|PUT /api/patients/data-retention: the company's retention periods in years. */
export const retentionSettingsSchema = z.object({
  medical_record_years: z.number().int().min(RETENTION_YEARS.min).max(RETENTION_YEARS.max),
  accounting_years: z.number().int().min(RETENTION_YEARS.min).max(RETENTION_YEARS.max),
});
export type RetentionSettings = z.infer<typeof retentionSettingsSchema>;
export const retentionSettingsEditSchema = retentionSettingsSchema.strict();
