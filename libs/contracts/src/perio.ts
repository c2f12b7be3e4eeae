import { z } from 'zod';
import { FURCATION_SITES, PERIO_LIMITS, PERIO_SITES, furcationSites } from '@dental/domain-teeth';
import { personRefSchema } from './common.js';
import { optionalTextSchema } from './fields.js';
import { PERIO_NOTE_MAX_CHARS } from './perio.values.js';

export * from './perio.values.js';

/**
 * The periodontal chart's API (issue 29): /api/patients/{uuid}/perio-exams[/{exam_uuid}[/pdf]].
 * An exam holds six sites per tooth (depth, margin, bleeding, suppuration, plaque; the attachment
 * level computed) and per tooth its mobility and furcation grades; missing teeth and implants
 * come from the tooth map. A signed-off exam is locked (409 PERIO_EXAM_LOCKED).
 */

/** A permanent tooth (11-48): the perio chart has no primary teeth. */
export const perioToothSchema = z
  .number()
  .int()
  .refine((tooth) => tooth >= 11 && tooth <= 48 && tooth % 10 >= 1 && tooth % 10 <= 8 && Math.floor(tooth / 10) <= 4, { params: { key: 'perio_tooth' } });
export const perioSiteSchema = z.literal(PERIO_SITES);
export const furcationSiteSchema = z.literal(FURCATION_SITES);

const mm = (limits: { min: number; max: number }) => z.number().int().min(limits.min).max(limits.max);
const furcationGradeSchema = mm(PERIO_LIMITS.furcation);
const versionSchema = z.number().int().min(1);

// ---- requests ----------------------------------------------------------------------------------

export const perioExamParamsSchema = z.object({ uuid: z.uuid(), exam_uuid: z.uuid() });

/** GET .../perio-exams/{exam_uuid}?compare_to={uuid}: the exam with another one of the patient's compared. */
export const perioExamQuerySchema = z.object({ compare_to: z.uuid().optional() });
export type PerioExamQuery = z.infer<typeof perioExamQuerySchema>;

export const perioExamCreateSchema = z.object({ note: optionalTextSchema(PERIO_NOTE_MAX_CHARS) });
export type PerioExamCreate = z.infer<typeof perioExamCreateSchema>;

/** A site's findings: what is sent is set, null clears a measurement, what is left out stays. */
export const perioSiteInputSchema = z.object({
  tooth: perioToothSchema,
  site: perioSiteSchema,
  probing_depth: mm(PERIO_LIMITS.probing_depth).nullable().optional(),
  gingival_margin: mm(PERIO_LIMITS.gingival_margin).nullable().optional(),
  bleeding: z.boolean().optional(),
  suppuration: z.boolean().optional(),
  plaque: z.boolean().optional(),
});
export type PerioSiteInput = z.infer<typeof perioSiteInputSchema>;

/** A tooth's mobility (0-3) and furcation grades by entrance (1-3), only the entrances it has. */
export const perioToothInputSchema = z
  .object({
    tooth: perioToothSchema,
    mobility: mm(PERIO_LIMITS.mobility).nullable().optional(),
    furcation: z.partialRecord(furcationSiteSchema, furcationGradeSchema).optional(),
  })
  .superRefine((value, ctx) => {
    const allowed = furcationSites(value.tooth);
    for (const key of Object.keys(value.furcation ?? {})) {
      if (!(allowed as readonly string[]).includes(key)) ctx.addIssue({ code: 'custom', path: ['furcation', key], params: { key: 'perio_no_furcation' } });
    }
  });
export type PerioToothInput = z.infer<typeof perioToothInputSchema>;

/** PATCH .../perio-exams/{exam_uuid}: a whole mouth (192 sites) fits in one request. */
export const perioExamEditSchema = z.object({
  version: versionSchema,
  note: optionalTextSchema(PERIO_NOTE_MAX_CHARS),
  sites: z.array(perioSiteInputSchema).max(PERIO_SITES.length * 32 * 2).optional(),
  teeth: z.array(perioToothInputSchema).max(64).optional(),
  /** true signs the exam off: from then on it is locked. */
  signed_off: z.boolean().optional(),
});
export type PerioExamEdit = z.infer<typeof perioExamEditSchema>;

// ---- answers -----------------------------------------------------------------------------------

export const perioSiteAnswerSchema = z.object({
  tooth: z.number().int(),
  site: perioSiteSchema,
  probing_depth: z.number().int().nullable(),
  gingival_margin: z.number().int().nullable(),
  /** Computed: probing depth minus gingival margin; null without a depth. */
  clinical_attachment_level: z.number().int().nullable(),
  bleeding: z.boolean(),
  suppuration: z.boolean(),
  plaque: z.boolean(),
});
export type PerioSiteAnswer = z.infer<typeof perioSiteAnswerSchema>;

export const perioToothAnswerSchema = z.object({
  tooth: z.number().int(),
  /** From the tooth map: extracted, not erupted, or charted missing. */
  missing: z.boolean(),
  /** From the tooth map: an implant stands there (probed like a tooth). */
  implant: z.boolean(),
  mobility: z.number().int().nullable(),
  furcation: z.partialRecord(furcationSiteSchema, z.number().int()),
});
export type PerioToothAnswer = z.infer<typeof perioToothAnswerSchema>;

export const perioSummarySchema = z.object({
  sites: z.number().int(),
  bleeding_percent: z.number(),
  plaque_percent: z.number(),
  sites_4mm: z.number().int(),
  sites_6mm: z.number().int(),
  mean_cal: z.number().nullable(),
});
export type PerioSummaryAnswer = z.infer<typeof perioSummarySchema>;

export const perioSiteChangeSchema = z.object({
  tooth: z.number().int(),
  site: perioSiteSchema,
  before: z.number().int(),
  after: z.number().int(),
  change: z.number().int(),
  worse: z.boolean(),
});

/** The exam compared with an earlier (or later) one: every site charted in both, worse ones marked. */
export const perioComparisonSchema = z.object({
  exam_uuid: z.string(),
  examined_at: z.string(),
  summary: perioSummarySchema,
  sites: z.array(perioSiteChangeSchema),
  worse: z.number().int(),
});
export type PerioComparison = z.infer<typeof perioComparisonSchema>;

export const perioExamListItemSchema = z.object({
  uuid: z.string(),
  examined_at: z.string(),
  note: z.string().nullable(),
  signed_off_at: z.string().nullable(),
  signed_off_by: personRefSchema.nullable(),
  created_by: personRefSchema.nullable(),
  summary: perioSummarySchema,
  version: z.number().int(),
});
export type PerioExamListItem = z.infer<typeof perioExamListItemSchema>;

export const perioExamSchema = perioExamListItemSchema.extend({
  patient_uuid: z.string(),
  /** The 32 permanent teeth, 18 -> 48 in FDI order. */
  teeth: z.array(perioToothAnswerSchema),
  /** The sites charted so far (a site never touched is not listed). */
  sites: z.array(perioSiteAnswerSchema),
  comparison: perioComparisonSchema.nullable(),
});
export type PerioExam = z.infer<typeof perioExamSchema>;

export const perioExamAnswerSchema = z.object({ data: perioExamSchema });
export const perioExamListAnswerSchema = z.object({ data: z.array(perioExamListItemSchema) });
