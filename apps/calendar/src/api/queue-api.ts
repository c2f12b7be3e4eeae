import type { Appointment } from '@dental/contracts';
import { api } from '@dental/api-client';
import { calendarKeys } from './calendar-api';

export const QUEUE_PAGE_SIZE = 50;

/** The queue: status 0 appointments of the branch, by desired date (first page of 50). */
export const queueQuery = (branch: string, page = 1) => ({
  queryKey: calendarKeys.queue(branch, page),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api.get<Appointment[]>('/calendar/queue', { query: { branch_uuid: branch, page, per_page: QUEUE_PAGE_SIZE, sort: 'desired_date' }, signal }),
});
