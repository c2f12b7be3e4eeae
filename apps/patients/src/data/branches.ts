import { useQuery } from '@tanstack/react-query';
import { api } from '@dental/api-client';
import type { BranchSummary } from '@dental/contracts';

/** The company's branches (any signed-in user), for the filter and the form; the shell's picker shares the key. */
export const useBranches = () => useQuery({ queryKey: ['meta', 'branches'], queryFn: () => api.get<BranchSummary[]>('/meta/branches'), staleTime: 5 * 60_000 });
