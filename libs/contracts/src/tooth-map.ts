import { z } from 'zod';
import { SURFACES, TOOTH_TYPES, isToothNumber } from '@dental/domain-teeth';
import { centsSchema, dateSchema, optionalTextSchema, requiredTextSchema } from './fields.js';
import { personRefSchema } from './common.js';
import { toothStatusSchema } from './settings.js';
import {
  PLAN_SIGNATURE_MAX_CHARS,
  SURFACE_NAMES,
  TOOTH_ITEM_CREATE_STAGES,
  TOOTH_ITEM_STAGES,
  TOOTH_MAP_JAWS,
  TREATMENT_PLAN_STATUSES,
} from './tooth-map.values.js';

export * from './tooth-map.values.js';
export * from './treatment.values.js';
export * from './tooth-map.refs.js';

/**
 * The dental card's API (issue 12): the card computed from the patient's log of items, tooth
 * types, and treatment plans with their estimates. Paths: /api/patients/{uuid}/tooth-map/... and
 * /api/patients/{uuid}/treatment-plans/... . Money in integer cents.
 */

/** An FDI tooth number (11-48, 51-85): 19, 56 or 90 are refused naming the field. */
export const toothNumberSchema = z.coerce
  .number()
  .int()
  .refine((value) => isToothNumber(value), { params: { key: 'tooth_not_fdi' } });

/** 1-5 (domain-teeth's TOOTH_TYPE: primary or permanent, erupted or not, extracted). */
export const toothTypeSchema = z.literal(TOOTH_TYPES);
export const surfaceNameSchema = z.literal(SURFACE_NAMES);
export const toothMapJawSchema = z.literal(TOOTH_MAP_JAWS);
const surfacesSchema = z.array(surfaceNameSchema).max(5);
const versionSchema = z.number().int().min(1);

// ---- requests ----------------------------------------------------------------------------------

export const toothMapQuerySchema = z.object({ at: dateSchema.optional() });
export type ToothMapQuery = z.infer<typeof toothMapQuerySchema>;

export const patientParamsSchema = z.object({ uuid: z.uuid() });
export const toothParamsSchema = z.object({ uuid: z.uuid(), tooth: toothNumberSchema });
export const toothItemParamsSchema = z.object({ uuid: z.uuid(), item_uuid: z.uuid() });
export const treatmentPlanParamsSchema = z.object({ uuid: z.uuid(), plan_uuid: z.uuid() });

/** PUT .../tooth-map/teeth/{tooth}: the tooth's type (1-5, docs/decisions.md "Tooth map"). */
export const toothTypeSetSchema = z.object({ type: toothTypeSchema, version: z.number().int().min(0).optional() });
export type ToothTypeSet = z.infer<typeof toothTypeSetSchema>;

/** POST .../tooth-map/items: a diagnosis (or an existing treatment) on a tooth or a jaw. */
export const toothItemCreateSchema = z.object({
  tooth: toothNumberSchema.optional(),
  jaw: toothMapJawSchema.optional(),
  surfaces: surfacesSchema.default([]),
  tooth_status_uuid: z.uuid(),
  stage: z.literal(TOOTH_ITEM_CREATE_STAGES),
  comment: optionalTextSchema(2000),
});
export type ToothItemCreate = z.infer<typeof toothItemCreateSchema>;

/** POST .../items/{item_uuid}/plan: a procedure on a diagnosed item, into a plan. */
export const toothItemPlanSchema = z.object({
  service_uuid: z.uuid(),
  plan_uuid: z.uuid(),
  surfaces: surfacesSchema.optional(),
});
export type ToothItemPlan = z.infer<typeof toothItemPlanSchema>;

/** POST .../items/{item_uuid}/treat: done in that patient's started (7) or ended, not yet invoiced (8) appointment. */
export const toothItemTreatSchema = z.object({ appointment_uuid: z.uuid() });
export type ToothItemTreat = z.infer<typeof toothItemTreatSchema>;

/** PATCH .../items/{item_uuid}: only before treatment (a treated item answers 409 `tooth_locked`). */
export const toothItemEditSchema = z.object({
  surfaces: surfacesSchema.optional(),
  comment: optionalTextSchema(2000),
  /** Cents the insurer pays of a planned procedure, at most its price; null clears it. */
  insurance: centsSchema.nullable().optional(),
  version: versionSchema,
});
export type ToothItemEdit = z.infer<typeof toothItemEditSchema>;

export const toothItemInvalidateSchema = z.object({ reason: requiredTextSchema(500) });
export type ToothItemInvalidate = z.infer<typeof toothItemInvalidateSchema>;

export const treatmentPlanCreateSchema = z.object({
  name: requiredTextSchema(200),
  comment: optionalTextSchema(2000),
});
export type TreatmentPlanCreate = z.infer<typeof treatmentPlanCreateSchema>;

export const treatmentPlanEditSchema = z.object({
  name: requiredTextSchema(200).optional(),
  comment: optionalTextSchema(2000),
  version: versionSchema,
});
export type TreatmentPlanEdit = z.infer<typeof treatmentPlanEditSchema>;

/** The version a state change applies to (optional: the screen sends it to avoid lost updates). */
export const treatmentPlanActionSchema = z.object({ version: versionSchema.optional() });

export const treatmentPlanApproveSchema = z.object({
  version: versionSchema.optional(),
  /** A PNG drawn on the screen with a finger or the mouse, as a data URL. */
  signature: z
    .string()
    .max(PLAN_SIGNATURE_MAX_CHARS)
    .regex(/^data:image\/png;base64,[A-Za-z0-9+/=]+$/)
    .optional(),
});
export type TreatmentPlanApprove = z.infer<typeof treatmentPlanApproveSchema>;

/** PUT .../order: the phases in order, each with its procedures (item uuids) in order; `version` guards a stale drag. */
export const treatmentPlanOrderSchema = z.object({
  version: versionSchema.optional(),
  phases: z
    .array(z.object({ name: requiredTextSchema(200), items: z.array(z.uuid()).max(500) }))
    .min(1)
    .max(20),
});
export type TreatmentPlanOrder = z.infer<typeof treatmentPlanOrderSchema>;

// ---- answers -----------------------------------------------------------------------------------

const personSchema = personRefSchema;

/** A diagnosis as the card shows it: the settings' tooth status without its list order and version. */
export const toothMapStatusSchema = toothStatusSchema.omit({ sort_order: true, version: true });
export type ToothMapStatus = z.infer<typeof toothMapStatusSchema>;

export const toothMapItemSchema = z.object({
  uuid: z.string(),
  tooth: z.number().int().nullable(),
  jaw: toothMapJawSchema.nullable(),
  /** Stored codes: mesial, distal, occlusal, buccal, lingual. */
  surfaces: z.array(z.literal(SURFACES)),
  status: toothMapStatusSchema,
  stage: z.literal(TOOTH_ITEM_STAGES),
  service: z.object({ uuid: z.string(), name: z.string() }).nullable(),
  plan_uuid: z.string().nullable(),
  /** Cents: the service's price while planned, frozen at approval and at treatment. */
  price: z.number().int().nullable(),
  price_frozen: z.boolean(),
  insurance: z.number().int().nullable(),
  comment: z.string().nullable(),
  diagnosed_at: z.string().nullable(),
  planned_at: z.string().nullable(),
  treated_at: z.string().nullable(),
  appointment_uuid: z.string().nullable(),
  practitioner: personSchema.nullable(),
  invalidated_at: z.string().nullable(),
  invalidation_reason: z.string().nullable(),
  version: z.number().int(),
});
export type ToothMapItem = z.infer<typeof toothMapItemSchema>;

export const toothMapToothSchema = z.object({ tooth: z.number().int(), type: toothTypeSchema, version: z.number().int() });
export type ToothMapTooth = z.infer<typeof toothMapToothSchema>;

/**
 * An item as the card's read sends it: its diagnosis by uuid, looked up in the answer's `statuses`
 * (270 items of a card name a dozen diagnoses: each is sent once, not with every item).
 * `expandToothMap` (tooth-map.refs.ts) turns the answer back into whole items.
 */
export const toothMapCardItemSchema = toothMapItemSchema.omit({ status: true }).extend({ status_uuid: z.string() });
export type ToothMapCardItem = z.infer<typeof toothMapCardItemSchema>;

/** GET .../tooth-map: the card in force at `at`, teeth whose type was set, the items not invalidated by then and their diagnoses. */
export const toothMapCardSchema = z.object({
  at: z.string(),
  teeth: z.array(toothMapToothSchema),
  items: z.array(toothMapCardItemSchema),
  statuses: z.array(toothMapStatusSchema),
});
export type ToothMapCard = z.infer<typeof toothMapCardSchema>;

/** The card as the screen holds it: every item whole (`expandToothMap` of the answer). */
export interface ToothMap {
  at: string;
  teeth: ToothMapTooth[];
  items: ToothMapItem[];
}

export const toothMapAnswerSchema = z.object({ data: toothMapCardSchema });
export const toothMapItemAnswerSchema = z.object({ data: toothMapItemSchema });
export const toothMapToothAnswerSchema = z.object({ data: toothMapToothSchema });

export const planPhaseSchema = z.object({
  name: z.string(),
  items: z.array(z.string()),
  /** Cents: the phase's procedures, and the insurer's part of them. */
  total: z.number().int(),
  insurance: z.number().int(),
});
export type PlanPhase = z.infer<typeof planPhaseSchema>;

/** One procedure as the patient approved it: its place, the service's name and the prices of that moment. */
export const planSnapshotLineSchema = z.object({
  item_uuid: z.string(),
  tooth: z.number().int().nullable(),
  jaw: toothMapJawSchema.nullable(),
  surfaces: z.array(z.literal(SURFACES)),
  service_uuid: z.string().nullable(),
  service_name: z.string(),
  /** Cents. */
  price: z.number().int(),
  insurance: z.number().int(),
});
export type PlanSnapshotLine = z.infer<typeof planSnapshotLineSchema>;

/**
 * What approval froze (like Open Dental's ProcTP): the phases with their lines and sums, the totals,
 * who approved and when. It never changes afterwards; the PDF of the plan prints it. The drawn
 * signature is kept with it (`has_signature`), not sent in answers.
 */
export const planSnapshotSchema = z.object({
  name: z.string(),
  phases: z.array(z.object({ name: z.string(), lines: z.array(planSnapshotLineSchema), total: z.number().int(), insurance: z.number().int() })),
  total: z.number().int(),
  insurance: z.number().int(),
  to_pay: z.number().int(),
  approved_at: z.string(),
  approved_by: personSchema,
});
export type PlanSnapshot = z.infer<typeof planSnapshotSchema>;

export const treatmentPlanSchema = z.object({
  uuid: z.string(),
  name: z.string(),
  comment: z.string().nullable(),
  status: z.literal(TREATMENT_PLAN_STATUSES),
  phases: z.array(planPhaseSchema),
  total: z.number().int(),
  insurance: z.number().int(),
  to_pay: z.number().int(),
  approved_at: z.string().nullable(),
  approved_by: personSchema.nullable(),
  has_signature: z.boolean(),
  /** The approved plan as signed (null until approval). */
  snapshot: planSnapshotSchema.nullable(),
  closed_at: z.string().nullable(),
  created_at: z.string(),
  version: z.number().int(),
});
export type TreatmentPlan = z.infer<typeof treatmentPlanSchema>;

export const treatmentPlanAnswerSchema = z.object({ data: treatmentPlanSchema });
export const treatmentPlanListAnswerSchema = z.object({ data: z.array(treatmentPlanSchema) });

/** What an invoice takes from an appointment's treatment (services/dental-card's treatedItemsOfAppointment). */
export interface TreatedLine {
  item_uuid: string;
  service_uuid: string;
  tooth: number | null;
  jaw: string | null;
  surfaces: string[];
  price_cents: number;
  insurance_cents: number | null;
  practitioner_uuid: string | null;
  treated_at: string;
}

/**
 * GET /api/tooth-map/catalogue (patients_tooth_map_view): what the card's forms offer — the
 * company's diagnoses and services — for those who chart without the settings' permissions.
 */
export const toothMapCatalogueSchema = z.object({
  statuses: z.array(toothMapStatusSchema),
  services: z.array(z.object({ uuid: z.string(), name: z.string(), price_from: z.number().int(), price_to: z.number().int() })),
});
export type ToothMapCatalogue = z.infer<typeof toothMapCatalogueSchema>;
export const toothMapCatalogueAnswerSchema = z.object({ data: toothMapCatalogueSchema });
