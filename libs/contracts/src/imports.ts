import { z } from 'zod';
import { pageQuerySchema, personRefSchema } from './common.js';
import { textSchema } from './fields.js';
import {
  IMPORT_DATE_ORDERS,
  IMPORT_ENCODINGS,
  IMPORT_FIELDS,
  IMPORT_FORMATS,
  IMPORT_KINDS,
  IMPORT_STATES,
} from './imports.values.js';

export * from './imports.values.js';

/**
 * The imports module's API (issue 30): a clinic moving in uploads its old system's exports
 * (patients, future appointments, services, opening balances), maps their columns onto the API's
 * fields, checks them in a dry run, runs the import as a job, and may undo it while nothing it
 * imported has changed. Every route needs `import_data` (or `admin`).
 */

export const importKindSchema = z.enum(IMPORT_KINDS);
export const importEncodingSchema = z.enum(IMPORT_ENCODINGS);
export const importDateOrderSchema = z.enum(IMPORT_DATE_ORDERS);

const ALL_FIELDS = [...new Set(Object.values(IMPORT_FIELDS).flat())] as [string, ...string[]];

/**
 * The multipart fields beside `file` of POST /api/imports: how to read a CSV when the guess (from
 * its bytes) is wrong. An XLSX ignores both.
 */
export const importUploadFieldsSchema = z
  .object({
    encoding: importEncodingSchema.optional(),
    delimiter: z.enum([';', ',', '\t', '|']).optional(),
  })
  .strict();
export type ImportUploadFields = z.infer<typeof importUploadFieldsSchema>;

/**
 * PUT /api/imports/{uuid}/mapping: which field each header is read into (a header left out, or
 * mapped to null, is not imported), and the header of the old system's id (`key_column`), which
 * makes a run repeatable without duplicates. `date_order` reads dates such as 03/04/2026.
 */
export const importMappingSchema = z
  .object({
    kind: importKindSchema,
    columns: z.record(textSchema(200), z.enum(ALL_FIELDS).nullable()),
    key_column: textSchema(200).min(1),
    date_order: importDateOrderSchema.optional(),
  })
  .strict()
  .superRefine((mapping, context) => {
    const allowed: readonly string[] = IMPORT_FIELDS[mapping.kind];
    const seen = new Set<string>();
    for (const [header, field] of Object.entries(mapping.columns)) {
      if (field === null) continue;
      if (!allowed.includes(field)) context.addIssue({ code: 'custom', path: ['columns', header], params: { key: 'import_field_not_of_kind' } });
      else if (seen.has(field)) context.addIssue({ code: 'custom', path: ['columns', header], params: { key: 'import_field_twice' } });
      seen.add(field);
    }
  });
export type ImportMapping = z.infer<typeof importMappingSchema>;
export type ImportColumns = Record<string, string | null>;

/** The mapping as the server holds it (every header named; `date_order` decided). */
export const importMappingAnswerSchema = z.object({
  kind: importKindSchema,
  columns: z.record(z.string(), z.string().nullable()),
  key_column: z.string(),
  date_order: importDateOrderSchema,
});

/** One data row as read: header -> the cell's text ('' when empty). */
const rowSchema = z.record(z.string(), z.string());

/**
 * 201 of POST /api/imports (multipart, field `file`): what was read. `rows` counts the data rows
 * (the header row aside), `preview` is the first IMPORT_PREVIEW_ROWS of them, `suggestion` the
 * mapping guessed from the headers (the company's last mapping of such headers first).
 */
export const importUploadAnswerSchema = z.object({
  uuid: z.uuid(),
  file_name: z.string(),
  format: z.enum(IMPORT_FORMATS),
  /** Null for an XLSX. */
  encoding: importEncodingSchema.nullable(),
  delimiter: z.string().nullable(),
  headers: z.array(z.string()),
  rows: z.number().int(),
  preview: z.array(rowSchema),
  suggestion: importMappingAnswerSchema,
});
export type ImportUploadAnswer = z.infer<typeof importUploadAnswerSchema>;

/** A row that cannot be imported: the spreadsheet's row number (the header is row 1), the field and why. */
export const importRowErrorSchema = z.object({
  row: z.number().int(),
  /** The field (the API's name), or `_` for the row as a whole. */
  field: z.string(),
  /** The file's header read into that field, when one is. */
  column: z.string().nullable(),
  message: z.string(),
});
export type ImportRowError = z.infer<typeof importRowErrorSchema>;

/** A patient of the file that matches a card the clinic already has (same personal code, or same name and birth date). */
export const importDuplicateSchema = z.object({
  row: z.number().int(),
  patient: personRefSchema.extend({
    personal_code: z.string().nullable(),
    dob: z.iso.date().nullable(),
  }),
});
export type ImportDuplicate = z.infer<typeof importDuplicateSchema>;

/**
 * POST /api/imports/{uuid}/dry-run: every row checked as the run would, nothing written. `rows`
 * read, `valid` would be imported (or are imported already and skipped), `errors` the first
 * IMPORT_ERRORS_SHOWN of `errors_total`; `duplicates` are rows that will be linked to an existing
 * card rather than create a second one.
 */
export const importDryRunAnswerSchema = z.object({
  rows: z.number().int(),
  valid: z.number().int(),
  errors: z.array(importRowErrorSchema),
  errors_total: z.number().int(),
  duplicates: z.array(importDuplicateSchema),
});
export type ImportDryRunAnswer = z.infer<typeof importDryRunAnswerSchema>;

/** GET /api/imports/{uuid}: where the import stands; `progress` 0-100 while it runs. */
export const importStatusSchema = z.object({
  uuid: z.uuid(),
  file_name: z.string(),
  kind: importKindSchema.nullable(),
  state: z.enum(IMPORT_STATES),
  progress: z.number().int().min(0).max(100),
  rows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int(),
  failed: z.number().int(),
  /** Why a run stopped (state `failed`), in the reader's language. */
  error: z.string().nullable(),
  /** Whether POST .../undo may be tried: finished or failed, with something imported. */
  can_undo: z.boolean(),
  /** The mapping chosen, or while `uploaded` the one guessed from the headers. */
  mapping: importMappingAnswerSchema.nullable(),
  format: z.enum(IMPORT_FORMATS),
  encoding: importEncodingSchema.nullable(),
  delimiter: z.string().nullable(),
  headers: z.array(z.string()),
  preview: z.array(rowSchema),
  created_by: personRefSchema.nullable(),
  created_at: z.iso.datetime({ offset: true }),
  finished_at: z.iso.datetime({ offset: true }).nullable(),
});
export type ImportStatus = z.infer<typeof importStatusSchema>;

/** GET /api/imports: the company's imports, newest first. */
export const importListQuerySchema = pageQuerySchema.pick({ page: true, per_page: true }).strict();
export type ImportListQuery = z.infer<typeof importListQuerySchema>;
