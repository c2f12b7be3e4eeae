import { useQuery } from '@tanstack/react-query';
import type { FreeSlot } from '@dental/contracts';
import { api } from '@dental/api-client';
import { calendarKeys } from './appointments';

/**
 * "Book now": the branch's next free room and time from now for a visit of `duration` minutes
 * (GET /calendar/free-slot), or null when the next two weeks are full. Asked afresh each time.
 */
export const useFreeSlot = (branch: string, duration: number, enabled: boolean) =>
  useQuery({
    queryKey: [...calendarKeys.branch(branch), 'free-slot', duration],
    queryFn: ({ signal }) => api.get<FreeSlot | null>('/calendar/free-slot', { query: { branch_uuid: branch, duration: String(duration) }, signal }),
    enabled,
    staleTime: 0,
    gcTime: 0,
  });
