import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AppointmentCreate,
  AppointmentEdit,
  AppointmentMove,
  AppointmentSaveAnswer,
  CalendarAnswer,
  CalendarView,
  Appointment,
  QueueFilter,
} from '@dental/contracts';
import { calendarLookup } from '@dental/contracts/values';
import { api, isApiError } from '@dental/api-client';
import { toast, useToasts } from '@dental/ui';
import type { TFunction } from 'i18next';

/**
 * A calendar view as the components use it: every event a whole appointment (its patient, people,
 * service and speciality in place). The server sends each of those once, beside the events
 * (`refs`); `toCalendarData` puts them back.
 */
export type CalendarData = Omit<CalendarAnswer['data'], 'events' | 'refs'> & { events: Appointment[] };

export function toCalendarData({ events, refs, ...answer }: CalendarAnswer['data']): CalendarData {
  const lookup = calendarLookup(answer.branch_uuid, refs, answer.users);
  return { ...answer, events: events.map(lookup.expand) };
}

export interface CalendarParams {
  branch: string;
  date: string;
  view: CalendarView;
  roomType: 0 | 1;
  page: number;
  /** Only these practitioners' appointments (the toolbar's filter); none or empty: everyone's. */
  practitioners?: readonly string[];
  /** Exactly these rooms, unpaged (the printable day list: every room of the branch). */
  rooms?: readonly string[];
}

/** The API's query of a view (GET /calendar/appointments and its export take the same). */
export const calendarViewQuery = (p: CalendarParams) => ({
  branch_uuid: p.branch,
  date: p.date,
  view: p.view,
  room_type: String(p.roomType),
  page: String(p.page),
  ...(p.practitioners?.length ? { practitioner_uuids: p.practitioners.join(',') } : {}),
  ...(p.rooms?.length ? { room_uuids: p.rooms.join(',') } : {}),
});

/** Query keys: everything of one branch's calendar starts with ['calendar', branch]. */
export const calendarKeys = {
  branch: (branch: string) => ['calendar', branch] as const,
  view: (p: CalendarParams) => ['calendar', p.branch, 'view', p.view, p.date, p.roomType, p.page, p.practitioners?.join(',') ?? '', p.rooms?.join(',') ?? ''] as const,
  queue: (branch: string, page: number, filter: QueueFilter = 'unplanned') => ['calendar', branch, 'queue', filter, page] as const,
  history: (branch: string, page: number, from?: string, to?: string) => ['calendar', branch, 'history', page, from, to] as const,
  changes: (uuid: string) => ['calendar', 'changes', uuid] as const,
  planner: (branch: string, rest: unknown[]) => ['calendar', branch, 'planner', ...rest] as const,
};

export const calendarQuery = (p: CalendarParams) => ({
  queryKey: calendarKeys.view(p),
  queryFn: async ({ signal }: { signal: AbortSignal }): Promise<CalendarData> =>
    toCalendarData(
      await api.get<CalendarAnswer['data']>('/calendar/appointments', { query: calendarViewQuery(p), signal }),
    ),
});

/** One view of a branch's calendar; the previous view stays on screen while the next one loads. */
export const useCalendar = (p: CalendarParams, enabled = true) => useQuery({ ...calendarQuery(p), enabled: enabled && !!p.branch, placeholderData: keepPreviousData });

/**
 * Writes answer `{data, warnings}` (AppointmentSaveAnswer) and are kept whole: `data` is the saved
 * appointment, `warnings` what the server still wants said (USER_NOT_WORKING: the practitioner has
 * no work time then), which `toastSaved` shows.
 */
const save = (method: 'POST' | 'PATCH', path: string, body: unknown) => api.raw<AppointmentSaveAnswer>(method, path, { body });

export const appointmentsApi = {
  create: (body: AppointmentCreate) => save('POST', '/calendar/appointments', body),
  edit: (uuid: string, body: AppointmentEdit) => save('PATCH', `/calendar/appointments/${uuid}`, body),
  move: (uuid: string, body: AppointmentMove) => save('PATCH', `/calendar/appointments/${uuid}/move`, body),
  plan: (uuid: string, body: AppointmentMove) => save('POST', `/calendar/appointments/${uuid}/plan`, body),
  start: (a: Appointment) => save('POST', `/calendar/appointments/${a.uuid}/start`, { version: a.version }),
  end: (a: Appointment) => save('POST', `/calendar/appointments/${a.uuid}/end`, { version: a.version }),
  cancel: (a: Appointment) => save('POST', `/calendar/appointments/${a.uuid}/cancel`, { version: a.version }),
  status: (a: Appointment, status: number) => save('PATCH', `/calendar/appointments/${a.uuid}/status`, { status, version: a.version }),
  called: (a: Appointment) => save('POST', `/calendar/appointments/${a.uuid}/called`, { version: a.version }),
};

/**
 * A write on the branch's appointments (book, edit, plan, start, end, cancel): its answer keeps the
 * warnings, and on success every calendar query of the branch is refreshed. What to say is the
 * caller's (`onSuccess`/`onError`, with `toastSaved`/`toastFailure`).
 */
export function useAppointmentWrite<V>(
  branch: string,
  write: (vars: V) => Promise<AppointmentSaveAnswer>,
  options: { onSuccess?: (answer: AppointmentSaveAnswer, vars: V) => void; onError?: (error: unknown, vars: V) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (answer, vars) => {
      options.onSuccess?.(answer, vars);
      void queryClient.invalidateQueries({ queryKey: calendarKeys.branch(branch) });
    },
    onError: options.onError,
  });
}

/**
 * Moving an appointment (drag) or planning a queued one (drop). The saved row (new version)
 * replaces the old one in the view at once, so a click right after the drop opens what the server
 * now holds, not the version before the move; when it is over, the branch's queries are refreshed.
 */
export function useMoveAppointment<V extends { appointment: Appointment; body: AppointmentMove }>(
  p: CalendarParams,
  options: {
    onMutate?: (vars: V) => void;
    onSuccess?: (answer: AppointmentSaveAnswer, vars: V) => void;
    onError?: (error: unknown, vars: V) => void;
    onSettled?: (vars: V) => void;
  },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ appointment, body }: V) => (appointment.status === 0 ? appointmentsApi.plan(appointment.uuid, body) : appointmentsApi.move(appointment.uuid, body)),
    onMutate: options.onMutate,
    onSuccess: (answer, vars) => {
      const saved = answer.data;
      queryClient.setQueryData<CalendarData>(calendarKeys.view(p), (old) =>
        old ? { ...old, events: old.events.some((e) => e.uuid === saved.uuid) ? old.events.map((e) => (e.uuid === saved.uuid ? saved : e)) : [...old.events, saved] } : old,
      );
      options.onSuccess?.(answer, vars);
    },
    onError: options.onError,
    onSettled: async (_answer, _error, vars) => {
      await queryClient.invalidateQueries({ queryKey: calendarKeys.branch(p.branch) });
      options.onSettled?.(vars);
    },
  });
}

/**
 * A failed write: the server's message (already translated) when it sent one — 409
 * APPOINTMENT_OVERLAP says the slot is taken, VERSION_CONFLICT that someone changed it — else the
 * action's own failure text.
 */
export function toastFailure(error: unknown, fallback: string): void {
  toast.error(isApiError(error) && error.status < 500 && error.message ? error.message : fallback);
}

/**
 * The save went through; each of its warnings (e.g. outside the practitioner's work time) follows
 * as a warning toast, once: a warning the appointment already had before this write (`before`) is
 * not news on the next save, start or end (the panel shows it as a note instead).
 */
export function toastSaved(answer: AppointmentSaveAnswer, text: string, t: TFunction, before?: Appointment | null): void {
  toast.success(text);
  for (const warning of answer.warnings ?? []) {
    if (warning.code === 'USER_NOT_WORKING' && before?.outside_work_time) continue;
    useToasts.getState().push('warning', t(`errors:${warning.code}`, { defaultValue: warning.message }));
  }
}
