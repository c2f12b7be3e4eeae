import { useQuery } from '@tanstack/react-query';
import type { AbsencePeriod } from '@dental/contracts';
import { api } from '@dental/api-client';
import { useCan } from '@dental/auth';
import { calendarKeys } from './appointments';

/**
 * Holidays of the branch and absences of its people over the shown days (GET /calendar/absences),
 * read beside the calendar's own view, so a closed day is shaded and an absent doctor marked.
 * Under the branch's key: a booking's refresh refreshes it too.
 */
export function useCalendarAbsences(branch: string | null, from: string, to: string) {
  const can = useCan();
  return useQuery({
    queryKey: [...calendarKeys.branch(branch ?? ''), 'absences', from, to],
    queryFn: ({ signal }) => api.get<AbsencePeriod[]>('/calendar/absences', { query: { branch_uuid: branch!, from, to }, signal }),
    enabled: !!branch && can('calendar_view'),
    staleTime: 60_000,
  }).data ?? [];
}
