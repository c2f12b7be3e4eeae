import { useQuery } from '@tanstack/react-query';
import type { StaffMember } from '@dental/contracts';
import { api } from './default-client';

/** One cache entry for the staff look-up, whichever remote asks first. */
export const STAFF_QUERY_KEY = ['meta', 'staff'] as const;

/**
 * The company's active staff (GET /api/meta/staff, any signed-in user, no contact data): the one
 * way every doctor and assistant picker finds people. The answer is whole (never paged), so no
 * picker is silently cut short; `select` narrows it (a position type, a branch) per screen.
 */
export function useStaff<T = StaffMember[]>(select?: (staff: StaffMember[]) => T) {
  return useQuery({
    queryKey: STAFF_QUERY_KEY,
    queryFn: () => api.get<StaffMember[]>('/meta/staff'),
    staleTime: 5 * 60_000,
    select,
  });
}
