import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AbsencePeriod, Appointment, PlannerAnswer, SchedulerAnswer, SchedulerRequest, WorkTime } from '@dental/contracts';
import { calendarLookup } from '@dental/contracts/values';
import { api } from '@dental/api-client';
import { calendarKeys } from './appointments';

/** The planner grid as the components use it: its appointments whole (rebuilt from the answer's `refs`). */
export type PlannerData = Omit<PlannerAnswer['data'], 'appointments' | 'refs'> & { appointments: Appointment[] };

export function toPlannerData({ appointments, refs, ...answer }: PlannerAnswer['data']): PlannerData {
  const lookup = calendarLookup(answer.branch_uuid, refs, answer.users);
  return { ...answer, appointments: appointments.map(lookup.expand) };
}

export interface PlannerParams {
  branch: string;
  date: string;
  view: 'day' | 'week' | 'month';
  roomType: 0 | 1;
  page: number;
  display: 0 | 1 | 2;
}

export const plannerQuery = (p: PlannerParams) => ({
  queryKey: calendarKeys.planner(p.branch, ['grid', p.view, p.date, p.roomType, p.page, p.display]),
  queryFn: async ({ signal }: { signal: AbortSignal }): Promise<PlannerData> =>
    toPlannerData(
      await api.get<PlannerAnswer['data']>('/planner', {
        query: { branch_uuid: p.branch, date: p.date, view: p.view, room_type: p.roomType, page: p.page, display: p.display },
        signal,
      }),
    ),
});

export const workTimesQuery = (branch: string, from: string, to: string) => ({
  queryKey: calendarKeys.planner(branch, ['worktimes', from, to]),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    // Every work time of the range, page after page (a busy branch's week passes one page's worth).
    api.all<WorkTime>('/planner/worktimes', { branch_uuid: branch, from, to }, { signal }),
});

export const vacationsQuery = (branch: string, from: string, to: string) => ({
  queryKey: calendarKeys.planner(branch, ['vacations', from, to]),
  queryFn: ({ signal }: { signal: AbortSignal }) => api.get<AbsencePeriod[]>('/planner/vacations', { query: { branch_uuid: branch, from, to }, signal }),
});

/** The planner grid of a branch; the previous grid stays on screen while the next one loads. */
export const usePlanner = (p: PlannerParams, keepPrevious = false) =>
  useQuery({ ...plannerQuery(p), enabled: !!p.branch, placeholderData: keepPrevious ? keepPreviousData : undefined });
export const useWorkTimes = (branch: string, from: string, to: string) => useQuery({ ...workTimesQuery(branch, from, to), enabled: !!branch });
export const useVacations = (branch: string, from: string, to: string) => useQuery({ ...vacationsQuery(branch, from, to), enabled: !!branch });

export const plannerApi = {
  schedule: (body: SchedulerRequest) => api.post<SchedulerAnswer['data']>('/planner/worktimes', body),
  remove: (w: WorkTime) => api.delete<void>(`/planner/worktimes/${w.uuid}`, { query: { version: w.version } }),
};

/** Refreshes the branch's calendar and planner after a write of its work times. */
function useRefreshBranch(branch: string) {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: calendarKeys.branch(branch) });
}

/** The scheduler: expands a repeat into work times (the answer lists the created and the skipped ones). */
export function useSchedule(branch: string, options: { onSuccess: (answer: SchedulerAnswer['data']) => void; onError: (error: unknown) => void }) {
  const refresh = useRefreshBranch(branch);
  return useMutation({
    mutationFn: plannerApi.schedule,
    onSuccess: (answer) => {
      options.onSuccess(answer);
      refresh();
    },
    onError: options.onError,
  });
}

/** Deletes one work time (with its version). */
export function useRemoveWorkTime(branch: string, options: { onSuccess: () => void; onError: (error: unknown) => void }) {
  const refresh = useRefreshBranch(branch);
  return useMutation({
    mutationFn: plannerApi.remove,
    onSuccess: () => {
      options.onSuccess();
      refresh();
    },
    onError: options.onError,
  });
}
