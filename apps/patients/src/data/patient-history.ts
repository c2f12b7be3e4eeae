import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@dental/api-client';
import type { HistoryPage, PatientAuditEntry } from '@dental/contracts';
import { keys, patientPath } from './patients';

export type AppointmentRow = HistoryPage['data'][number];
const APPOINTMENTS_PER_PAGE = 10;

/** The card's audit trail, newest first, 25 a page. */
export const useAuditTrail = (uuid: string, page: number) =>
  useQuery({
    queryKey: keys.part(uuid, 'history', page),
    queryFn: () => api.page<PatientAuditEntry>(`${patientPath(uuid)}/history`, { page, per_page: 25 }),
    placeholderData: keepPreviousData,
  });

/** The patient's appointments in every branch (calendar_view), newest first, upcoming included. */
export const usePatientAppointments = (uuid: string, page: number) =>
  useQuery({
    queryKey: keys.part(uuid, 'appointments', page),
    queryFn: ({ signal }) =>
      api.page<AppointmentRow>('/calendar/history', { patient_uuid: uuid, include_upcoming: 'true', page, per_page: APPOINTMENTS_PER_PAGE }, { signal }),
    placeholderData: keepPreviousData,
  });
