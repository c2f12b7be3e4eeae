import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AbsenceConflicts, AbsencePeriod } from '@dental/contracts';
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

export interface NewAbsence {
  kind: 'vacation' | 'holiday';
  branch: string;
  user: string;
  date_from: string;
  date_to: string;
  type: number;
  repeat_type: 'none' | 'month';
  repeat_after: number;
  comment: string | null;
}

/** What the absence would stand over (GET /planner/absence-conflicts), asked before saving. */
export const absenceConflicts = (a: NewAbsence) =>
  api.get<AbsenceConflicts>('/planner/absence-conflicts', {
    query: {
      branch_uuid: a.branch,
      ...(a.kind === 'vacation' ? { user_uuid: a.user } : {}),
      date_from: a.date_from,
      date_to: a.date_to,
      repeat_type: a.repeat_type,
      repeat_after: a.repeat_after,
    },
  });

/** Saves a holiday (the branch's, branch_edit) or a user's absence (user_edit) through settings. */
export function useCreateAbsence(branch: string, options: { onSuccess: () => void; onError: (error: unknown) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (a: NewAbsence) => {
      const body = { date_from: a.date_from, date_to: a.date_to, type: a.type, repeat_type: a.repeat_type, repeat_after: a.repeat_after, comment: a.comment };
      return a.kind === 'holiday' ? api.post(`/settings/branches/${a.branch}/holidays`, body) : api.post(`/settings/users/${a.user}/vacations`, body);
    },
    onSuccess: () => {
      options.onSuccess();
      void queryClient.invalidateQueries({ queryKey: calendarKeys.branch(branch) });
    },
    onError: options.onError,
  });
}
