/**
 * A patient's data rights (issue 28): the plain values of consent records (no zod, safe for
 * browser bundles).
 */

/** What a patient consents to. Signed treatment forms are the chair-side `consent-forms`, not these. */
export const CONSENT_PURPOSES = ['treatment', 'sms_reminders', 'email_reminders', 'marketing', 'photos', 'insurer_sharing'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

export const CONSENT_STATES = ['given', 'withdrawn'] as const;
export type ConsentState = (typeof CONSENT_STATES)[number];

/** How the patient said it: on paper, on the clinic's tablet, through a link sent to them. */
export const CONSENT_METHODS = ['paper', 'tablet', 'link'] as const;
export type ConsentMethod = (typeof CONSENT_METHODS)[number];

/** Marketing may be given for one channel only; a record without a channel covers both. */
export const CONSENT_CHANNELS = ['sms', 'email'] as const;
export type ConsentChannel = (typeof CONSENT_CHANNELS)[number];

/**
 * The patient's `communication_*` flag each purpose sets (the flags are the current state; the
 * records are its history). Purposes without a flag keep their state in their latest record.
 */
export const CONSENT_FLAGS = {
  sms_reminders: ['communication_sms'],
  email_reminders: ['communication_email'],
  marketing: ['communication_sms_ad', 'communication_email_ad'],
} as const satisfies Partial<Record<ConsentPurpose, readonly string[]>>;

/** Where a patient's data export stands (its job on the queue). */
export const PATIENT_EXPORT_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type PatientExportState = (typeof PATIENT_EXPORT_STATES)[number];

/** How long an export's ZIP may be downloaded (once) after it is ready. */
export const PATIENT_EXPORT_VALID_HOURS = 24;

/**
 * The data rights' error codes: an export's link used already or expired (410), an export not
 * ready yet (409).
 */
export const DATA_RIGHTS_ERROR_CODES = ['PATIENT_EXPORT_GONE', 'PATIENT_EXPORT_NOT_READY', 'PATIENT_ERASED', 'PATIENT_RESTRICTED', 'PATIENT_ALREADY_RESTRICTED', 'PATIENT_NOT_RESTRICTED', 'PATIENT_RESTRICTED_NO_MESSAGES'] as const;

/**
 * Retention periods in years when a company set none (docs/decisions.md, issue 28, names the legal
 * source of each): the medical record after the patient's erasure, issued invoices after issue.
 */
export const RETENTION_DEFAULTS = { medical_record_years: 75, accounting_years: 10 } as const;
export const RETENTION_YEARS = { min: 1, max: 100 } as const;
