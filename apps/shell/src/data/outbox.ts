import { useQuery } from '@tanstack/react-query';
import { api, isApiError } from '@dental/api-client';
import type { OutboxMessage } from '@dental/contracts';

/**
 * The local catchers' inbox (`npm start`): every message the demo sends, newest last; null while no
 * catchers run (the API answers 404). Polled, so a reminder appears as it is sent.
 */
export function useOutbox(to: string) {
  return useQuery({
    queryKey: ['test', 'outbox', to],
    queryFn: async (): Promise<OutboxMessage[] | null> => {
      try {
        return await api.get<OutboxMessage[]>('/test/outbox', to ? { query: { to } } : {});
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
    refetchInterval: 3_000,
  });
}
