import { z } from 'zod';
import { colorSchema, personRefSchema } from './common.js';
import { requiredTextSchema, storableStringSchema } from './fields.js';
import { POSITION_TYPES, USER_STATUSES } from './identity.values.js';
import { PERMISSIONS } from './permissions.js';

export * from './identity.values.js';

/** Position (role) types: 0 management, 1 doctor, 2 assistant, 3 administrator. */
export const positionTypeSchema = z.literal(POSITION_TYPES);
export const userStatusSchema = z.literal(USER_STATUSES);

export const companySchema = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });
export type Company = z.infer<typeof companySchema>;

export const departmentSchema = z.object({ uuid: z.uuid(), name: z.string(), version: z.number().int() });
export type Department = z.infer<typeof departmentSchema>;

export const branchSchema = z.object({
  uuid: z.uuid(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  bank_name: z.string().nullable(),
  bank_code: z.string().nullable(),
  bank_swift: z.string().nullable(),
  /** The account to pay invoices to, without spaces. */
  iban: z.string().nullable(),
  company_name: z.string().nullable(),
  company_number: z.string().nullable(),
  vat_number: z.string().nullable(),
  address_declared: z.string().nullable(),
  address_actual: z.string().nullable(),
  logo: z.string().nullable(),
  invoice_template: z.string().nullable(),
  color: z.string().nullable(),
  time_zone: z.string(),
  /** The clinic (department) the branch belongs to. */
  department_uuid: z.uuid(),
  version: z.number().int(),
});
export type Branch = z.infer<typeof branchSchema>;

export const positionSummarySchema = z.object({
  uuid: z.uuid(),
  name: z.string(),
  type: positionTypeSchema,
});
export type PositionSummary = z.infer<typeof positionSummarySchema>;

export const branchSummarySchema = z.object({ uuid: z.uuid(), name: z.string(), color: z.string().nullable() });
export type BranchSummary = z.infer<typeof branchSummarySchema>;

/** POST /api/auth: a password sign-in, or the exchange of an impersonation token. */
export const loginRequestSchema = z.union([
  z.object({
    username: requiredTextSchema(100),
    password: storableStringSchema().min(1).max(200),
    remember: z.boolean().default(false),
  }),
  z.object({ impersonate_token: storableStringSchema().min(10).max(200) }),
]);
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const sessionTokenSchema = z.object({ token: z.string(), expires_at: z.iso.datetime({ offset: true }) });
export type SessionToken = z.infer<typeof sessionTokenSchema>;

/** GET /api/auth. */
export const meSchema = z.object({
  uuid: z.uuid(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  style: z.object({ color: colorSchema.nullable() }),
  permissions: z.array(z.enum(PERMISSIONS)),
  positions: z.array(positionSummarySchema),
  branches: z.array(branchSummarySchema),
  company: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
  impersonated_by: z.string().nullable().optional(),
});
export type Me = z.infer<typeof meSchema>;

/** POST /api/admin/users/{user_uuid}/impersonate. */
export const impersonationTokenSchema = z.object({ token: z.string(), expires_at: z.iso.datetime({ offset: true }) });
export type ImpersonationToken = z.infer<typeof impersonationTokenSchema>;

/** PATCH /api/settings/department/{uuid}: rename, carrying the version read (409 when stale). */
export const departmentEditSchema = z.object({
  name: requiredTextSchema(200),
  version: z.number().int().min(1),
});
export type DepartmentEdit = z.infer<typeof departmentEditSchema>;

/** GET /api/settings/users/{uuid}: a user's profile (never the password). */
export const userSchema = z.object({
  uuid: z.uuid(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  personal_code: z.string().nullable(),
  /** True when a code is stored but no key of the server opens it (then `personal_code` is null). */
  personal_code_unavailable: z.literal(true).optional(),
  certificate: z.string().nullable(),
  certificate_date: z.iso.date().nullable(),
  sanitary_book: z.string().nullable(),
  default_duration: z.number().int(),
  user_status: userStatusSchema,
  style: z.object({ color: colorSchema.nullable() }),
  positions: z.array(positionSummarySchema),
  branches: z.array(branchSummarySchema),
  version: z.number().int(),
});
export type User = z.infer<typeof userSchema>;

export const userUuidParamsSchema = z.object({ user_uuid: z.uuid() });
export const companyIdParamsSchema = z.object({ id: z.coerce.number().int().min(1) });

/**
 * GET /api/meta/staff (any signed-in user): the active company's active users, for the doctor and
 * assistant pickers of screens whose users may not list users (no user_view). No contact data.
 */
export const staffMemberSchema = personRefSchema.extend({
  color: colorSchema.nullable(),
  /** Position types: 0 management, 1 doctor, 2 assistant, 3 administrator. */
  position_types: z.array(positionTypeSchema),
  specialities: z.array(z.string()),
  branch_uuids: z.array(z.uuid()),
  /** Minutes of a visit when the chosen service has no time of its own (the booking panel). */
  default_duration: z.number().int().optional(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;
export const staffListSchema = z.object({ data: z.array(staffMemberSchema) });

/**
 * POST /api/auth/password-check: the signed-in user proves it is them by their password (204), as
 * a tablet's locked patient view asks before the staff member leaves it (issue 29); a wrong
 * password is 400 naming `password` (the session stays valid, so not a 401) and counts as a failed
 * sign-in against the rate limit.
 */
export const passwordCheckSchema = z.object({ password: storableStringSchema().min(1).max(200) }).strict();
export type PasswordCheck = z.infer<typeof passwordCheckSchema>;
