import { useQuery } from '@tanstack/react-query';
import { api, downloadBlob } from '@dental/api-client';
import type { BranchesReport, IncomesReport, ReportBucket, ReportSplitBy, WorkloadReport } from '@dental/contracts';
import { clientPath, REPORT_ROUTES } from '@dental/contracts/values';

export type ReportKind = 'incomes' | 'workload';

export interface ReportParams {
  /** null = every branch of the company. */
  branch: string | null;
  from: string;
  to: string;
  bucket: ReportBucket;
  by: ReportSplitBy;
}

/** Each report's JSON and CSV routes in the contract's route table. */
const ROUTES = {
  incomes: { json: REPORT_ROUTES.incomes, csv: REPORT_ROUTES.incomesCsv },
  workload: { json: REPORT_ROUTES.workload, csv: REPORT_ROUTES.workloadCsv },
} as const satisfies Record<ReportKind, unknown>;

const query = (p: ReportParams) => ({ branch_uuid: p.branch ?? undefined, from: p.from, to: p.to, bucket: p.bucket, by: p.by });

/** Query keys: everything of the reports starts with ['reports']. */
export const reportKeys = {
  all: ['reports'] as const,
  report: (kind: ReportKind, p: ReportParams) => ['reports', kind, p.branch, p.from, p.to, p.bucket, p.by] as const,
  branches: (from: string, to: string) => ['reports', 'branches', from, to] as const,
};

/** The owner's view (GET /reports/branches): every branch side by side and the chain's totals; the previous period stays shown while the next loads. */
export const useBranchesReport = (from: string, to: string) =>
  useQuery({
    queryKey: reportKeys.branches(from, to),
    queryFn: ({ signal }) => api.call<BranchesReport>(REPORT_ROUTES.branches, { query: { from, to }, signal }),
    placeholderData: (previous) => previous,
  });

/**
 * One report (GET /reports/{kind}); the previous one of the same kind stays on screen while the
 * next loads (an incomes answer is never shown as a workload one).
 */
export const useReport = (kind: ReportKind, p: ReportParams) =>
  useQuery({
    queryKey: reportKeys.report(kind, p),
    queryFn: ({ signal }) => api.call<IncomesReport | WorkloadReport>(ROUTES[kind].json, { query: query(p), signal }),
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === kind ? previous : undefined),
  });

/** The same rows as a CSV file (GET /reports/{kind}/export.csv), fetched with the session's token and saved. */
export async function downloadReportCsv(kind: ReportKind, p: ReportParams): Promise<void> {
  const { blob, filename } = await api.blob(clientPath(ROUTES[kind].csv), query(p));
  downloadBlob(blob, filename ?? `${kind}-${p.from}-${p.to}.csv`);
}
