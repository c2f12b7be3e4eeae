import { z } from 'zod';
import { colorSchema, pageQuerySchema } from './common.js';
import { LANGUAGES } from './common.js';
import { dateSchema, optionalTextSchema, requiredTextSchema } from './fields.js';
import { editSchemaOf, timeOfDay, versionField } from './settings-fields.js';
import {
  ABSENCE_REPEAT_TYPES,
  HOLIDAY_TYPES,
  MEASUREMENT_UNITS,
  QUESTION_TYPES,
  QUESTIONNAIRE_REGULARITIES,
  SLOT_DURATIONS,
  TOOTH_DISPLAY_TYPES,
  TOOTH_ELEMENTS,
  VACATION_TYPES,
  VAT_CATEGORY_CODES,
} from './settings.values.js';

export * from './settings.values.js';

/**
 * The settings module's API (docs/spec.md §2 "Settings children", 3, 5, 9): rooms, branch settings,
 * working hours, holidays, users' schedules, positions, the services and products catalogue, tooth
 * statuses and questionnaires. Every list is paged (`pagedEnvelope`), every edit carries `version`
 * (409 VERSION_CONFLICT when stale), every delete is soft.
 */

/** A list query of the settings screens: paging, sorting (`sort` checked per list), search. */
export const settingsListQuerySchema = pageQuerySchema;
export type SettingsListQuery = z.infer<typeof settingsListQuerySchema>;

export const branchUuidParamsSchema = z.object({ branch_uuid: z.uuid() });
export const branchItemParamsSchema = z.object({ branch_uuid: z.uuid(), uuid: z.uuid() });
export const userItemParamsSchema = z.object({ user_uuid: z.uuid(), uuid: z.uuid() });
export const deleteQuerySchema = z.object({ version: z.coerce.number().int().min(1).optional() });

// ---------------------------------------------------------------------------------------------
// Rooms: /api/settings/branches/{branch_uuid}/rooms (branch_rooms_view / branch_edit)
// ---------------------------------------------------------------------------------------------

export const roomHiddenSchema = z.union([z.literal(0), z.literal(1)]);

export const roomSchema = z.object({
  uuid: z.uuid(),
  branch_uuid: z.uuid(),
  name: z.string(),
  color: z.string().nullable(),
  hidden: roomHiddenSchema,
  sort_order: z.number().int(),
  version: z.number().int(),
});
export type Room = z.infer<typeof roomSchema>;

const roomFields = {
  name: requiredTextSchema(100),
  color: colorSchema.nullable().optional(),
  hidden: roomHiddenSchema.default(0),
  sort_order: z.number().int().min(0).max(10_000).optional(),
};
export const roomCreateSchema = z.object(roomFields).strict();
export type RoomCreate = z.input<typeof roomCreateSchema>;

export const roomEditSchema = editSchemaOf(roomFields);
export type RoomEdit = z.infer<typeof roomEditSchema>;

// ---------------------------------------------------------------------------------------------
// Branch settings: /api/settings/branches/{branch_uuid}/settings (branch_settings_view / branch_edit)
// ---------------------------------------------------------------------------------------------

/** A slot length in minutes (SLOT_DURATIONS). */
export const slotDurationSchema = z.literal(SLOT_DURATIONS);

export const branchSettingsSchema = z.object({
  branch_uuid: z.uuid(),
  calendar_room_count: z.number().int(),
  planner_room_count: z.number().int(),
  slot_duration: z.number().int(),
  time_buffer: z.number().int(),
  /** 0 until the settings were first saved (the defaults are answered until then). */
  version: z.number().int(),
});
export type BranchSettings = z.infer<typeof branchSettingsSchema>;

export const branchSettingsEditSchema = z
  .object({
    calendar_room_count: z.number().int().min(1).max(30).optional(),
    planner_room_count: z.number().int().min(1).max(30).optional(),
    slot_duration: slotDurationSchema.optional(),
    time_buffer: z.number().int().min(0).max(6).optional(),
    /** 0 for the first save (nothing stored yet), else the version read. */
    version: z.number().int().min(0),
  })
  .strict();
export type BranchSettingsEdit = z.infer<typeof branchSettingsEditSchema>;

// ---------------------------------------------------------------------------------------------
// Branch working hours: /api/settings/branches/{branch_uuid}/working-hours
// (branch_working_hours_view / branch_edit). The whole week is one versioned record.
// ---------------------------------------------------------------------------------------------

export const weekdaySchema = z.number().int().min(1).max(7);

export const workingDaySchema = z
  .object({ weekday: weekdaySchema, open: timeOfDay.nullable(), close: timeOfDay.nullable(), closed: z.boolean() })
  .strict();
export type WorkingDay = z.infer<typeof workingDaySchema>;

export const branchWorkingHoursSchema = z.object({
  branch_uuid: z.uuid(),
  days: z.array(workingDaySchema),
  /** 0 until first saved. */
  version: z.number().int(),
});
export type BranchWorkingHours = z.infer<typeof branchWorkingHoursSchema>;

/** Exactly the seven weekdays, once each; an open day needs open < close (else INVALID_DATE_RANGE on the day). */
export const branchWorkingHoursEditSchema = z
  .object({ days: z.array(workingDaySchema).length(7), version: z.number().int().min(0) })
  .strict();
export type BranchWorkingHoursEdit = z.infer<typeof branchWorkingHoursEditSchema>;

// ---------------------------------------------------------------------------------------------
// Holidays and vacations (same fields, docs/spec.md §3)
// ---------------------------------------------------------------------------------------------

const absenceFields = {
  date_from: dateSchema,
  date_to: dateSchema,
  comment: optionalTextSchema(500),
  repeat_type: z.enum(ABSENCE_REPEAT_TYPES).default('none'),
  repeat_after: z.number().int().min(1).max(365).default(1),
  /** ISO weekdays for 'week' repeats (WEEK_DAYS_NOT_SELECTED when empty). */
  weekdays: z.array(weekdaySchema).max(7).nullable().optional(),
};

/**
 * Ranges and repeats are checked with @dental/domain-recurrence: a 400 with code
 * INVALID_DATE_RANGE, RECURRING_DATE_EQUAL, WEEK_DAYS_NOT_SELECTED, ZERO_EVENTS_INSERTED or
 * TOO_MANY_EVENTS, and the field to mark.
 */
export const holidayCreateSchema = z.object({ ...absenceFields, type: z.literal(HOLIDAY_TYPES) }).strict();
export type HolidayCreate = z.input<typeof holidayCreateSchema>;
export const holidayEditSchema = holidayCreateSchema.extend({ version: versionField }).strict();
export type HolidayEdit = z.input<typeof holidayEditSchema>;
export const holidaySchema = z.object({
  uuid: z.uuid(),
  branch_uuid: z.uuid(),
  date_from: z.string(),
  date_to: z.string(),
  comment: z.string().nullable(),
  type: z.number().int(),
  repeat_type: z.enum(ABSENCE_REPEAT_TYPES),
  repeat_after: z.number().int(),
  weekdays: z.array(z.number().int()).nullable(),
  version: z.number().int(),
});
export type Holiday = z.infer<typeof holidaySchema>;

export const vacationCreateSchema = z.object({ ...absenceFields, type: z.literal(VACATION_TYPES) }).strict();
export type VacationCreate = z.input<typeof vacationCreateSchema>;
export const vacationEditSchema = vacationCreateSchema.extend({ version: versionField }).strict();
export type VacationEdit = z.input<typeof vacationEditSchema>;
export const vacationSchema = holidaySchema.omit({ branch_uuid: true }).extend({ user_uuid: z.uuid() });
export type Vacation = z.infer<typeof vacationSchema>;

// ---------------------------------------------------------------------------------------------
// User working hours (weekly templates per branch): /api/settings/users/{user_uuid}/working-hours
// (user_working_hours_view / user_edit). USER_NO_ACTIVE_BRANCHES when the user has no branch.
// ---------------------------------------------------------------------------------------------

const workTemplateFields = {
  branch_uuid: z.uuid(),
  weekday: weekdaySchema,
  time_from: timeOfDay,
  time_to: timeOfDay,
  room_uuid: z.uuid().nullable().optional(),
};
export const workTemplateCreateSchema = z.object(workTemplateFields).strict();
export type WorkTemplateCreate = z.input<typeof workTemplateCreateSchema>;
export const workTemplateEditSchema = editSchemaOf(workTemplateFields);
export type WorkTemplateEdit = z.input<typeof workTemplateEditSchema>;
export const workTemplateSchema = z.object({
  uuid: z.uuid(),
  user_uuid: z.uuid(),
  branch_uuid: z.uuid(),
  weekday: z.number().int(),
  time_from: z.string(),
  time_to: z.string(),
  room_uuid: z.uuid().nullable(),
  version: z.number().int(),
});
export type WorkTemplate = z.infer<typeof workTemplateSchema>;

// ---------------------------------------------------------------------------------------------
// User settings: /api/settings/users/{user_uuid}/settings (user_settings_view / user_edit)
// ---------------------------------------------------------------------------------------------

export const userSettingsEditSchema = z
  .object({
    calendar_slot_duration: slotDurationSchema.optional(),
    planner_slot_duration: slotDurationSchema.optional(),
    calendar_time_buffer: z.number().int().min(0).max(6).optional(),
    planner_time_buffer: z.number().int().min(0).max(6).optional(),
    language: z.enum(LANGUAGES).optional(),
    version: z.number().int().min(0),
  })
  .strict();
export type UserSettingsEdit = z.infer<typeof userSettingsEditSchema>;

// ---------------------------------------------------------------------------------------------
// Catalogue: service/product categories, services, products
// ---------------------------------------------------------------------------------------------

export const vatCategorySchema = z.enum(VAT_CATEGORY_CODES);

export const categorySchema = z.object({
  uuid: z.uuid(),
  type: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  color: z.string().nullable(),
  sort_order: z.number().int(),
  item_count: z.number().int(),
  version: z.number().int(),
});
export type Category = z.infer<typeof categorySchema>;
const categoryFields = {
  name: requiredTextSchema(200),
  description: optionalTextSchema(1000),
  color: colorSchema.nullable().optional(),
  sort_order: z.number().int().min(0).max(10_000).optional(),
};
export const categoryCreateSchema = z.object(categoryFields).strict();
export type CategoryCreate = z.input<typeof categoryCreateSchema>;
export const categoryEditSchema = editSchemaOf(categoryFields);
export type CategoryEdit = z.input<typeof categoryEditSchema>;

const cents = z.number().int().min(0).max(100_000_000);
const skuSchema = z.string().trim().min(1).max(50).regex(/^[A-Za-z0-9._/-]+$/);

/** What services and products share, as sent and as answered. */
const catalogueItemFields = {
  category_uuid: z.uuid(),
  name: requiredTextSchema(300),
  sku: skuSchema,
  vat_category: vatCategorySchema,
};
const catalogueItemAnswerFields = {
  uuid: z.uuid(),
  category_uuid: z.uuid(),
  category_name: z.string(),
  name: z.string(),
  sku: z.string(),
  time: z.number().int(),
  vat_category: vatCategorySchema,
  unit: z.string(),
  version: z.number().int(),
};

const serviceFields = {
  ...catalogueItemFields,
  time: z.number().int().min(0).max(1440),
  price_from: cents,
  price_to: cents,
  unit: z.enum(MEASUREMENT_UNITS).default('PC'),
};
/** price_from <= price_to (else 400 on price_to); sku unique among the company's services (SKU_TAKEN). */
export const serviceCreateSchema = z.object(serviceFields).strict();
export type ServiceCreate = z.input<typeof serviceCreateSchema>;
export const serviceEditSchema = editSchemaOf(serviceFields);
export type ServiceEdit = z.input<typeof serviceEditSchema>;
export const serviceSchema = z.object({ ...catalogueItemAnswerFields, price_from: z.number().int(), price_to: z.number().int() });
export type Service = z.infer<typeof serviceSchema>;
export const catalogueListQuerySchema = pageQuerySchema.extend({ category_uuid: z.uuid().optional() });
export type CatalogueListQuery = z.infer<typeof catalogueListQuerySchema>;

const productFields = {
  ...catalogueItemFields,
  time: z.number().int().min(0).max(1440).default(0),
  price: cents,
  unit: z.enum(MEASUREMENT_UNITS).default('PCS'),
};
export const productCreateSchema = z.object(productFields).strict();
export type ProductCreate = z.input<typeof productCreateSchema>;
export const productEditSchema = editSchemaOf(productFields);
export type ProductEdit = z.input<typeof productEditSchema>;
export const productSchema = z.object({ ...catalogueItemAnswerFields, price: z.number().int() });
export type Product = z.infer<typeof productSchema>;

// ---------------------------------------------------------------------------------------------
// Tooth statuses (diagnoses), custom status groups/statuses, status config
// ---------------------------------------------------------------------------------------------

const toothStatusFields = {
  name: requiredTextSchema(200),
  category: requiredTextSchema(100),
  color: colorSchema,
  diagnostic_name: requiredTextSchema(200),
  scheduled_name: requiredTextSchema(200),
  cure_name: requiredTextSchema(200),
  has_surface: z.boolean().default(false),
  display_type: z.literal(TOOTH_DISPLAY_TYPES).default(0),
  icon_text: optionalTextSchema(10),
  sort_order: z.number().int().min(0).max(10_000).optional(),
};
export const toothStatusCreateSchema = z.object(toothStatusFields).strict();
export type ToothStatusCreate = z.input<typeof toothStatusCreateSchema>;
export const toothStatusEditSchema = editSchemaOf(toothStatusFields);
export type ToothStatusEdit = z.input<typeof toothStatusEditSchema>;
export const toothStatusSchema = z.object({
  uuid: z.uuid(),
  name: z.string(),
  category: z.string(),
  color: z.string(),
  diagnostic_name: z.string(),
  scheduled_name: z.string(),
  cure_name: z.string(),
  has_surface: z.boolean(),
  display_type: z.number().int(),
  icon_text: z.string().nullable(),
  sort_order: z.number().int(),
  version: z.number().int(),
});
export type ToothStatus = z.infer<typeof toothStatusSchema>;

export const toothCustomStatusGroupSchema = z.object({
  uuid: z.uuid(),
  name: z.string(),
  sort_order: z.number().int(),
  version: z.number().int(),
});
export type ToothCustomStatusGroup = z.infer<typeof toothCustomStatusGroupSchema>;
const toothCustomStatusGroupFields = { name: requiredTextSchema(200), sort_order: z.number().int().min(0).max(10_000).optional() };
export const toothCustomStatusGroupCreateSchema = z.object(toothCustomStatusGroupFields).strict();
export type ToothCustomStatusGroupCreate = z.input<typeof toothCustomStatusGroupCreateSchema>;
export const toothCustomStatusGroupEditSchema = editSchemaOf(toothCustomStatusGroupFields);
export type ToothCustomStatusGroupEdit = z.input<typeof toothCustomStatusGroupEditSchema>;

export const toothCustomStatusSchema = z.object({
  uuid: z.uuid(),
  group_uuid: z.uuid(),
  name: z.string(),
  color: z.string().nullable(),
  icon_text: z.string().nullable(),
  has_surface: z.boolean(),
  version: z.number().int(),
});
export type ToothCustomStatus = z.infer<typeof toothCustomStatusSchema>;
const toothCustomStatusFields = {
  name: requiredTextSchema(200),
  color: colorSchema.nullable().optional(),
  icon_text: optionalTextSchema(10),
  has_surface: z.boolean().default(false),
};
export const toothCustomStatusCreateSchema = z.object(toothCustomStatusFields).strict();
export type ToothCustomStatusCreate = z.input<typeof toothCustomStatusCreateSchema>;
export const toothCustomStatusEditSchema = editSchemaOf(toothCustomStatusFields);
export type ToothCustomStatusEdit = z.input<typeof toothCustomStatusEditSchema>;
export const groupItemParamsSchema = z.object({ group_uuid: z.uuid(), uuid: z.uuid() });
export const groupParamsSchema = z.object({ group_uuid: z.uuid() });

export const toothStatusConfigSchema = z.object({
  uuid: z.uuid(),
  name: z.string(),
  element: z.enum(TOOTH_ELEMENTS),
  active: z.boolean(),
  version: z.number().int(),
});
export type ToothStatusConfig = z.infer<typeof toothStatusConfigSchema>;
const toothStatusConfigFields = { name: requiredTextSchema(200), element: z.enum(TOOTH_ELEMENTS), active: z.boolean().default(true) };
export const toothStatusConfigCreateSchema = z.object(toothStatusConfigFields).strict();
export type ToothStatusConfigCreate = z.input<typeof toothStatusConfigCreateSchema>;
export const toothStatusConfigEditSchema = editSchemaOf(toothStatusConfigFields);
export type ToothStatusConfigEdit = z.input<typeof toothStatusConfigEditSchema>;

// ---------------------------------------------------------------------------------------------
// Questionnaires (tests) and their ordered questions
// ---------------------------------------------------------------------------------------------

export const questionValueSchema = z
  .object({
    options: z.array(requiredTextSchema(200)).min(2).max(30).optional(),
    min: z.number().optional(),
    max: z.number().optional(),
    step: z.number().positive().optional(),
  })
  .strict();
export type QuestionValue = z.infer<typeof questionValueSchema>;

const questionFields = {
  name: requiredTextSchema(500),
  test_type: z.literal(QUESTION_TYPES),
  /** 3/4 need `options` (2+); 5 needs `min` < `max`; 2 may have bounds; others none (400 on test_value). */
  test_value: questionValueSchema.nullable().optional(),
  comment: optionalTextSchema(1000),
  trigger: optionalTextSchema(200),
  icon: optionalTextSchema(50),
};
export const questionCreateSchema = z.object(questionFields).strict();
export type QuestionCreate = z.input<typeof questionCreateSchema>;
export const questionEditSchema = editSchemaOf(questionFields);
export type QuestionEdit = z.input<typeof questionEditSchema>;
export const questionSchema = z.object({
  uuid: z.uuid(),
  test_uuid: z.uuid(),
  name: z.string(),
  test_type: z.number().int(),
  test_value: questionValueSchema.nullable(),
  comment: z.string().nullable(),
  trigger: z.string().nullable(),
  icon: z.string().nullable(),
  sort_order: z.number().int(),
  version: z.number().int(),
});
export type Question = z.infer<typeof questionSchema>;
/** PUT /api/settings/tests/{uuid}/questions/order: every live question's uuid, in the new order. */
export const questionOrderSchema = z.object({ uuids: z.array(z.uuid()).min(1).max(500) }).strict();
export type QuestionOrder = z.infer<typeof questionOrderSchema>;

const questionnaireFields = { name: requiredTextSchema(200), regularity: z.literal(QUESTIONNAIRE_REGULARITIES), template: optionalTextSchema(20_000) };
export const questionnaireCreateSchema = z.object(questionnaireFields).strict();
export type QuestionnaireCreate = z.input<typeof questionnaireCreateSchema>;
export const questionnaireEditSchema = editSchemaOf(questionnaireFields);
export type QuestionnaireEdit = z.input<typeof questionnaireEditSchema>;
export const questionnaireSchema = z.object({
  uuid: z.uuid(),
  name: z.string(),
  regularity: z.number().int(),
  template: z.string().nullable(),
  question_count: z.number().int(),
  version: z.number().int(),
});
export type Questionnaire = z.infer<typeof questionnaireSchema>;
export const questionnaireDetailsSchema = questionnaireSchema.extend({ questions: z.array(questionSchema) });
export type QuestionnaireDetails = z.infer<typeof questionnaireDetailsSchema>;
export const testItemParamsSchema = z.object({ test_uuid: z.uuid(), uuid: z.uuid() });
export const testParamsSchema = z.object({ test_uuid: z.uuid() });
