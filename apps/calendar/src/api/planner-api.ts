import type { AbsencePeriod, PlannerAnswer, SchedulerAnswer, SchedulerRequest, WorkTime } from '@dental/contracts';
import { api } from '@dental/api-client';
import { calendarKeys } from './calendar-api';

export type PlannerData = PlannerAnswer['data'];

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
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api.get<PlannerData>('/planner', {
      query: { branch_uuid: p.branch, date: p.date, view: p.view, room_type: p.roomType, page: p.page, display: p.display },
      signal,
    }),
});

export const workTimesQuery = (branch: string, from: string, to: string) => ({
  queryKey: calendarKeys.planner(branch, ['worktimes', from, to]),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api.get<WorkTime[]>('/planner/worktimes', { query: { branch_uuid: branch, from, to, per_page: 200 }, signal }),
});

export const vacationsQuery = (branch: string, from: string, to: string) => ({
  queryKey: calendarKeys.planner(branch, ['vacations', from, to]),
  queryFn: ({ signal }: { signal: AbortSignal }) => api.get<AbsencePeriod[]>('/planner/vacations', { query: { branch_uuid: branch, from, to }, signal }),
});

export const plannerApi = {
  schedule: (body: SchedulerRequest) => api.post<SchedulerAnswer['data']>('/planner/worktimes', body),
  remove: (w: WorkTime) => api.delete<void>(`/planner/worktimes/${w.uuid}`, { query: { version: w.version } }),
};
