import { useQuery } from '@tanstack/react-query';
import { api } from '@dental/api-client';
import { useCan, useSession } from '@dental/auth';
import type { UserDetails } from '@dental/contracts';

/** Doctors to filter by, as choices: the branch's active doctors (user_view); without it only the signed-in doctor. */
export function useDoctors(branch: string | null) {
  const can = useCan();
  const me = useSession((s) => s.me);
  const { data } = useQuery({
    queryKey: ['settings', 'users', 'doctors', branch],
    queryFn: () => api.get<UserDetails[]>('/settings/users', { query: { branch_uuid: branch, position_type: 1, user_status: 1, per_page: 200, sort: 'last_name' } }),
    enabled: can('user_view'),
    staleTime: 5 * 60_000,
  });
  if (data) return data.map((u) => ({ value: u.uuid, label: `${u.first_name} ${u.last_name}` }));
  return me && me.positions.some((p) => p.type === 1) ? [{ value: me.uuid, label: `${me.first_name} ${me.last_name}` }] : [];
}
