import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@dental/api-client';
import type { Question } from '@dental/contracts';
import { keyOf } from './keys';
import { PATHS } from './paths';

/** `/settings/tests/{uuid}/questions`: a questionnaire's questions (test_settings_view). */
export const questionsPath = (questionnaire: string) => `${PATHS.tests}/${questionnaire}/questions`;

export const useQuestions = (questionnaire: string) => {
  const path = questionsPath(questionnaire);
  return useQuery({ queryKey: keyOf(path), queryFn: ({ signal }) => api.get<Question[]>(path, { signal }) });
};

/** One question as the server holds it now (an edit dialog's "load their version"). */
export const fetchQuestion = (questionnaire: string, uuid: string) => api.get<Question>(`${questionsPath(questionnaire)}/${uuid}`);

/**
 * Reordering: the new order shows at once (the cache is written before the request), the answer
 * replaces it; on a failure the caller refetches.
 */
export function useReorderQuestions(questionnaire: string) {
  const queryClient = useQueryClient();
  const path = questionsPath(questionnaire);
  return async (next: Question[]) => {
    queryClient.setQueryData(keyOf(path), next.map((q, i) => ({ ...q, sort_order: i })));
    const saved = await api.put<Question[]>(`${path}/order`, { uuids: next.map((q) => q.uuid) });
    queryClient.setQueryData(keyOf(path), saved);
  };
}
