import { z } from 'zod';
import { dateSchema } from './fields.js';

/**
 * The dashboard (GET /api/dashboard/stats, any signed-in user, docs/spec.md §6): appointment counts
 * of a period. The period is the `view` (day, ISO week, month) around `date` in the branch's time
 * zone (or Europe/Riga without a branch). Counted by time_from, deleted ones left out:
 * - planned: statuses 1, 2, 3, 5, 6, 7; closed: 8, 9, 10; canceled: 4; all = their sum
 *   (unplanned queue entries have no time and are not counted).
 * The month view needs at least one doctor: 400 DASHBOARD_DOCTOR_REQUIRED ('In monthly view at
 * least 1 doctor has to be selected') on `doctor_uuids`.
 */
export const DASHBOARD_STAT_TYPES = ['all', 'planned', 'closed', 'canceled'] as const;
export type DashboardStatType = (typeof DASHBOARD_STAT_TYPES)[number];

/** Error code of the month-view rule; its message is in the `errors` dictionary. */
export const REPORTS_ERROR_CODES = ['DASHBOARD_DOCTOR_REQUIRED'] as const;

const uuidList = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (Array.isArray(value) ? value : value.split(',')).map((item) => item.trim()).filter(Boolean))
  .pipe(z.array(z.uuid()).max(200));

export const dashboardStatsQuerySchema = z.object({
  branch_uuid: z.uuid().optional(),
  view: z.enum(['day', 'week', 'month']).default('day'),
  date: dateSchema.optional(),
  /** Practitioners to count (comma-separated or repeated); empty = everyone (not in month view). */
  doctor_uuids: uuidList.optional(),
});
export type DashboardStatsQuery = z.input<typeof dashboardStatsQuerySchema>;

export const dashboardCountsSchema = z.object({
  all: z.number().int(),
  planned: z.number().int(),
  closed: z.number().int(),
  canceled: z.number().int(),
});
export type DashboardCounts = z.infer<typeof dashboardCountsSchema>;

export const dashboardStatsAnswerSchema = z.object({
  data: dashboardCountsSchema.extend({
    view: z.enum(['day', 'week', 'month']),
    date: z.iso.date(),
    from: z.iso.datetime({ offset: true }),
    to: z.iso.datetime({ offset: true }),
    time_zone: z.string(),
    /** Per local day of the period, for a chart. */
    days: z.array(dashboardCountsSchema.extend({ date: z.iso.date() })),
  }),
});
export type DashboardStatsAnswer = z.infer<typeof dashboardStatsAnswerSchema>;
