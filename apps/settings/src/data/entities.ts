import { useEffect } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, isApiError, type Query } from '@dental/api-client';
import type settingsTexts from '@dental/i18n/bundles/settings';
import { toast } from '@dental/ui';
import type { Option } from '../crud/fields';
import { keyOf } from './keys';

/**
 * The settings entities (clinics, branches, users, positions, catalogue, tooth statuses,
 * questionnaires...) are one concept here: every screen is a path of data/paths.ts read and
 * written with the same hooks, typed by the caller with the contract's type of that entity
 * (`useRecord<Branch>(...)`). Keys are the path's segments (data/keys.ts).
 */

/** The entities with their own success and failure messages (docs/spec.md §8). */
export type EntityKey = keyof (typeof settingsTexts)['en']['toasts'];

type Action = 'create' | 'update' | 'delete';
const DONE = { create: 'created', update: 'updated', delete: 'deleted' } as const;
const FAILED = { create: 'create_failed', update: 'update_failed', delete: 'delete_failed' } as const;

/** One page of a collection (an unpaged answer is read as one complete page). */
export const useEntityPage = <T>(path: string, params: Query | undefined) =>
  useQuery({
    queryKey: [...keyOf(path), 'list', params],
    queryFn: ({ signal }) => api.page<T>(path, params, { signal }),
    placeholderData: keepPreviousData,
  });

/** One entry as the server holds it now (a dialog's "load their version" after a 409). */
export const fetchEntity = <T>(path: string) => api.get<T>(path);

/** One record (or one answer) of the API, without a toast: the entry page's title shares its cache with the tab. */
export const useEntry = <T>(path: string | null | undefined) =>
  useQuery({ queryKey: keyOf(path ?? ''), queryFn: ({ signal }) => api.get<T>(path as string, { signal }), enabled: Boolean(path) });

/** One record (or one answer) of the API, with the entity's load-failure toast. */
export function useRecord<T>(path: string | null, entity: EntityKey) {
  const { t } = useTranslation('settings');
  const query = useEntry<T>(path);
  useEffect(() => {
    if (query.isError) toast.error(t(`toasts.${entity}.load_failed`));
  }, [query.isError, entity, t]);
  return query;
}

/** Entries of another list as choices (positions, branches, categories...): all of them, by name. */
export function useChoices<T extends { uuid: string }>(path: string | null, label: (row: T) => string, enabled = true): { options: Option[]; rows: T[]; loading: boolean } {
  const query = useQuery({
    queryKey: [...keyOf(path ?? ''), 'list', 'choices'],
    queryFn: ({ signal }) => api.all<T>(path as string, { sort: 'name' }, { signal }),
    enabled: enabled && Boolean(path),
    staleTime: 60_000,
  });
  const rows = query.data ?? [];
  return { options: rows.map((row) => ({ value: row.uuid, label: label(row) })), rows, loading: query.isPending };
}

/**
 * Writes of one entity: each shows the spec's per-entity success or failure toast and refreshes
 * the given collections. Failures are rethrown, so a form can still mark its fields.
 */
export function useEntityActions(entity: EntityKey, refresh: string[]) {
  const { t } = useTranslation('settings');
  const queryClient = useQueryClient();

  async function run<T>(action: Action, call: () => Promise<T>): Promise<T> {
    try {
      const result = await call();
      toast.success(t(`toasts.${entity}.${DONE[action]}`));
      await Promise.all(refresh.map((path) => queryClient.invalidateQueries({ queryKey: keyOf(path) })));
      return result;
    } catch (error) {
      const reason = isApiError(error) && error.status !== 400 ? ` ${error.message}` : '';
      toast.error(`${t(`toasts.${entity}.${FAILED[action]}`)}${reason}`);
      throw error;
    }
  }

  return {
    create: <T>(path: string, body: unknown) => run('create', () => api.post<T>(path, body)),
    update: <T>(path: string, body: unknown) => run('update', () => api.patch<T>(path, body)),
    put: <T>(path: string, body: unknown) => run('update', () => api.put<T>(path, body)),
    remove: (path: string, version?: number) => run('delete', () => api.delete<void>(path, { query: { version } })),
  };
}
