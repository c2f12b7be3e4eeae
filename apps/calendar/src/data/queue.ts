import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Appointment, CalendarQueuePage, QueueFilter } from '@dental/contracts';
import { calendarLookup } from '@dental/contracts/values';
import { api } from '@dental/api-client';
import { calendarKeys } from './appointments';

export const QUEUE_PAGE_SIZE = 50;

/** The queue: status 0 appointments of the branch by desired date, or those to call back (pages of 50). */
export const queueQuery = (branch: string, page = 1, filter: QueueFilter = 'unplanned') => ({
  queryKey: calendarKeys.queue(branch, page, filter),
  queryFn: async ({ signal }: { signal: AbortSignal }): Promise<Appointment[]> => {
    const answer = await api.raw<CalendarQueuePage>('GET', '/calendar/queue', {
      query: { branch_uuid: branch, page, per_page: QUEUE_PAGE_SIZE, sort: 'desired_date', filter },
      signal,
    });
    // The page's appointments whole: the server sends their people once, in `refs`.
    return answer.data.map(calendarLookup(answer.branch_uuid, answer.refs).expand);
  },
});

export const useQueue = (branch: string, page = 1, filter: QueueFilter = 'unplanned') => useQuery({ ...queueQuery(branch, page, filter), enabled: !!branch });

/** A queued appointment of the branch as already loaded (any queue page): what was dragged out of the panel's list. */
export function useQueuedLookup(branch: string | null): (uuid: string) => Appointment | undefined {
  const queryClient = useQueryClient();
  return (uuid) =>
    queryClient
      .getQueriesData<Appointment[]>({ queryKey: ['calendar', branch, 'queue'] })
      .flatMap(([, d]) => (Array.isArray(d) ? d : []))
      .find((a) => a.uuid === uuid);
}
