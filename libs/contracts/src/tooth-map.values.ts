import { SURFACES, SURFACE_ALIASES } from '@dental/domain-teeth';

/**
 * The dental card's value lists (issue 12), zod-free so the browser's first screen can read them.
 * A card item is one line of the patient's log: it moves diagnosed -> planned -> treated, or is
 * recorded as `existing` (found already treated elsewhere); see docs/decisions.md "Tooth map".
 */
export const TOOTH_ITEM_STAGES = ['diagnosed', 'planned', 'treated', 'existing'] as const;
export type ToothItemStage = (typeof TOOTH_ITEM_STAGES)[number];

/** The stages a new item may start in. */
export const TOOTH_ITEM_CREATE_STAGES = ['diagnosed', 'existing'] as const;
export type ToothItemCreateStage = (typeof TOOTH_ITEM_CREATE_STAGES)[number];

/** An item on a whole jaw instead of one tooth (e.g. a full denture, a jaw X-ray finding). */
export const TOOTH_MAP_JAWS = ['upper', 'lower', 'both'] as const;
export type ToothMapJaw = (typeof TOOTH_MAP_JAWS)[number];

/**
 * Surfaces as a request may name them: the five stored codes and the names a dentist reads on
 * some teeth (incisal, labial on front teeth; palatal on the upper jaw). The server maps a name to
 * its stored code, or refuses one the tooth does not have (incisal on a molar).
 */
export const SURFACE_NAMES = [...SURFACES, ...SURFACE_ALIASES] as const;
export type SurfaceNameValue = (typeof SURFACE_NAMES)[number];

export const TREATMENT_PLAN_STATUSES = ['draft', 'approved', 'closed'] as const;
export type TreatmentPlanStatus = (typeof TREATMENT_PLAN_STATUSES)[number];

/** The largest signature image (a PNG data URL drawn on the screen) an approval may carry. */
export const PLAN_SIGNATURE_MAX_CHARS = 300_000;
