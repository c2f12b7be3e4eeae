import { useQuery } from '@tanstack/react-query';
import { api } from '@dental/api-client';
import type { StaffMember } from '@dental/contracts';

/**
 * Doctors (position type 1) or assistants (2) to choose from: one look-up of the company's active
 * staff (GET /api/meta/staff, any signed-in user), filtered here, shared by every picker.
 */
export const useStaff = (type: 1 | 2) =>
  useQuery({
    queryKey: ['meta', 'staff'],
    queryFn: () => api.get<StaffMember[]>('/meta/staff'),
    staleTime: 5 * 60_000,
    select: (staff) => staff.filter((member) => member.position_types.includes(type)),
  });
