import { useQuery } from '@tanstack/react-query';
import type { AppointmentChange, HistoryPage } from '@dental/contracts';
import { api } from '@dental/api-client';
import { calendarKeys } from './appointments';

export type HistoryRow = HistoryPage['data'][number];
export const HISTORY_PAGE_SIZE = 25;

/** Past appointments of the branch, newest first, optionally between two dates. */
export const useBranchHistory = (branch: string, page: number, from: string, to: string) =>
  useQuery({
    queryKey: calendarKeys.history(branch, page, from, to),
    queryFn: ({ signal }) =>
      api.get<HistoryRow[]>('/calendar/history', { query: { branch_uuid: branch, page, per_page: HISTORY_PAGE_SIZE, from: from || undefined, to: to || undefined }, signal }),
    enabled: !!branch,
  });

/** One appointment's change log, oldest first. */
export const useAppointmentChanges = (uuid: string) =>
  useQuery({
    queryKey: calendarKeys.changes(uuid),
    queryFn: ({ signal }) => api.get<AppointmentChange[]>(`/calendar/appointments/${uuid}/changes`, { signal }),
  });
