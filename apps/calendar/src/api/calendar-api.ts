import type {
  Appointment,
  AppointmentCreate,
  AppointmentEdit,
  AppointmentMove,
  CalendarAnswer,
  CalendarView,
} from '@dental/contracts';
import { api, isApiError } from '@dental/api-client';
import { toast, useToasts } from '@dental/ui';
import type { TFunction } from 'i18next';

export type CalendarData = CalendarAnswer['data'];

export interface CalendarParams {
  branch: string;
  date: string;
  view: CalendarView;
  roomType: 0 | 1;
  page: number;
}

/** Query keys: everything of one branch's calendar starts with ['calendar', branch]. */
export const calendarKeys = {
  branch: (branch: string) => ['calendar', branch] as const,
  view: (p: CalendarParams) => ['calendar', p.branch, 'view', p.view, p.date, p.roomType, p.page] as const,
  queue: (branch: string, page: number) => ['calendar', branch, 'queue', page] as const,
  history: (branch: string, page: number, from?: string, to?: string) => ['calendar', branch, 'history', page, from, to] as const,
  changes: (uuid: string) => ['calendar', 'changes', uuid] as const,
  planner: (branch: string, rest: unknown[]) => ['calendar', branch, 'planner', ...rest] as const,
};

export const calendarQuery = (p: CalendarParams) => ({
  queryKey: calendarKeys.view(p),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api.get<CalendarData>('/calendar/appointments', {
      query: { branch_uuid: p.branch, date: p.date, view: p.view, room_type: p.roomType, page: p.page },
      signal,
    }),
});

/**
 * Writes answer `{data, warnings}`; the shared client unwraps `data`, so the warning is read from
 * the appointment itself (`outside_work_time`, the same USER_NOT_WORKING fact).
 */
const save = (method: 'POST' | 'PATCH', path: string, body: unknown) => api.request<Appointment>(method, path, { body });

export const appointmentsApi = {
  create: (body: AppointmentCreate) => save('POST', '/calendar/appointments', body),
  edit: (uuid: string, body: AppointmentEdit) => save('PATCH', `/calendar/appointments/${uuid}`, body),
  move: (uuid: string, body: AppointmentMove) => save('PATCH', `/calendar/appointments/${uuid}/move`, body),
  plan: (uuid: string, body: AppointmentMove) => save('POST', `/calendar/appointments/${uuid}/plan`, body),
  start: (a: Appointment) => save('POST', `/calendar/appointments/${a.uuid}/start`, { version: a.version }),
  end: (a: Appointment) => save('POST', `/calendar/appointments/${a.uuid}/end`, { version: a.version }),
  cancel: (a: Appointment) => save('POST', `/calendar/appointments/${a.uuid}/cancel`, { version: a.version }),
  status: (a: Appointment, status: number) => save('PATCH', `/calendar/appointments/${a.uuid}/status`, { status, version: a.version }),
};

/**
 * A failed write: the server's message (already translated) when it sent one — 409
 * APPOINTMENT_OVERLAP says the slot is taken, VERSION_CONFLICT that someone changed it — else the
 * action's own failure text.
 */
export function toastFailure(error: unknown, fallback: string): void {
  toast.error(isApiError(error) && error.status < 500 && error.message ? error.message : fallback);
}

/** The save went through; outside the practitioner's work time it is also flagged as a warning. */
export function toastSaved(saved: Appointment, text: string, t: TFunction): void {
  toast.success(text);
  if (saved.outside_work_time && saved.status !== 4) useToasts.getState().push('warning', t('grid.outside_work'));
}
