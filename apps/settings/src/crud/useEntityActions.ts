import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@dental/api-client';
import type settingsTexts from '@dental/i18n/bundles/settings';
import { toast } from '@dental/ui';
import { api } from '@dental/api-client';
import { keyOf } from './keys';

/** The entities with their own success and failure messages (spec section 8). */
export type EntityKey = keyof (typeof settingsTexts)['en']['toasts'];

type Action = 'create' | 'update' | 'delete';
const DONE = { create: 'created', update: 'updated', delete: 'deleted' } as const;
const FAILED = { create: 'create_failed', update: 'update_failed', delete: 'delete_failed' } as const;

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
