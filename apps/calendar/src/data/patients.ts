import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarPatient, Patient, PatientCreate, PatientListItem } from '@dental/contracts';
import { api } from '@dental/api-client';

const searchKey = (search: string) => ['patients', 'search', search] as const;

/** The first eight patients matching a search (patients API), for the booking panel's picker. */
export const usePatientSearch = (search: string, enabled: boolean) =>
  useQuery({
    queryKey: searchKey(search),
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

/** A new card from the booking panel (patients_add); the panel's searches are asked again. */
export function useCreatePatient() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PatientCreate) => api.post<Patient>('/patients', body),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['patients', 'search'] }),
  });
}
