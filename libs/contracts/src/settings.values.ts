/**
 * The settings module's plain values (no zod): what the settings screens offer in their pickers,
 * safe for browser bundles that must stay small. settings.ts re-exports them beside its schemas.
 */

/** A room's kind, the spec's `hidden`: 0 treatment, 1 administration. */
export const ROOM_KINDS = [0, 1] as const;

/** Slot lengths (minutes) of the calendar's and the planner's grids. */
export const SLOT_DURATIONS = [5, 10, 15, 20, 30, 45, 60] as const;

/** ISO weekdays, 1 Monday ... 7 Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** Holiday types: 1 holidays, 2 technical, 3 other. */
export const HOLIDAY_TYPES = [1, 2, 3] as const;
/** Vacation types: 1 vacation, 2 decree, 3 sickness, 4 learning, 5 justified, 6 other. */
export const VACATION_TYPES = [1, 2, 3, 4, 5, 6] as const;
/**
 * repeat_type: none, every N days, every N weeks (the chosen weekdays), every N months on the same
 * day (the spec's repeat types, docs/spec.md §9): every 12 months is a yearly holiday.
 */
export const ABSENCE_REPEAT_TYPES = ['none', 'day', 'week', 'month'] as const;

/** The spec's measurement unit codes (section 9). */
export const MEASUREMENT_UNITS = [
  'BA', 'BE', 'BG', 'BH', 'BT', 'BU', 'CI', 'CM', 'CON', 'CR', 'CS', 'CT', 'CY', 'DOZ', 'FT', 'KG', 'KGS', 'L',
  'LB', 'M', 'PA', 'PAL', 'PAR', 'PC', 'PCS', 'PF', 'PK', 'PRS', 'ROL', 'SET', 'SME', 'SYD', 'TU', 'YD', 'SER',
] as const;
export type MeasurementUnit = (typeof MEASUREMENT_UNITS)[number];

/** VAT categories: exempt (medical services), standard 21 %, reduced 12 %; same as @dental/domain-money (docs/decisions.md, Money). */
export const VAT_CATEGORY_CODES = ['exempt', 'standard', 'reduced'] as const;

/** The catalogue's group types (the front end's service_group_type): 0 services, 1 products. */
export const CATALOGUE_TYPES = [0, 1] as const;

/** How the tooth map draws a status: 0 fill, 1 whole-tooth overlay, 2 root, 3 missing, 4 icon only. */
export const TOOTH_DISPLAY_TYPES = [0, 1, 2, 3, 4] as const;
export const TOOTH_ELEMENTS = ['tooth', 'surface', 'root', 'crown', 'jaw'] as const;

/** Regularity in months (docs/spec.md §9). */
export const QUESTIONNAIRE_REGULARITIES = [1, 3, 6, 12, 24] as const;
/** Question types: 0 short text, 1 yes/no, 2 number, 3 single choice, 4 multiple choice, 5 scale, 6 long text. */
export const QUESTION_TYPES = [0, 1, 2, 3, 4, 5, 6] as const;
