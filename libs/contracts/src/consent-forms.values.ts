/**
 * Consent forms' plain values (issue 29, "Consent forms"): the placeholders a template's text may
 * hold, the states of a patient's form and the module's error codes.
 */

/** What a template's text may name; each is replaced in the form's language when a form is made. */
export const CONSENT_PLACEHOLDERS = [
  '{patient.full_name}',
  '{patient.personal_code}',
  '{plan.procedures}',
  '{plan.total}',
  '{doctor.full_name}',
  '{date}',
] as const;
export type ConsentPlaceholder = (typeof CONSENT_PLACEHOLDERS)[number];

/** A form is made `unsigned`, signed once, and withdrawn by a withdrawal record (never edited). */
export const CONSENT_FORM_STATES = ['unsigned', 'signed', 'withdrawn'] as const;
export type ConsentFormState = (typeof CONSENT_FORM_STATES)[number];

/** A drawn signature (PNG data URL) may be this long: a finger's stroke on a tablet at 2x is well under it. */
export const CONSENT_SIGNATURE_MAX_CHARS = 400_000;

/** The consent forms' error codes (spread into ERROR_CODES). */
export const CONSENT_ERROR_CODES = ['CONSENT_REQUIRED', 'CONSENT_FORM_STATE'] as const;

/**
 * The points a patient ticks: the filled text's paragraphs (split at blank lines), each one its own
 * point. The screen and the PDF split the same way.
 */
export const consentPoints = (text: string): string[] =>
  text
    .split(/\r?\n\s*\r?\n/)
    .map((point) => point.trim())
    .filter((point) => point.length > 0);
