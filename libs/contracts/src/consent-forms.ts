import { z } from 'zod';
import { personRefSchema, type Language } from './common.js';
import { requiredTextSchema, optionalTextSchema } from './fields.js';
import { LANGUAGES } from './languages.js';
import { editSchemaOf } from './settings-fields.js';
import { CONSENT_FORM_STATES, CONSENT_SIGNATURE_MAX_CHARS } from './consent-forms.values.js';

export * from './consent-forms.values.js';

/**
 * Consent forms (issue 29): the company's templates under /api/settings/consent-form-templates
 * (consent_templates_view / consent_templates_edit) and each patient's forms under
 * /api/patients/{uuid}/consent-forms (the tooth map's view / edit permissions).
 */

// ---------------------------------------------------------------------------------------------
// Templates: /api/settings/consent-form-templates
// ---------------------------------------------------------------------------------------------

/** A template's text in every language of the product, with placeholders (CONSENT_PLACEHOLDERS). */
export const consentTemplateTextSchema = z
  .object({ lv: requiredTextSchema(20000), en: requiredTextSchema(20000), ru: requiredTextSchema(20000) } satisfies Record<Language, z.ZodType>)
  .strict();
export type ConsentTemplateText = z.infer<typeof consentTemplateTextSchema>;

const consentTemplateFields = {
  name: requiredTextSchema(200),
  text: consentTemplateTextSchema,
  /** The services that may not be treated without this form signed (none: the form is optional). */
  service_uuids: z.array(z.uuid()).max(100).default([]),
};
export const consentTemplateCreateSchema = z.object(consentTemplateFields).strict();
export type ConsentTemplateCreate = z.input<typeof consentTemplateCreateSchema>;
export const consentTemplateEditSchema = editSchemaOf(consentTemplateFields);
export type ConsentTemplateEdit = z.input<typeof consentTemplateEditSchema>;

export const consentTemplateSchema = z.object({
  uuid: z.uuid(),
  name: z.string(),
  text: z.object({ lv: z.string(), en: z.string(), ru: z.string() }),
  service_uuids: z.array(z.uuid()),
  version: z.number().int(),
});
export type ConsentTemplate = z.infer<typeof consentTemplateSchema>;

// ---------------------------------------------------------------------------------------------
// A patient's forms: /api/patients/{uuid}/consent-forms
// ---------------------------------------------------------------------------------------------

export const consentFormParamsSchema = z.object({ uuid: z.uuid(), form_uuid: z.uuid() });

/** POST: a form to sign from a template, its text filled in `language` (the patient's own when left out). */
export const consentFormCreateSchema = z
  .object({
    template_uuid: z.uuid(),
    plan_uuid: z.uuid().optional(),
    language: z.enum(LANGUAGES).optional(),
  })
  .strict();
export type ConsentFormCreate = z.infer<typeof consentFormCreateSchema>;

const signatureSchema = z
  .string()
  .max(CONSENT_SIGNATURE_MAX_CHARS)
  .refine((value) => /^data:image\/png;base64,[A-Za-z0-9+/=]+$/.test(value), { params: { key: 'signature_png' } });

/** POST .../sign: the patient's (or their representative's) and the staff member's drawn signatures. */
export const consentFormSignSchema = z
  .object({
    patient_signature: signatureSchema,
    signer_name: requiredTextSchema(200),
    signed_by_representative: z.object({ name: requiredTextSchema(200), relation: requiredTextSchema(100) }).strict().optional(),
    staff_signature: signatureSchema,
  })
  .strict();
export type ConsentFormSign = z.infer<typeof consentFormSignSchema>;

/** POST .../withdraw: the patient takes their consent back (a new record; the signed form stays). */
export const consentFormWithdrawSchema = z.object({ reason: optionalTextSchema(1000) }).strict();
export type ConsentFormWithdraw = z.infer<typeof consentFormWithdrawSchema>;

export const consentFormSchema = z.object({
  uuid: z.uuid(),
  template_uuid: z.uuid(),
  template_name: z.string(),
  plan_uuid: z.uuid().nullable(),
  language: z.enum(LANGUAGES),
  /** The text as the patient reads it: placeholders filled. */
  text: z.string(),
  /** The paragraphs the patient ticks one by one. */
  points: z.array(z.string()),
  state: z.enum(CONSENT_FORM_STATES),
  created_at: z.string(),
  signed_at: z.string().nullable(),
  signer_name: z.string().nullable(),
  signed_by_representative: z.object({ name: z.string(), relation: z.string() }).nullable(),
  signed_by: personRefSchema.nullable(),
  /** The device it was signed on (its user agent). */
  device: z.string().nullable(),
  /** SHA-256 (hex) of the signed content, printed on the PDF. */
  content_sha256: z.string().nullable(),
  /** SHA-256 (hex) of the stored PDF itself. */
  pdf_sha256: z.string().nullable(),
  /** The copy in the patient's documents (files/documents). */
  document_uuid: z.uuid().nullable(),
  withdrawn_at: z.string().nullable(),
  withdrawn_by: personRefSchema.nullable(),
  withdrawal_reason: z.string().nullable(),
});
export type ConsentForm = z.infer<typeof consentFormSchema>;
export const consentFormAnswerSchema = z.object({ data: consentFormSchema });
export const consentFormListAnswerSchema = z.object({ data: z.array(consentFormSchema) });
