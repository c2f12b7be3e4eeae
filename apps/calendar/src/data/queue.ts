import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Appointment, CalendarQueuePage } from '@dental/contracts';
import { calendarLookup } from '@dental/contracts/values';
import { api } from '@dental/api-client';
import { calendarKeys } from './appointments';

export const QUEUE_PAGE_SIZE = 50;

/** The queue: status 0 appointments of the branch, by desired date (first page of 50). */
export const queueQuery = (branch: string, page = 1) => ({
  queryKey: calendarKeys.queue(branch, page),
  queryFn: async ({ signal }: { signal: AbortSignal }): Promise<Appointment[]> => {
    const answer = await api.raw<CalendarQueuePage>('GET', '/calendar/queue', {
      query: { branch_uuid: branch, page, per_page: QUEUE_PAGE_SIZE, sort: 'desired_date' },
      signal,
    });
    // The page's appointments whole: the server sends their people once, in `refs`.
    return answer.data.map(calendarLookup(answer.branch_uuid, answer.refs).expand);
  },
});

export const useQueue = (branch: string, page = 1) => useQuery({ ...queueQuery(branch, page), enabled: !!branch });

/** A queued appointment of the branch as already loaded (any queue page): what was dragged out of the panel's list. */
export function useQueuedLookup(branch: string | null): (uuid: string) => Appointment | undefined {
  const queryClient = useQueryClient();
  return (uuid) =>
    queryClient
      .getQueriesData<Appointment[]>({ queryKey: ['calendar', branch, 'queue'] })
      .flatMap(([, d]) => (Array.isArray(d) ? d : []))
      .find((a) => a.uuid === uuid);
}
