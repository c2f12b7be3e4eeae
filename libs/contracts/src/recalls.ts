import { z } from 'zod';
import { pageQuerySchema, pagedEnvelope, type Language, personRefSchema } from './common.js';
import { dateSchema, optionalTextSchema, requiredTextSchema } from './fields.js';
import { patientStaffSchema } from './patients.js';
import { editSchemaOf, versionField } from './settings-fields.js';
import {
  RECALL_ATTEMPT_CHANNELS,
  RECALL_ATTEMPT_OUTCOMES,
  RECALL_INTERVAL_MONTHS,
  RECALL_OVERRIDE_KINDS,
  RECALL_STATES,
  type RecallState,
} from './recalls.values.js';

export * from './recalls.values.js';

/**
 * The recall module's API (issue 26, "Recall"): the company's recall types under
 * /api/settings/recall-types (recall_view to read, recall_type_edit to write) and each patient's
 * recalls under /api/recalls (recall_view to read, recall_edit to log attempts and set due dates).
 */

// ---------------------------------------------------------------------------------------------
// Recall types: /api/settings/recall-types
// ---------------------------------------------------------------------------------------------

/** A type's name in every language of the product: screens and a patient's messages show their own. */
export const recallTypeNameSchema = z
  .object({ lv: requiredTextSchema(100), en: requiredTextSchema(100), ru: requiredTextSchema(100) } satisfies Record<Language, z.ZodType>)
  .strict();
export type RecallTypeName = z.infer<typeof recallTypeNameSchema>;

const recallTypeFields = {
  name: recallTypeNameSchema,
  interval_months: z.number().int().min(RECALL_INTERVAL_MONTHS.min).max(RECALL_INTERVAL_MONTHS.max),
  /** The services whose treatment satisfies the recall and sets its next due date (none: set by hand only). */
  service_uuids: z.array(z.uuid()).max(100),
};
export const recallTypeCreateSchema = z.object(recallTypeFields).strict();
export type RecallTypeCreate = z.input<typeof recallTypeCreateSchema>;
export const recallTypeEditSchema = editSchemaOf(recallTypeFields);
export type RecallTypeEdit = z.input<typeof recallTypeEditSchema>;

export const recallTypeSchema = z.object({
  uuid: z.uuid(),
  name: z.object({ lv: z.string(), en: z.string(), ru: z.string() }),
  interval_months: z.number().int(),
  service_uuids: z.array(z.uuid()),
  version: z.number().int(),
});
export type RecallType = z.infer<typeof recallTypeSchema>;

/** Sort keys of the types' list (`name` sorts by the Latvian name). */
export const RECALL_TYPE_SORTS = ['name', 'interval_months'] as const;

// ---------------------------------------------------------------------------------------------
// Recalls: /api/recalls
// ---------------------------------------------------------------------------------------------

/**
 * GET /api/recalls: one page of the company's recalls by due date (then patient), with the counts
 * of every state under the same filters. The branch filter keeps the patients of that branch (the
 * card's branches), the doctor filter the patients whose doctor that is; "today" (overdue, booked)
 * is the branch's day, or Riga's without a branch.
 */
export const recallListQuerySchema = pageQuerySchema
  .pick({ page: true, per_page: true })
  .extend({
    branch_uuid: z.uuid().optional(),
    due_from: dateSchema.optional(),
    due_to: dateSchema.optional(),
    state: z.enum(RECALL_STATES).optional(),
    type_uuid: z.uuid().optional(),
    doctor_uuid: z.uuid().optional(),
    patient_uuid: z.uuid().optional(),
  })
  .strict();
export type RecallListQuery = z.output<typeof recallListQuerySchema>;

/** POST /api/recalls/{uuid}/attempts: a call, message or letter to the patient, and what came of it. */
export const recallAttemptCreateSchema = z
  .object({
    channel: z.enum(RECALL_ATTEMPT_CHANNELS),
    outcome: z.enum(RECALL_ATTEMPT_OUTCOMES),
    note: optionalTextSchema(1000),
  })
  .strict();
export type RecallAttemptCreate = z.input<typeof recallAttemptCreateSchema>;

/** POST /api/recalls: a patient's recall of a type set by hand (e.g. a check-up done elsewhere); 409 RECALL_EXISTS when they have one. */
export const recallCreateSchema = z
  .object({
    patient_uuid: z.uuid(),
    type_uuid: z.uuid(),
    due_date: dateSchema,
    reason: requiredTextSchema(500),
  })
  .strict();
export type RecallCreate = z.input<typeof recallCreateSchema>;

/**
 * PATCH /api/recalls/{uuid}: its due date by hand with a reason, `set` (any date) or `snooze` (a
 * date later than the one it has). A treatment of a satisfying service afterwards sets it again.
 */
export const recallEditSchema = z
  .object({
    kind: z.enum(RECALL_OVERRIDE_KINDS),
    due_date: dateSchema,
    reason: requiredTextSchema(500),
    version: versionField,
  })
  .strict();
export type RecallEdit = z.input<typeof recallEditSchema>;

export const recallAttemptSchema = z.object({
  uuid: z.uuid(),
  channel: z.enum(RECALL_ATTEMPT_CHANNELS),
  outcome: z.enum(RECALL_ATTEMPT_OUTCOMES),
  note: z.string().nullable(),
  created_at: z.iso.datetime({ offset: true }),
  /** Who logged it (null: a user since removed). */
  user: patientStaffSchema.nullable(),
});
export type RecallAttempt = z.infer<typeof recallAttemptSchema>;

/** One recall, as the list and every write answer it. */
export const recallSchema = z.object({
  uuid: z.uuid(),
  patient: personRefSchema.extend({ phone: z.string().nullable() }),
  /** The patient's own doctor (the card's), whom a booking from the list proposes. */
  doctor: patientStaffSchema.nullable(),
  type: recallTypeSchema.pick({ uuid: true, name: true, service_uuids: true }),
  due_date: z.iso.date(),
  state: z.enum(RECALL_STATES),
  /** The attempts since the due date was last set, newest first. */
  attempts: z.array(recallAttemptSchema),
  /** The day the satisfying treatment its due date counts from was done (null: set by hand only). */
  done_on: z.iso.date().nullable(),
  /** The due date given by hand that holds now (a later treatment replaces it). */
  override: z
    .object({ kind: z.enum(RECALL_OVERRIDE_KINDS), reason: z.string(), set_at: z.iso.datetime({ offset: true }), user: patientStaffSchema.nullable() })
    .nullable(),
  /** The coming appointment that books it (the earliest). */
  booking: z.object({ appointment_uuid: z.uuid(), time_from: z.iso.datetime({ offset: true }) }).nullable(),
  version: z.number().int(),
});
export type Recall = z.infer<typeof recallSchema>;

export const recallCountsSchema = z.object({
  due: z.number().int(),
  overdue: z.number().int(),
  contacted: z.number().int(),
  booked: z.number().int(),
} satisfies Record<RecallState, z.ZodType>);
export type RecallCounts = z.infer<typeof recallCountsSchema>;

export const recallListAnswerSchema = pagedEnvelope(recallSchema).extend({ counts: recallCountsSchema });
export type RecallListAnswer = z.infer<typeof recallListAnswerSchema>;
