import { useMutation, useQuery } from '@tanstack/react-query';
import type { CalendarPatient, Patient, PatientListItem } from '@dental/contracts';
import { api } from '@dental/api-client';

/** The first eight patients matching a search (patients API), for the booking panel's picker. */
export const usePatientSearch = (search: string, enabled: boolean) =>
  useQuery({
    queryKey: ['patients', 'search', search],
    queryFn: ({ signal }) => api.get<PatientListItem[]>('/patients', { query: { search, per_page: 8 }, signal }),
    enabled: enabled && search.trim().length >= 2,
  });

/** A patient's card as the booking panel shows its patient (alerts, phone, personal code), and their own doctor. */
export async function fetchBookingPatient(uuid: string): Promise<{ patient: CalendarPatient; doctor: string | null }> {
  const card = await api.get<Patient>(`/patients/${uuid}`);
  const { first_name, last_name, phone, personal_code, alerts } = card;
  return { patient: { uuid, first_name, last_name, phone, personal_code, alerts }, doctor: card.doctor?.uuid ?? null };
}

/** Reads a patient's card for a booking about to open (a recall's "Book"). */
export const useBookingPatient = () => useMutation({ mutationFn: fetchBookingPatient });
