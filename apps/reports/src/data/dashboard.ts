import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@dental/api-client';
import type { DashboardStatsAnswer } from '@dental/contracts';
import { REPORT_ROUTES } from '@dental/contracts/values';
import type { Period } from '../lib/dashboard-rules';

export type DashboardStats = DashboardStatsAnswer['data'];

export interface StatsParams {
  branch: string | null;
  period: Period;
  date: string;
  doctors: readonly string[];
}

/** Query keys: everything of the dashboard starts with ['dashboard']. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  stats: (p: StatsParams) => ['dashboard', 'stats', p.branch, p.period, p.date, [...p.doctors].sort().join(',')] as const,
};

/**
 * Counts of appointments (all / planned / closed / canceled) of the branch for a day, week or
 * month and the chosen doctors, refreshed every minute; the previous counts stay while the next load.
 */
export const useDashboardStats = (p: StatsParams, enabled: boolean) =>
  useQuery({
    queryKey: dashboardKeys.stats(p),
    queryFn: ({ signal }) =>
      api.call<DashboardStats>(REPORT_ROUTES.dashboardStats, {
        query: { branch_uuid: p.branch ?? undefined, view: p.period, date: p.date, doctor_uuids: p.doctors.length ? p.doctors.join(',') : undefined },
        signal,
      }),
    enabled,
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });
