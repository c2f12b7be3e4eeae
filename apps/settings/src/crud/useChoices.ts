import { useQuery } from '@tanstack/react-query';
import { api } from '@dental/api-client';
import type { Option } from './fields';
import { keyOf } from './keys';

/** Entries of another list as choices (positions, branches, categories...): the first 200 by name. */
export function useChoices<T extends { uuid: string }>(path: string | null, label: (row: T) => string, enabled = true): { options: Option[]; rows: T[]; loading: boolean } {
  const query = useQuery({
    queryKey: [...keyOf(path ?? ''), 'list', 'choices'],
    queryFn: ({ signal }) => api.page<T>(path as string, { per_page: 200, sort: 'name' }, { signal }),
    enabled: enabled && Boolean(path),
    staleTime: 60_000,
  });
  const rows = query.data?.data ?? [];
  return { options: rows.map((row) => ({ value: row.uuid, label: label(row) })), rows, loading: query.isPending };
}
