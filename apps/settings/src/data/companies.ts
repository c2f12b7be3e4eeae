import { useQuery } from '@tanstack/react-query';
import { api } from '@dental/api-client';
import type { Company } from '@dental/contracts';
import { keyOf } from './keys';
import { PATHS } from './paths';

/** Every client company of the installation (admin), for the admin's user filter. */
export const useCompanies = () => useQuery({ queryKey: keyOf(PATHS.companies), queryFn: ({ signal }) => api.get<Company[]>(PATHS.companies, { signal }) });
