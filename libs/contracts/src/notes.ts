import { z } from 'zod';
import { personRefSchema } from './common.js';
import { requiredTextSchema } from './fields.js';
import { editSchemaOf, versionField } from './settings-fields.js';
import { NOTE_TEMPLATE_NAME_MAX, NOTE_TEXT_MAX } from './notes.values.js';

export * from './notes.values.js';

/**
 * Clinical notes (issue 25): /api/patients/{uuid}/notes (patients_tooth_map_view to read,
 * patients_tooth_map_edit to write and sign) and the company's note templates under
 * /api/settings/note-templates (patients_tooth_map_view to read, note_template_edit to write).
 */

export const noteParamsSchema = z.object({ uuid: z.uuid(), note_uuid: z.uuid() });

/** POST .../notes: a note on the card, of a visit and/or a procedure; `addendum_to` adds to a signed note. */
export const noteCreateSchema = z
  .object({
    appointment_uuid: z.uuid().optional(),
    item_uuid: z.uuid().optional(),
    addendum_to: z.uuid().optional(),
    text: requiredTextSchema(NOTE_TEXT_MAX),
  })
  .strict();
export type NoteCreate = z.infer<typeof noteCreateSchema>;

/** PATCH .../notes/{note_uuid}: an unsigned note's text, with the version read. */
export const noteEditSchema = z.object({ text: requiredTextSchema(NOTE_TEXT_MAX), version: versionField }).strict();
export type NoteEdit = z.infer<typeof noteEditSchema>;

/** GET .../notes: all the card's notes, or one visit's. */
export const noteListQuerySchema = z.object({ appointment_uuid: z.uuid().optional() }).strict();
export type NoteListQuery = z.infer<typeof noteListQuerySchema>;

export const noteSchema = z.object({
  uuid: z.uuid(),
  patient_uuid: z.uuid(),
  appointment_uuid: z.uuid().nullable(),
  item_uuid: z.uuid().nullable(),
  addendum_to: z.uuid().nullable(),
  text: z.string(),
  author: personRefSchema.nullable(),
  signed_at: z.string().nullable(),
  signed_by: personRefSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  version: z.number().int(),
});
export type Note = z.infer<typeof noteSchema>;
export const noteAnswerSchema = z.object({ data: noteSchema });
export const noteListAnswerSchema = z.object({ data: z.array(noteSchema) });

// ---- templates: /api/settings/note-templates ----------------------------------------------------

const noteTemplateFields = {
  name: requiredTextSchema(NOTE_TEMPLATE_NAME_MAX),
  text: requiredTextSchema(NOTE_TEXT_MAX),
};
export const noteTemplateCreateSchema = z.object(noteTemplateFields).strict();
export type NoteTemplateCreate = z.infer<typeof noteTemplateCreateSchema>;
export const noteTemplateEditSchema = editSchemaOf(noteTemplateFields);
export type NoteTemplateEdit = z.input<typeof noteTemplateEditSchema>;

export const noteTemplateSchema = z.object({
  uuid: z.uuid(),
  name: z.string(),
  text: z.string(),
  version: z.number().int(),
});
export type NoteTemplate = z.infer<typeof noteTemplateSchema>;
