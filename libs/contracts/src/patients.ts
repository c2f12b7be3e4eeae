import { z } from 'zod';
import { LANGUAGES, pageQuerySchema, personRefSchema } from './common.js';
import { dateSchema, optionalTextSchema, requiredTextSchema, textSchema } from './fields.js';
import { editSchemaOf, versionField } from './settings-fields.js';
import {
  KINSHIP_ROLES,
  KINSHIP_TYPES,
  PATIENT_ALERT_KINDS,
  PATIENT_AUDIT_ACTIONS,
  PATIENT_DOCUMENT_TYPES,
  PATIENT_FILE_SECTIONS,
  PATIENT_GENDERS,
  PATIENT_SORTS,
  PATIENT_STATUSES,
} from './patients.values.js';

export * from './patients.values.js';

/**
 * The patients module's API: the patient card (docs/spec.md §3), its list and search, kinship,
 * doctors, files, history (audit) and export. Dates are `YYYY-MM-DD`, instants ISO with offset.
 */

export const patientStatusSchema = z.literal(PATIENT_STATUSES);
export const patientGenderSchema = z.literal(PATIENT_GENDERS);
export const patientDocumentTypeSchema = z.literal(PATIENT_DOCUMENT_TYPES);

/**
 * A phone number as staff type it: digits with an optional leading +, spaces, dashes, dots and
 * brackets, 7 to 15 digits in all (E.164's maximum).
 */
export const patientPhoneSchema = z
  .string()
  .trim()
  .max(30)
  .regex(/^\+?[0-9][0-9 ().-]*$/)
  .refine((value) => {
    const digits = value.replace(/\D/g, '').length;
    return digits >= 7 && digits <= 15;
  });

const optionalDate = dateSchema.nullable().optional();

/**
 * The patient card's own fields, as a create sends them. `personal_code` is checked on the server
 * with @dental/domain-personal-code (400 naming the field on a bad old-form checksum; a new-form
 * code with a failing check digit is stored and answered with a PERSONAL_CODE_CHECKSUM warning).
 * `doctor_uuid`, `helper_uuids` and `branch_uuids` must belong to the caller's company.
 */
const patientFields = {
  first_name: requiredTextSchema(100),
  last_name: requiredTextSchema(100),
  client_card: optionalTextSchema(50),
  personal_code: optionalTextSchema(20),
  phone: patientPhoneSchema.nullable().optional(),
  phone2: patientPhoneSchema.nullable().optional(),
  email: z.email().max(200).nullable().optional(),
  gender: patientGenderSchema.optional(),
  address: optionalTextSchema(500),
  description: optionalTextSchema(4000),
  status: patientStatusSchema.optional(),
  doctor_uuid: z.uuid().nullable().optional(),
  helper_uuids: z.array(z.uuid()).max(50).optional(),
  branch_uuids: z.array(z.uuid()).max(50).optional(),
  insurance: optionalTextSchema(200),
  job: optionalTextSchema(200),
  comment: optionalTextSchema(4000),
  dob: optionalDate,
  country: optionalTextSchema(100),
  workplace: optionalTextSchema(200),
  workplace_title: optionalTextSchema(200),
  workplace_notes: optionalTextSchema(4000),
  document_type: patientDocumentTypeSchema.nullable().optional(),
  document_number: optionalTextSchema(50),
  document_country: optionalTextSchema(100),
  document_date: optionalDate,
  document_expiration: optionalDate,
  insurance_number: optionalTextSchema(100),
  insurance_expiration: optionalDate,
  insurance_notes: optionalTextSchema(4000),
  /** A note every screen showing the patient flags ("pacemaker", "anticoagulants"). */
  medical_alert: optionalTextSchema(500),
};

/**
 * Saving a card whose first and last name and date of birth another card of the company has
 * answers 409 PATIENT_DUPLICATE with those cards, unless this is true (twins and namesakes exist).
 * A personal code another card has is refused whatever this says (PATIENT_PERSONAL_CODE_TAKEN).
 */
const confirmDuplicate = { confirm_duplicate: z.boolean().optional() };

/** POST /api/patients (patients_add). Communication settings start at their defaults. */
export const patientCreateSchema = z.object({ ...patientFields, ...confirmDuplicate }).strict();
export type PatientCreate = z.input<typeof patientCreateSchema>;

/** PATCH /api/patients/{uuid} (patients_edit): the fields sent change; `version` is required. */
export const patientEditSchema = editSchemaOf(patientFields).extend(confirmDuplicate);
export type PatientEdit = z.input<typeof patientEditSchema>;

export const patientStaffSchema = personRefSchema;
export type PatientStaff = z.infer<typeof patientStaffSchema>;
/** One alert of a patient; `text` is the question (with a non-yes/no answer), the note, or the expired date. */
export const patientAlertSchema = z.object({ kind: z.enum(PATIENT_ALERT_KINDS), text: z.string() });
export type PatientAlert = z.infer<typeof patientAlertSchema>;

export const patientBranchSchema = z.object({ uuid: z.uuid(), name: z.string(), color: z.string().nullable() });

/** GET /api/patients/{uuid}: the card (communication settings are the settings tab's, below). */
export const patientSchema = z.object({
  uuid: z.uuid(),
  first_name: z.string(),
  last_name: z.string(),
  client_card: z.string().nullable(),
  personal_code: z.string().nullable(),
  /** True when a code is stored but no key of the server opens it (then `personal_code` is null): shown as "cannot be decrypted". */
  personal_code_unavailable: z.literal(true).optional(),
  phone: z.string().nullable(),
  phone2: z.string().nullable(),
  email: z.string().nullable(),
  gender: patientGenderSchema,
  address: z.string().nullable(),
  description: z.string().nullable(),
  status: patientStatusSchema,
  doctor: patientStaffSchema.nullable(),
  helpers: z.array(patientStaffSchema),
  branches: z.array(patientBranchSchema),
  insurance: z.string().nullable(),
  job: z.string().nullable(),
  comment: z.string().nullable(),
  dob: z.iso.date().nullable(),
  country: z.string().nullable(),
  workplace: z.string().nullable(),
  workplace_title: z.string().nullable(),
  workplace_notes: z.string().nullable(),
  document_type: patientDocumentTypeSchema.nullable(),
  document_number: z.string().nullable(),
  document_country: z.string().nullable(),
  document_date: z.iso.date().nullable(),
  document_expiration: z.iso.date().nullable(),
  insurance_number: z.string().nullable(),
  insurance_expiration: z.iso.date().nullable(),
  insurance_notes: z.string().nullable(),
  medical_alert: z.string().nullable(),
  /** Derived by the server on every read (never sent): see PATIENT_ALERT_KINDS. */
  alerts: z.array(patientAlertSchema),
  /** Set while the patient restricted processing (PUT .../restriction): no messages, no marketing, reads need a reason. */
  restricted_at: z.iso.datetime({ offset: true }).nullable(),
  restriction_reason: z.string().nullable(),
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
  version: z.number().int(),
});
export type Patient = z.infer<typeof patientSchema>;

/** A row of the list (and of a duplicate warning): the card's fields a list shows. */
export const patientListItemSchema = patientSchema.pick({
  uuid: true,
  first_name: true,
  last_name: true,
  client_card: true,
  personal_code: true,
  personal_code_unavailable: true,
  phone: true,
  email: true,
  dob: true,
  status: true,
  doctor: true,
  alerts: true,
  version: true,
});
export type PatientListItem = z.infer<typeof patientListItemSchema>;

/**
 * Warnings a save answers with (it still saved):
 * - DUPLICATE: other patients of the company with the same personal code, or the same first and
 *   last name and date of birth;
 * - PERSONAL_CODE_CHECKSUM: a new-form (32...) code whose check digit fails.
 */
export const patientWarningSchema = z.discriminatedUnion('code', [
  z.object({ code: z.literal('DUPLICATE'), patients: z.array(patientListItemSchema) }),
  z.object({ code: z.literal('PERSONAL_CODE_CHECKSUM'), field: z.literal('personal_code') }),
]);
export type PatientWarning = z.infer<typeof patientWarningSchema>;

/**
 * The `details` of a 409 PATIENT_DUPLICATE (a create, or an edit of the names or date of birth,
 * without `confirm_duplicate: true`): the company's cards it matched; of a 409
 * PATIENT_PERSONAL_CODE_TAKEN: the card that holds the code.
 */
export const patientDuplicateDetailsSchema = z.object({ patients: z.array(patientListItemSchema) });
export type PatientDuplicateDetails = z.infer<typeof patientDuplicateDetailsSchema>;

/**
 * GET /api/patients/shared-codes (patients_view): the live cards that share a personal code (saved
 * before codes became unique), grouped by code, the earliest card first, for the desk to merge.
 */
export const sharedCodeGroupSchema = z.object({ personal_code: z.string(), patients: z.array(patientListItemSchema) });
export type SharedCodeGroup = z.infer<typeof sharedCodeGroupSchema>;

/** The answer of POST and PATCH /api/patients...: `{ data, warnings }`. */
export const patientSaveAnswerSchema = z.object({ data: patientSchema, warnings: z.array(patientWarningSchema) });
export type PatientSaveAnswer = z.infer<typeof patientSaveAnswerSchema>;

/** Filters shared by the list and the CSV export. `search` matches names, phones, personal code, client card and e-mail, accents folded. */
const patientFilters = {
  search: textSchema(200).optional(),
  status: z.coerce.number().pipe(patientStatusSchema).optional(),
  doctor_uuid: z.uuid().optional(),
  branch_uuid: z.uuid().optional(),
  sort: z.enum(PATIENT_SORTS).default('last_name'),
  order: z.enum(['asc', 'desc']).default('asc'),
};

/** GET /api/patients?search=&status=&doctor_uuid=&branch_uuid=&sort=&order=&page=&per_page= */
export const patientListQuerySchema = pageQuerySchema.extend(patientFilters).strict();
export type PatientListQuery = z.output<typeof patientListQuerySchema>;

/** GET /api/patients/export.csv with the list's filters (no paging: every match). */
export const patientExportQuerySchema = z.object(patientFilters).strict();
export type PatientExportQuery = z.output<typeof patientExportQuerySchema>;

/**
 * POST /api/patients/{uuid}/merge (patients_delete): everything of this card (appointments, files,
 * questionnaires, kinship, doctors, history, tooth map and plans, invoices) moves to `into_uuid`,
 * and this card is deleted with a pointer to the kept one. `version` is this card's, as read.
 */
export const patientMergeSchema = z.object({ into_uuid: z.uuid(), version: versionField }).strict();
export type PatientMerge = z.infer<typeof patientMergeSchema>;
/** The kept card, and how many rows of each kind moved to it (`appointments`, `invoices`, …). */
export const patientMergeAnswerSchema = z.object({ data: patientSchema, moved: z.record(z.string(), z.number().int()) });
export type PatientMergeAnswer = z.infer<typeof patientMergeAnswerSchema>;

/**
 * The settings tab: GET (patients_settings_view) and PATCH (patients_edit, and the caller must see
 * the tab) /api/patients/{uuid}/settings. Marketing (`_ad`) flags start off: consent is opt-in.
 */
export const patientSettingsSchema = z.object({
  communication_language: z.enum(LANGUAGES),
  communication_sms: z.boolean(),
  communication_sms_ad: z.boolean(),
  communication_email: z.boolean(),
  communication_email_ad: z.boolean(),
  version: z.number().int(),
});
export type PatientSettings = z.infer<typeof patientSettingsSchema>;
export const patientSettingsEditSchema = patientSettingsSchema.partial().extend({ version: z.number().int().min(1) }).strict();
export type PatientSettingsEdit = z.infer<typeof patientSettingsEditSchema>;

/** The doctors tab: GET (doctors_view), PUT (patients_edit) /api/patients/{uuid}/doctors. */
export const patientDoctorsSchema = z.object({
  doctor: patientStaffSchema.nullable(),
  helpers: z.array(patientStaffSchema),
  version: z.number().int(),
});
export type PatientDoctors = z.infer<typeof patientDoctorsSchema>;
export const patientDoctorsEditSchema = z
  .object({ doctor_uuid: z.uuid().nullable(), helper_uuids: z.array(z.uuid()).max(50), version: z.number().int().min(1) })
  .strict();
export type PatientDoctorsEdit = z.infer<typeof patientDoctorsEditSchema>;

export const kinshipTypeSchema = z.literal(KINSHIP_TYPES);

/** POST /api/patients/{uuid}/relationships (patients_edit): "`relative_uuid` is this patient's `type`". */
export const patientRelationshipCreateSchema = z.object({ relative_uuid: z.uuid(), type: kinshipTypeSchema }).strict();
export type PatientRelationshipCreate = z.infer<typeof patientRelationshipCreateSchema>;

/** GET /api/patients/{uuid}/relationships (patients_view): every link, from this patient's side. */
export const patientRelationshipSchema = z.object({
  uuid: z.uuid(),
  /** The stored type, read from the side that created it. */
  type: kinshipTypeSchema,
  /** What `relative` is to the patient in the URL. */
  role: z.enum(KINSHIP_ROLES),
  /** `outgoing` when created from this patient's card, `incoming` when from the relative's. */
  direction: z.enum(['outgoing', 'incoming']),
  relative: patientListItemSchema,
  created_at: z.iso.datetime({ offset: true }),
});
export type PatientRelationship = z.infer<typeof patientRelationshipSchema>;
export const patientRelationshipParamsSchema = z.object({ uuid: z.uuid(), relationship_uuid: z.uuid() });

export const patientFileSectionParamsSchema = z.object({ uuid: z.uuid(), section: z.enum(PATIENT_FILE_SECTIONS) });
export const patientFileParamsSchema = patientFileSectionParamsSchema.extend({ file_uuid: z.uuid() });

/** A stored file (POST multipart field `file`; GET .../{file_uuid} downloads it). */
export const patientFileSchema = z.object({
  uuid: z.uuid(),
  section: z.enum(PATIENT_FILE_SECTIONS),
  name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  uploaded_by: patientStaffSchema.nullable(),
  created_at: z.iso.datetime({ offset: true }),
});
export type PatientFile = z.infer<typeof patientFileSchema>;

/**
 * GET /api/patients/{uuid}/history (patients_view): the patient's audit trail, newest first.
 * Users with `admin` see reads too, with the IP; everyone else sees the changes.
 */
export const patientHistoryQuerySchema = pageQuerySchema.pick({ page: true, per_page: true }).strict();
/**
 * `details.changes` of an edit of the card: each changed field (the API's names) with its value
 * before and after; codes as stored (gender, status, document type), people and branches by name.
 */
export const patientAuditChangesSchema = z.record(z.string(), z.object({ before: z.unknown(), after: z.unknown() }));
export type PatientAuditChanges = z.infer<typeof patientAuditChangesSchema>;

export const patientAuditEntrySchema = z.object({
  uuid: z.uuid(),
  action: z.enum(PATIENT_AUDIT_ACTIONS),
  /** The part of the card: patient, settings, doctors, relationships, files, history. */
  resource: z.string(),
  actor: patientStaffSchema.nullable(),
  request_id: z.string().nullable(),
  ip: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  /**
   * The names of the uuids the entry's values hold (a diagnosis, a service, a person, a branch, a
   * room; a visit by its start), from the other modules' published views (issue 25).
   */
  labels: z.record(z.string(), z.string()).optional(),
  created_at: z.iso.datetime({ offset: true }),
});
export type PatientAuditEntry = z.infer<typeof patientAuditEntrySchema>;

/**
 * Questionnaire answers ("tests") of a patient, against the questionnaires of the settings module.
 * A value per question type: 0/6 text, 1 boolean, 2/5 number (within the question's bounds, 5 on
 * its step), 3 one of the options, 4 several of them; null leaves a question unanswered.
 * POST /api/patients/{uuid}/tests (patients_tests_add); answers are never edited, a new fill is made.
 */
export const patientTestAnswerValueSchema = z.union([
  textSchema(4000),
  z.number(),
  z.boolean(),
  z.array(textSchema(200)).max(30),
  z.null(),
]);
export const patientTestCreateSchema = z
  .object({
    questionnaire_uuid: z.uuid(),
    answers: z.array(z.object({ question_uuid: z.uuid(), value: patientTestAnswerValueSchema }).strict()).max(500),
    comment: optionalTextSchema(4000),
  })
  .strict();
export type PatientTestCreate = z.input<typeof patientTestCreateSchema>;

/** POST /api/patients/{uuid}/tests/{test_uuid}/approve (patients_tests_approve), with the version read. */
export const patientTestApproveSchema = z.object({ version: z.number().int().min(1) }).strict();
export const patientTestParamsSchema = z.object({ uuid: z.uuid(), test_uuid: z.uuid() });

/** GET /api/patients/{uuid}/tests/form/{questionnaire_uuid} (patients_tests_add): the questionnaire to fill, with its questions. */
export const patientTestFormParamsSchema = z.object({ uuid: z.uuid(), questionnaire_uuid: z.uuid() });

export const patientTestSchema = z.object({
  uuid: z.uuid(),
  questionnaire: z.object({ uuid: z.uuid(), name: z.string(), regularity: z.number().int() }),
  answers: z.array(
    z.object({
      question_uuid: z.uuid(),
      question: z.string(),
      test_type: z.number().int(),
      value: patientTestAnswerValueSchema,
      /** The answer equals the question's trigger: show its icon on the card. */
      flagged: z.boolean(),
      icon: z.string().nullable(),
    }),
  ),
  comment: z.string().nullable(),
  status: z.enum(['filled', 'approved']),
  filled_by: patientStaffSchema.nullable(),
  filled_at: z.iso.datetime({ offset: true }),
  approved_by: patientStaffSchema.nullable(),
  approved_at: z.iso.datetime({ offset: true }).nullable(),
  /** filled_at + the questionnaire's regularity in months. */
  next_due: z.iso.date(),
  version: z.number().int(),
});
export type PatientTest = z.infer<typeof patientTestSchema>;

/** GET /api/patients/{uuid}/tests (patients_tests_view): the fills, newest first, and when each questionnaire is due. */
export const patientTestsAnswerSchema = z.object({
  data: z.array(patientTestSchema),
  due: z.array(
    z.object({
      questionnaire_uuid: z.uuid(),
      name: z.string(),
      regularity: z.number().int(),
      last_filled_at: z.iso.datetime({ offset: true }).nullable(),
      /** Null when never filled: due now. */
      next_due: z.iso.date().nullable(),
      overdue: z.boolean(),
    }),
  ),
});
export type PatientTestsAnswer = z.infer<typeof patientTestsAnswerSchema>;
