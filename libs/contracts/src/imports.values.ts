/**
 * The imports module's plain values (no zod): what a clinic moving in from its old system can
 * import, the fields each kind's columns map to, and the header names the mapping screen guesses
 * from. imports.ts re-exports them beside its schemas.
 */

/** The API paths (issue 30): `{uuid}` is one import (an uploaded file and what became of it). */
export const IMPORT_PATHS = {
  list: '/api/imports',
  one: '/api/imports/{uuid}',
  mapping: '/api/imports/{uuid}/mapping',
  dryRun: '/api/imports/{uuid}/dry-run',
  run: '/api/imports/{uuid}/run',
  errors: '/api/imports/{uuid}/errors.csv',
  undo: '/api/imports/{uuid}/undo',
} as const;

/** What one file holds: patient cards, future appointments, price-list services or opening balances. */
export const IMPORT_KINDS = ['patients', 'appointments', 'services', 'balances'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/**
 * Where an import stands. uploaded -> mapped (columns chosen; dry runs any number of times) ->
 * running -> finished (the file is deleted) or failed (the file is kept: run again, the rows
 * already imported are skipped by their key) -> undone (the file is deleted).
 */
export const IMPORT_STATES = ['uploaded', 'mapped', 'running', 'finished', 'failed', 'undone'] as const;
export type ImportState = (typeof IMPORT_STATES)[number];

/** The text encodings a CSV is read in (old Baltic systems write Windows-1257, Russian ones Windows-1251). */
export const IMPORT_ENCODINGS = ['utf-8', 'windows-1257', 'windows-1251'] as const;
export type ImportEncoding = (typeof IMPORT_ENCODINGS)[number];

export const IMPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** The delimiters a CSV may use; the upload recognises which one from the file's first lines. */
export const IMPORT_DELIMITERS = [';', ',', '\t', '|'] as const;

/**
 * How a date written with slashes or dots reads: day first (Europe), month first (US) or year
 * first. ISO dates and Excel's own dates read alike in every order.
 */
export const IMPORT_DATE_ORDERS = ['dmy', 'mdy', 'ymd'] as const;
export type ImportDateOrder = (typeof IMPORT_DATE_ORDERS)[number];

/** How many rows the upload shows back, and how many row errors a dry run answers (errors.csv has them all). */
export const IMPORT_PREVIEW_ROWS = 20;
export const IMPORT_ERRORS_SHOWN = 200;
/** The largest file accepted (IMPORT_MAX_MB on the server may lower or raise it). */
export const IMPORT_DEFAULT_MAX_MB = 100;

/**
 * The fields a column can be mapped to, per kind: the API's own field names where the API has
 * the field, and a name that says what is matched where a reference is found by name or code
 * (`doctor` -> the card's `doctor_uuid`, `room` -> the appointment's `room_uuid`). `patient_key`
 * is the old system's id of the patient an appointment or balance belongs to (the key column of
 * the patients' import); `personal_code` finds the patient when there is no such key.
 */
export const IMPORT_FIELDS = {
  patients: [
    'first_name',
    'last_name',
    'personal_code',
    'dob',
    'gender',
    'phone',
    'phone2',
    'email',
    'address',
    'country',
    'client_card',
    'status',
    'insurance',
    'insurance_number',
    'insurance_expiration',
    'job',
    'workplace',
    'comment',
    'description',
    'medical_alert',
    'doctor',
    'branches',
    'relative_key',
    'kinship',
  ],
  appointments: ['patient_key', 'personal_code', 'branch', 'room', 'practitioner', 'service', 'date', 'time_from', 'time_to', 'duration', 'comment', 'price'],
  services: ['name', 'sku', 'category', 'time', 'price', 'price_from', 'price_to', 'vat_category'],
  balances: ['patient_key', 'personal_code', 'amount', 'booked_on', 'comment'],
} as const satisfies Record<ImportKind, readonly string[]>;
export type ImportField = (typeof IMPORT_FIELDS)[ImportKind][number];

/**
 * What a mapping must name before a dry run: each inner list is "one of these" (an appointment's
 * patient is found by the old key or by the personal code).
 */
export const IMPORT_REQUIRED_FIELDS: Record<ImportKind, readonly (readonly ImportField[])[]> = {
  patients: [['first_name'], ['last_name']],
  appointments: [['patient_key', 'personal_code'], ['time_from'], ['practitioner'], ['room']],
  services: [['name'], ['sku'], ['price', 'price_from']],
  balances: [['patient_key', 'personal_code'], ['amount']],
};
