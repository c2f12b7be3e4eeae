import { z } from 'zod';
import { CALENDAR_ERROR_CODES } from './calendar.values.js';
import { CONSENT_ERROR_CODES } from './consent-forms.values.js';
import { textSchema } from './fields.js';
import { INVOICE_ERROR_CODES } from './invoices.values.js';
import { PERIO_ERROR_CODES } from './perio.values.js';
import { MESSAGES_ERROR_CODES } from './messages.values.js';
import { BOOKING_ERROR_CODES } from './booking.values.js';
import { REPORTS_ERROR_CODES } from './reports.values.js';
import { NOTE_ERROR_CODES } from './notes.values.js';
import { DATA_RIGHTS_ERROR_CODES } from './data-rights.values.js';

/**
 * Error codes the API answers with: the platform's and the modules' own lists (each written once,
 * beside its module's values), in one enum. The spec's own codes (section 8) keep their spelling;
 * the message of each is translated from the `errors` namespace of @dental/i18n.
 */
export const ERROR_CODES = [
  ...CALENDAR_ERROR_CODES,
  ...REPORTS_ERROR_CODES,
  ...INVOICE_ERROR_CODES,
  ...BOOKING_ERROR_CODES,
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'AUTHORISATION_FAILED',
  'FORBIDDEN',
  'NOT_FOUND',
  'ROUTE_NOT_FOUND',
  'VERSION_CONFLICT',
  'CONFLICT',
  'RATE_LIMITED',
  'INTERNAL',
  'DATABASE_UNAVAILABLE',
  'USERNAME_REQUIRED',
  'USERNAME_TAKEN',
  'USER_NO_ACTIVE_BRANCHES',
  'USER_OUTRANKS',
  'ROLE_NOT_GRANTABLE',
  'IMPERSONATION_TOKEN_INVALID',
  'APPOINTMENT_INVALID_TIME_RANGE',
  'APPOINTMENT_OVERLAP',
  'INVALID_DATE_RANGE',
  'RECURRING_DATE_EQUAL',
  'WEEK_DAYS_NOT_SELECTED',
  'ZERO_EVENTS_INSERTED',
  'TOO_MANY_EVENTS',
  'SKU_TAKEN',
  'schedule_not_found',
  'tooth_locked',
  'tooth_map_target_required',
  'TOOTH_ITEM_STAGE',
  'TOOTH_TREAT_NOT_STARTED',
  'TREATMENT_PLAN_STATUS',
  'TOOTH_PLAN_CLOSED',
  'PATIENT_DUPLICATE',
  'PATIENT_PERSONAL_CODE_TAKEN',
  'PATIENT_MERGE_SELF',
  'IMPORT_STATE',
  'IMPORT_BUSY',
  'IMPORT_CHANGED',
  'RECALL_EXISTS',
  ...PERIO_ERROR_CODES,
  ...CONSENT_ERROR_CODES,
  ...NOTE_ERROR_CODES,
  ...DATA_RIGHTS_ERROR_CODES,
  ...MESSAGES_ERROR_CODES,
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** `fields` maps a field's path (dots for nesting: `branches.0`) to its translated message. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    /** What the client needs to act on the error, per code (PATIENT_DUPLICATE: `patients`). */
    details: z.record(z.string(), z.unknown()).optional(),
    request_id: z.string().optional(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** What the browser reports when an answer is 500 or above (docs/spec.md §7). */
export const clientErrorReportSchema = z.object({
  status: z.number().int(),
  method: textSchema(10),
  path: textSchema(2000),
  request_id: textSchema(100).optional(),
  message: textSchema(4000).optional(),
  location: textSchema(2000).optional(),
});
export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;
