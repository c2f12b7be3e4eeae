import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Patient, PatientCreate, PatientListItem } from '@dental/contracts';
import { api } from '@dental/api-client';

const searchKey = (search: string) => ['patients', 'search', search] as const;

/** The first eight patients matching a search (patients API), for the booking panel's picker. */
export const usePatientSearch = (search: string, enabled: boolean) =>
  useQuery({
    queryKey: searchKey(search),
    queryFn: ({ signal }) => api.get<PatientListItem[]>('/patients', { query: { search, per_page: 8 }, signal }),
    enabled: enabled && search.trim().length >= 2,
  });

/** A new card from the booking panel (patients_add); the panel's searches are asked again. */
export function useCreatePatient() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PatientCreate) => api.post<Patient>('/patients', body),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['patients', 'search'] }),
  });
}
