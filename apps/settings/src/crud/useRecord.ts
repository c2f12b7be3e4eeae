import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@dental/ui';
import { api } from '@dental/api-client';
import { keyOf } from './keys';
import type { EntityKey } from './useEntityActions';

/** One record (or one answer) of the API, with the entity's load-failure toast. */
export function useRecord<T>(path: string | null, entity: EntityKey) {
  const { t } = useTranslation('settings');
  const query = useQuery({
    queryKey: keyOf(path ?? ''),
    queryFn: ({ signal }) => api.get<T>(path as string, { signal }),
    enabled: Boolean(path),
  });
  useEffect(() => {
    if (query.isError) toast.error(t(`toasts.${entity}.load_failed`));
  }, [query.isError, entity, t]);
  return query;
}
