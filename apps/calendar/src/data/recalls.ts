import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Recall, RecallAttemptCreate, RecallCreate, RecallEdit, RecallListAnswer, RecallState, RecallType } from '@dental/contracts';
import { api } from '@dental/api-client';

/** The list's filters as the screen keeps them (the branch is the shell's current one; none: the whole company). */
export interface RecallFilters {
  branch: string;
  state: RecallState | '';
  type: string;
  doctor: string;
  dueFrom: string;
  dueTo: string;
  page: number;
}

export const RECALLS_PAGE_SIZE = 25;

/** Query keys: everything of the recall screen starts with ['recalls']. */
export const recallKeys = {
  all: ['recalls'] as const,
  list: (f: RecallFilters) => ['recalls', 'list', f.branch, f.state, f.type, f.doctor, f.dueFrom, f.dueTo, f.page] as const,
  types: ['recalls', 'types'] as const,
};

/** One page of the branch's recalls by due date, with the counts of every state under the same filters. */
export const useRecalls = (f: RecallFilters) =>
  useQuery({
    queryKey: recallKeys.list(f),
    queryFn: ({ signal }) =>
      api.raw<RecallListAnswer>('GET', '/recalls', {
        query: {
          branch_uuid: f.branch || undefined,
          state: f.state || undefined,
          type_uuid: f.type || undefined,
          doctor_uuid: f.doctor || undefined,
          due_from: f.dueFrom || undefined,
          due_to: f.dueTo || undefined,
          page: f.page,
          per_page: RECALLS_PAGE_SIZE,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** The company's recall types, the whole list (page after page: no silent cap at one page's worth). */
export const useRecallTypes = () =>
  useQuery({
    queryKey: recallKeys.types,
    queryFn: ({ signal }) => api.all<RecallType>('/settings/recall-types', {}, { signal }),
    staleTime: 5 * 60_000,
  });

/**
 * The desk's writes on a recall. Each answers the recall as it now stands; the lists are refreshed
 * (its state and the counts may have moved).
 */
export function useRecallWrite<V>(write: (vars: V) => Promise<Recall>, onSuccess?: (recall: Recall, vars: V) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (recall, vars) => {
      onSuccess?.(recall, vars);
      void queryClient.invalidateQueries({ queryKey: recallKeys.all });
    },
  });
}

export const recallsApi = {
  logAttempt: (uuid: string, body: RecallAttemptCreate) => api.post<Recall>(`/recalls/${uuid}/attempts`, body),
  edit: (uuid: string, body: RecallEdit) => api.patch<Recall>(`/recalls/${uuid}`, body),
  create: (body: RecallCreate) => api.post<Recall>('/recalls', body),
};
