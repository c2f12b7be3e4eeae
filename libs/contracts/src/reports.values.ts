import { apiRoute } from './routes.values.js';

/** The reports' plain values (no zod), for the reports screens (reports.ts re-exports them beside its schemas). */

/** Buckets of a report: local days, ISO weeks (Monday first, named by their Monday), calendar months. */
export const REPORT_BUCKETS = ['day', 'week', 'month'] as const;
export type ReportBucket = (typeof REPORT_BUCKETS)[number];

/** What a report's rows are split by: the appointment's doctor (practitioner), assistant or room. */
export const REPORT_SPLITS_BY = ['doctor', 'assistant', 'room'] as const;
export type ReportSplitBy = (typeof REPORT_SPLITS_BY)[number];

/** The longest period one report covers, in days (three years: the chart stays readable, the query bounded). */
export const REPORT_MAX_DAYS = 1100;

/** The reports module's routes: each answers JSON, and `.../export.csv` the same rows as a file. */
export const REPORT_ROUTES = {
  incomes: apiRoute('GET', '/api/reports/incomes'),
  incomesCsv: apiRoute('GET', '/api/reports/incomes/export.csv'),
  workload: apiRoute('GET', '/api/reports/workload'),
  workloadCsv: apiRoute('GET', '/api/reports/workload/export.csv'),
  branches: apiRoute('GET', '/api/reports/branches'),
  dashboardStats: apiRoute('GET', '/api/dashboard/stats'),
} as const;

/** Error code of the month-view rule; its message is in the `errors` dictionary. */
export const REPORTS_ERROR_CODES = ['DASHBOARD_DOCTOR_REQUIRED'] as const;
