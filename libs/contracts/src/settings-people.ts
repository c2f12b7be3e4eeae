import { z } from 'zod';
import { compactIban, isValidIban } from '@dental/domain-money';
import { isValidTimeZone } from '@dental/domain-time';
import { colorSchema, LANGUAGES, pagedEnvelope, pageQuerySchema } from './common.js';
import { branchSchema, companySchema, departmentSchema, positionSummarySchema, positionTypeSchema, userSchema, userStatusSchema } from './identity.js';
import { LOGO_MAX_BYTES, USER_PASSWORD_MIN } from './identity.values.js';
import { PERMISSIONS } from './permissions.js';
import { dateSchema, optionalTextSchema, requiredTextSchema, storableStringSchema, textSchema } from './fields.js';
import { editSchemaOf, versionField } from './settings-fields.js';

/**
 * Settings of the identity module's records (served by identity, which owns their tables):
 * departments (clinics), branches, users, positions (roles), specialities, and the admin's users.
 */

// ------------------------------------------------------------------ departments
export const departmentCreateSchema = z.object({ name: requiredTextSchema(200) }).strict();
export type DepartmentCreate = z.infer<typeof departmentCreateSchema>;
export const departmentPageSchema = pagedEnvelope(departmentSchema);

// ------------------------------------------------------------------ branches
/**
 * An IANA time zone name that this runtime knows: @dental/domain-time's check, the one the
 * scheduler and the calendar use, so a zone the contract accepts is one they can compute with.
 */
export const timeZoneSchema = z
  .string()
  .min(1)
  .max(64)
  .refine(isValidTimeZone, { params: { key: 'invalid_time_zone' } });

/** A logo as a data URL of a small PNG, JPEG, GIF or WebP image (the server checks its magic bytes). */
export const logoDataUrlSchema = z
  .string()
  .max(Math.ceil((LOGO_MAX_BYTES * 4) / 3) + 100)
  .regex(/^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/]+={0,2}$/);

/** A bank account as ISO 13616 IBAN, typed with or without spaces; kept without them. */
export const ibanSchema = textSchema(42)
  .refine(isValidIban, { params: { key: 'invalid_iban' } })
  .transform(compactIban);

const branchFields = {
  name: requiredTextSchema(200),
  email: z.email().max(200).nullable().optional(),
  phone: optionalTextSchema(50),
  bank_name: optionalTextSchema(200),
  bank_code: optionalTextSchema(50),
  bank_swift: optionalTextSchema(20),
  iban: ibanSchema.nullable().optional(),
  company_name: optionalTextSchema(200),
  company_number: optionalTextSchema(50),
  vat_number: optionalTextSchema(30),
  address_declared: optionalTextSchema(500),
  address_actual: optionalTextSchema(500),
  invoice_template: optionalTextSchema(100),
  color: colorSchema.nullable().optional(),
  time_zone: timeZoneSchema.optional(),
};

/** POST /api/settings/branches (branch_edit). The logo is uploaded on its own (PUT .../logo). */
export const branchCreateSchema = z.object({ ...branchFields, department_uuid: z.uuid() }).strict();
export type BranchCreate = z.input<typeof branchCreateSchema>;

/**
 * PATCH /api/settings/branches/{uuid} (branch_edit): the same fields, each optional (the ones sent
 * change); `version` is required. A short `logo` is still taken here (checked like an upload).
 */
export const branchEditSchema = editSchemaOf({ ...branchFields, logo: optionalTextSchema(2000) });
export type BranchEdit = z.infer<typeof branchEditSchema>;

/** PUT /api/settings/branches/{uuid}/logo (branch_edit): a data URL, or null to remove it. */
export const branchLogoSchema = z.object({ logo: logoDataUrlSchema.nullable(), version: versionField }).strict();
export type BranchLogo = z.infer<typeof branchLogoSchema>;

export const branchPageSchema = pagedEnvelope(branchSchema);
/** GET /api/settings/branches?department_uuid=... filters by clinic. */
export const branchListQuerySchema = pageQuerySchema.extend({ department_uuid: z.uuid().optional() });
export type BranchListQuery = z.infer<typeof branchListQuerySchema>;

// ------------------------------------------------------------------ specialities
export const specialitySchema = z.object({ uuid: z.uuid(), name: z.string(), version: z.number().int() });
export type Speciality = z.infer<typeof specialitySchema>;
export const specialityCreateSchema = z.object({ name: requiredTextSchema(100) }).strict();
export const specialityEditSchema = z.object({ name: requiredTextSchema(100), version: versionField }).strict();
export type SpecialityCreate = z.infer<typeof specialityCreateSchema>;
export type SpecialityEdit = z.infer<typeof specialityEditSchema>;

// ------------------------------------------------------------------ users
/** A user's details: the profile plus specialities (GET/POST/PATCH /api/settings/users). */
export const userDetailsSchema = userSchema.extend({
  specialities: z.array(z.object({ uuid: z.uuid(), name: z.string() })),
});
export type UserDetails = z.infer<typeof userDetailsSchema>;

const userFields = {
  /**
   * Checked by the server rather than here, so an empty or missing username answers the spec's
   * USERNAME_REQUIRED ('No username typed!') and a used one USERNAME_TAKEN, both on the field.
   */
  username: textSchema(100).optional(),
  password: storableStringSchema().min(USER_PASSWORD_MIN).max(200).optional(),
  first_name: requiredTextSchema(100),
  last_name: requiredTextSchema(100),
  email: z.email().max(200).nullable().optional(),
  phone: optionalTextSchema(50),
  address: optionalTextSchema(500),
  /** Latvian personal code, checked with @dental/domain-personal-code and stored normalized. */
  personal_code: optionalTextSchema(20),
  certificate: optionalTextSchema(100),
  certificate_date: dateSchema.nullable().optional(),
  sanitary_book: optionalTextSchema(100),
  default_duration: z.number().int().min(5).max(480).optional(),
  user_status: userStatusSchema.optional(),
  style: z.object({ color: colorSchema.nullable() }).strict().optional(),
  position_uuids: z.array(z.uuid()).max(20).optional(),
  speciality_uuids: z.array(z.uuid()).max(20).optional(),
  branch_uuids: z.array(z.uuid()).max(100).optional(),
};

/** POST /api/settings/users (user_edit); `password` is required on create. */
export const userCreateSchema = z
  .object({ ...userFields, password: storableStringSchema().min(USER_PASSWORD_MIN).max(200) })
  .strict();
export type UserCreate = z.input<typeof userCreateSchema>;

/** PATCH /api/settings/users/{uuid} (user_edit): sent fields change; `password` resets it. */
export const userEditSchema = editSchemaOf(userFields);
export type UserEdit = z.input<typeof userEditSchema>;

export const userPageSchema = pagedEnvelope(userDetailsSchema);
/** GET /api/settings/users?branch_uuid=&position_type=&user_status= */
export const userListQuerySchema = pageQuerySchema.extend({
  branch_uuid: z.uuid().optional(),
  position_type: z.coerce.number().int().min(0).max(3).optional(),
  user_status: z.coerce.number().int().min(0).max(1).optional(),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

// ------------------------------------------------------------------ positions (roles)
export const positionSchema = positionSummarySchema.extend({
  permissions: z.array(z.enum(PERMISSIONS)),
  user_count: z.number().int(),
  version: z.number().int(),
});
export type Position = z.infer<typeof positionSchema>;
const positionFields = {
  name: requiredTextSchema(200),
  type: positionTypeSchema,
  permissions: z.array(z.enum(PERMISSIONS)).max(PERMISSIONS.length).default([]),
};
export const positionCreateSchema = z.object(positionFields).strict();
export type PositionCreate = z.input<typeof positionCreateSchema>;
export const positionEditSchema = editSchemaOf(positionFields);
export type PositionEdit = z.input<typeof positionEditSchema>;

// ------------------------------------------------------------------ admin
/** GET /api/admin/users: users of every company, each with its company. */
export const adminUserSchema = userDetailsSchema.extend({ company: companySchema });
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserListQuerySchema = pageQuerySchema.extend({ company_id: z.coerce.number().int().min(1).optional() });
export type AdminUserListQuery = z.infer<typeof adminUserListQuerySchema>;
/** PATCH /api/admin/users/{uuid}: the admin's edit of any user (details and status, password reset). */
export const adminUserEditSchema = userEditSchema.omit({ position_uuids: true, speciality_uuids: true, branch_uuids: true });
export type AdminUserEdit = z.input<typeof adminUserEditSchema>;

/** A user's own settings (GET/PUT /api/settings/users/{uuid}/settings; also in the admin's view). */
export const userSettingsSchema = z.object({
  user_uuid: z.uuid(),
  calendar_slot_duration: z.number().int(),
  planner_slot_duration: z.number().int(),
  calendar_time_buffer: z.number().int(),
  planner_time_buffer: z.number().int(),
  language: z.enum(LANGUAGES),
  /** 0 until first saved (defaults answered). */
  version: z.number().int(),
});
export type UserSettings = z.infer<typeof userSettingsSchema>;
