/** The patients module's plain values (no zod): safe for browser bundles that must stay small. */

/** Patient status: 0 disabled, 1 active, 2 vacation. */
export const PATIENT_STATUSES = [0, 1, 2] as const;
/** Gender: 0 none, 1 male, 2 female. */
export const PATIENT_GENDERS = [0, 1, 2] as const;
/** Identity document: 0 passport, 1 ID card, 2 other. */
export const PATIENT_DOCUMENT_TYPES = [0, 1, 2] as const;

/** Warnings a patient save answers with (it still saved). */
export const PATIENT_WARNING_CODES = ['DUPLICATE', 'PERSONAL_CODE_CHECKSUM'] as const;

/**
 * What a patient alert is about (the badge in the header, the booking panel and on calendar
 * events): a questionnaire answer that hit its trigger (`allergy` when the question's icon says
 * so), an insurance whose expiration date has passed, or the card's own medical alert note.
 */
export const PATIENT_ALERT_KINDS = ['allergy', 'questionnaire', 'insurance_expired', 'medical_alert'] as const;
export type PatientAlertKind = (typeof PATIENT_ALERT_KINDS)[number];
/** Question icons whose triggered answer is an allergy (the rest are `questionnaire` alerts). */
export const ALLERGY_ICONS = ['allergy', 'anesthesia', 'latex'] as const;

/** Sort keys of the list; `last_name` sorts by last then first name, accents folded. */
export const PATIENT_SORTS = ['last_name', 'first_name', 'dob', 'client_card', 'created_at'] as const;

/** Kinship types: 0 parent, 1 child, 2 guardian, 3 sibling, 4 representative, 5 relative. */
export const KINSHIP_TYPES = [0, 1, 2, 3, 4, 5] as const;

export type KinshipType = (typeof KINSHIP_TYPES)[number];
/**
 * What the other person is to the patient being viewed. A link is stored once ("B is A's parent")
 * and read from both sides: from B it says A is B's child. Guardian and representative have no
 * code of their own for the other side: `ward` and `represented`.
 */
export const KINSHIP_ROLES = ['parent', 'child', 'guardian', 'ward', 'sibling', 'representative', 'represented', 'relative'] as const;
export type KinshipRole = (typeof KINSHIP_ROLES)[number];

/** File sections of the patient card (routes files/{section}). */
export const PATIENT_FILE_SECTIONS = ['medical', 'documents'] as const;
export type PatientFileSection = (typeof PATIENT_FILE_SECTIONS)[number];

/**
 * What an upload may be, recognised by the file's first bytes (never by its name or the browser's
 * content type). The default size limit is 20 MB (PATIENT_FILES_MAX_MB on the server).
 */
export const PATIENT_FILE_TYPES = {
  'application/pdf': ['pdf'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
  'image/tiff': ['tif', 'tiff'],
  'application/dicom': ['dcm', 'dicom'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
} as const;
export const PATIENT_FILE_DEFAULT_MAX_MB = 20;

/** Audit actions of the patient trail. */
/** `refused`: a patient's route answered 403 (no permission) or 404 (not the company's card). */
export const PATIENT_AUDIT_ACTIONS = ['read', 'create', 'update', 'delete', 'list', 'export', 'refused'] as const;
export type PatientAuditAction = (typeof PATIENT_AUDIT_ACTIONS)[number];
