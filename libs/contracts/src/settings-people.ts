import { z } from 'zod';
import { colorSchema, LANGUAGES, pageQuerySchema } from './common.js';
import { branchSchema, companySchema, departmentSchema, positionSummarySchema, userSchema } from './identity.js';
import { PERMISSIONS } from './permissions.js';
import { dateSchema, optionalTextSchema, requiredTextSchema, storableStringSchema, textSchema } from './fields.js';
import { versionField } from './settings-fields.js';

/**
 * Settings of the identity module's records (served by identity, which owns their tables):
 * departments (clinics), branches, users, positions (roles), specialities, and the admin's users.
 */

// ------------------------------------------------------------------ departments
export const departmentCreateSchema = z.object({ name: requiredTextSchema(200) }).strict();
export type DepartmentCreate = z.infer<typeof departmentCreateSchema>;
export const departmentPageSchema = z.object({
  data: z.array(departmentSchema),
  meta: z.object({ page: z.number(), per_page: z.number(), total: z.number() }),
});

// ------------------------------------------------------------------ branches
/** An IANA time zone name that this runtime knows (checked with Intl). */
export const timeZoneSchema = z
  .string()
  .min(1)
  .max(64)
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  });

/** A logo as a data URL of a small PNG, JPEG, GIF or WebP image (the server checks its magic bytes). */
/** 64 KB: base64 of it stays under the API's 100 KB JSON body limit. */
export const LOGO_MAX_BYTES = 64 * 1024;
export const logoDataUrlSchema = z
  .string()
  .max(Math.ceil((LOGO_MAX_BYTES * 4) / 3) + 100)
  .regex(/^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/]+={0,2}$/);

const branchFields = {
  name: requiredTextSchema(200),
  email: z.email().max(200).nullable().optional(),
  phone: optionalTextSchema(50),
  bank_name: optionalTextSchema(200),
  bank_code: optionalTextSchema(50),
  bank_swift: optionalTextSchema(20),
  company_name: optionalTextSchema(200),
  company_number: optionalTextSchema(50),
  address_declared: optionalTextSchema(500),
  address_actual: optionalTextSchema(500),
  invoice_template: optionalTextSchema(100),
  color: colorSchema.nullable().optional(),
  time_zone: timeZoneSchema.optional(),
};

/** POST /api/settings/branches (branch_edit). The logo is uploaded on its own (PUT .../logo). */
export const branchCreateSchema = z.object({ ...branchFields, department_uuid: z.uuid() }).strict();
export type BranchCreate = z.input<typeof branchCreateSchema>;

/** PUT /api/settings/branches/{uuid}/logo (branch_edit): a data URL, or null to remove it. */
export const branchLogoSchema = z.object({ logo: logoDataUrlSchema.nullable(), version: versionField }).strict();
export type BranchLogo = z.infer<typeof branchLogoSchema>;

export const branchPageSchema = z.object({
  data: z.array(branchSchema),
  meta: z.object({ page: z.number(), per_page: z.number(), total: z.number() }),
});
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

export const USER_PASSWORD_MIN = 8;
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
  user_status: z.union([z.literal(0), z.literal(1)]).optional(),
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
export const userEditSchema = z
  .object({
    ...userFields,
    first_name: requiredTextSchema(100).optional(),
    last_name: requiredTextSchema(100).optional(),
    version: versionField,
  })
  .strict();
export type UserEdit = z.input<typeof userEditSchema>;

export const userPageSchema = z.object({
  data: z.array(userDetailsSchema),
  meta: z.object({ page: z.number(), per_page: z.number(), total: z.number() }),
});
/** GET /api/settings/users?branch_uuid=&position_type=&user_status= */
export const userListQuerySchema = pageQuerySchema.extend({
  branch_uuid: z.uuid().optional(),
  position_type: z.coerce.number().int().min(0).max(3).optional(),
  user_status: z.coerce.number().int().min(0).max(1).optional(),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

// ------------------------------------------------------------------ positions (roles)
export const positionTypeSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);
export const positionSchema = positionSummarySchema.extend({
  permissions: z.array(z.enum(PERMISSIONS)),
  user_count: z.number().int(),
  version: z.number().int(),
});
export type Position = z.infer<typeof positionSchema>;
export const positionCreateSchema = z
  .object({
    name: requiredTextSchema(200),
    type: positionTypeSchema,
    permissions: z.array(z.enum(PERMISSIONS)).max(PERMISSIONS.length).default([]),
  })
  .strict();
export type PositionCreate = z.input<typeof positionCreateSchema>;
export const positionEditSchema = z
  .object({
    name: requiredTextSchema(200).optional(),
    type: positionTypeSchema.optional(),
    permissions: z.array(z.enum(PERMISSIONS)).max(PERMISSIONS.length).optional(),
    version: versionField,
  })
  .strict();
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
