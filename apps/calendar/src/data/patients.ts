import { useQuery } from '@tanstack/react-query';
import type { PatientListItem } from '@dental/contracts';
import { api } from '@dental/api-client';

/** The first eight patients matching a search (patients API), for the booking panel's picker. */
export const usePatientSearch = (search: string, enabled: boolean) =>
  useQuery({
    queryKey: ['patients', 'search', search],
    queryFn: ({ signal }) => api.get<PatientListItem[]>('/patients', { query: { search, per_page: 8 }, signal }),
    enabled: enabled && search.trim().length >= 2,
  });
