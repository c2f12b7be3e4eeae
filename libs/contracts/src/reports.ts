import { z } from 'zod';
import { dateSchema } from './fields.js';
import { REPORT_BUCKETS, REPORT_MAX_DAYS, REPORT_SPLITS_BY } from './reports.values.js';
import { personRefSchema } from './common.js';

export * from './reports.values.js';

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
    /**
     * Everyone who is the practitioner of an appointment of the branch (all branches without one) in
     * the period, whatever their position: the doctor filter lists them beside the branch's doctors.
     */
    practitioners: z.array(personRefSchema),
  }),
});
export type DashboardStatsAnswer = z.infer<typeof dashboardStatsAnswerSchema>;

/** A report's period: `to` not before `from`, at most REPORT_MAX_DAYS days (named on `to`). */
function checkPeriod(query: { from: string; to: string }, ctx: z.RefinementCtx): void {
  const days = (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000;
  if (days < 0) ctx.addIssue({ code: 'custom', path: ['to'], params: { key: 'date_range' }, message: 'to is before from' });
  else if (days >= REPORT_MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], params: { key: 'report_period_too_long', days: REPORT_MAX_DAYS }, message: `at most ${REPORT_MAX_DAYS} days` });
}

/**
 * Reports (GET /api/reports/{incomes|workload}[/export.csv], permission report_view, docs/spec.md
 * §6): rows per (bucket, person or room) and totals over a range of local days.
 * - `from`/`to`: local days, both included, in each branch's time zone (a day is the branch's day
 *   across daylight-saving changes); at most REPORT_MAX_DAYS days.
 * - `bucket`: day, ISO week (Monday first; the bucket is named by its Monday) or calendar month
 *   (named by its first day). A bucket that starts before `from` is still named by its start.
 * - `by`: the appointment's doctor (practitioner), assistant, or room; `key` null = none set.
 * - `branch_uuid` left out: every branch of the caller's company; another company's branch -> 404.
 */
export const reportQuerySchema = z
  .object({
    branch_uuid: z.uuid().optional(),
    from: dateSchema,
    to: dateSchema,
    bucket: z.enum(REPORT_BUCKETS).default('month'),
    by: z.enum(REPORT_SPLITS_BY).default('doctor'),
  })
  .superRefine(checkPeriod);
export type ReportQuery = z.input<typeof reportQuerySchema>;

/** Who or what a row is about: a user (doctor, assistant) or a room; null = not set on the appointment. */
const reportSubject = {
  /** Local date the bucket starts on. */
  bucket: z.iso.date(),
  key: z.uuid().nullable(),
  label: z.string().nullable(),
};

const reportEcho = {
  from: z.iso.date(),
  to: z.iso.date(),
  bucket: z.enum(REPORT_BUCKETS),
  by: z.enum(REPORT_SPLITS_BY),
  branch_uuid: z.uuid().nullable(),
  /** Every bucket start in the range, in order (also the empty ones, for a chart's axis). */
  buckets: z.array(z.iso.date()),
};

/**
 * Incomes, all in cents (docs/decisions.md, "Reports"):
 * - received: paid payments (status 2; expected and canceled ones are not), by payment date, also per payment method (`by_method`);
 * - invoiced: issued invoices by issue date, minus credit notes by their issue date;
 * - production: treated procedures at their frozen prices, by treatment date.
 * Each is attributed to the doctor, assistant and room of the appointment it belongs to.
 */
export const incomeFiguresSchema = z.object({
  received: z.number().int(),
  by_method: z.record(z.string(), z.number().int()),
  invoiced: z.number().int(),
  production: z.number().int(),
});
export type IncomeFigures = z.infer<typeof incomeFiguresSchema>;
export const incomeRowSchema = incomeFiguresSchema.extend(reportSubject);
export type IncomeRow = z.infer<typeof incomeRowSchema>;

/**
 * Balances carried over from a clinic's old system and booked in the period (the company's, whatever
 * the branch: an opening entry is a patient's, not a branch's): shown apart, never income.
 */
export const openingBalancesSchema = z.object({ debt: z.number().int(), credit: z.number().int() });
export type OpeningBalances = z.infer<typeof openingBalancesSchema>;

export const incomesReportAnswerSchema = z.object({
  data: z.object({
    ...reportEcho,
    /** The payment methods that occur, in a stable order (the chart's stacks). */
    methods: z.array(z.string()),
    rows: z.array(incomeRowSchema),
    totals: incomeFiguresSchema,
    opening_balances: openingBalancesSchema,
  }),
});
export type IncomesReport = z.infer<typeof incomesReportAnswerSchema>['data'];

/**
 * Workload: appointments with a time (not the queue, not deleted) by their start.
 * - appointments: all of them; finished: statuses 8-10; canceled: 4; no_show: 5 (late / did not come);
 * - booked_minutes: minutes of those not canceled;
 * - working_minutes: the planner's work times (by user for doctor/assistant, by room for room);
 * - utilisation: booked / working minutes (null without working minutes).
 */
export const workloadFiguresSchema = z.object({
  appointments: z.number().int(),
  finished: z.number().int(),
  canceled: z.number().int(),
  no_show: z.number().int(),
  booked_minutes: z.number().int(),
  working_minutes: z.number().int(),
  utilisation: z.number().nullable(),
});
export type WorkloadFigures = z.infer<typeof workloadFiguresSchema>;
export const workloadRowSchema = workloadFiguresSchema.extend(reportSubject);
export type WorkloadRow = z.infer<typeof workloadRowSchema>;

export const workloadReportAnswerSchema = z.object({
  data: z.object({ ...reportEcho, rows: z.array(workloadRowSchema), totals: workloadFiguresSchema }),
});
export type WorkloadReport = z.infer<typeof workloadReportAnswerSchema>['data'];

/**
 * The owner's view (GET /api/reports/branches, permission report_view): every branch of the
 * caller's company side by side over a range of local days (each branch's own zone), its incomes
 * and workload as the two reports count them (no split: the whole branch; working minutes are all
 * of its planner time), and the chain's totals, which are the sums of the branches' figures.
 * Read from the replica when there is one (`x-read-source`). A branch deleted since is listed only
 * when it has figures in the period.
 */
export const branchesReportQuerySchema = z.object({ from: dateSchema, to: dateSchema }).superRefine(checkPeriod);
export type BranchesReportQuery = z.input<typeof branchesReportQuerySchema>;

export const branchFiguresSchema = z.object({ incomes: incomeFiguresSchema, workload: workloadFiguresSchema });
export type BranchFigures = z.infer<typeof branchFiguresSchema>;

export const branchesReportAnswerSchema = z.object({
  data: z.object({
    from: z.iso.date(),
    to: z.iso.date(),
    /** The payment methods that occur, in a stable order (the columns). */
    methods: z.array(z.string()),
    /** By branch name. */
    branches: z.array(branchFiguresSchema.extend({ branch_uuid: z.uuid(), name: z.string() })),
    totals: branchFiguresSchema,
  }),
});
export type BranchesReport = z.infer<typeof branchesReportAnswerSchema>['data'];
