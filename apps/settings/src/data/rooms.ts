import { useQueries } from '@tanstack/react-query';
import { api } from '@dental/api-client';
import type { Room } from '@dental/contracts';
import { keyOf } from './keys';
import { PATHS } from './paths';

/** The rooms of each of the given branches (as choices: every room, in their order), one query per branch. */
export const useRoomsOf = (branches: readonly { uuid: string }[]) =>
  useQueries({
    queries: branches.map((b) => ({
      queryKey: [...keyOf(`${PATHS.branches}/${b.uuid}/rooms`), 'list', 'choices'],
      queryFn: () => api.all<Room>(`${PATHS.branches}/${b.uuid}/rooms`, { sort: 'sort_order' }),
      staleTime: 60_000,
    })),
  });
