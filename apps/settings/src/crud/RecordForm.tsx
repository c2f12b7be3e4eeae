import type { ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Card, ErrorCard, LoadingBlock } from '@dental/ui';
import { useEntityActions, useRecord, type EntityKey } from '../data/entities';
import { keyOf } from '../data/keys';
import { EntityForm } from './EntityForm';
import type { FieldDef } from './fields';
import type { SchemaName } from './validate';

/**
 * One record's form on its own tab: loads it, edits it (PATCH or PUT with its version), shows it
 * read-only without the edit permission.
 */
export function RecordForm<T extends { version: number }>({
  path,
  savePath = path,
  entity,
  fields,
  schema,
  canEdit,
  method = 'patch',
  title,
  refresh = [],
  toInitial = (record) => record,
  toRequest,
  children,
}: {
  path: string;
  savePath?: string;
  entity: EntityKey;
  fields: FieldDef[];
  schema?: SchemaName;
  canEdit: boolean;
  method?: 'patch' | 'put';
  title?: string;
  refresh?: string[];
  toInitial?: (record: T) => unknown;
  toRequest?: (body: Record<string, unknown>) => Record<string, unknown>;
  children?: ReactNode;
}) {
  const { t } = useTranslation('settings');
  const queryClient = useQueryClient();
  const record = useRecord<T>(path, entity);
  const actions = useEntityActions(entity, refresh);
  if (record.isPending) return <LoadingBlock />;
  if (record.isError) return <ErrorCard text={t(`toasts.${entity}.load_failed`)} onRetry={() => void record.refetch()} retrying={record.isFetching} />;
  return (
    <Card title={title}>
      <EntityForm
        fields={fields}
        initial={toInitial(record.data)}
        version={record.data.version}
        schema={schema}
        readOnly={!canEdit}
        toRequest={toRequest}
        onSubmit={async (body) => {
          const saved = await (method === 'put' ? actions.put<T>(savePath, body) : actions.update<T>(savePath, body));
          if (saved) queryClient.setQueryData(keyOf(path), saved);
        }}
        onReload={async () => {
          const fresh = await record.refetch();
          return fresh.data ? (toInitial(fresh.data) as { version: number }) : undefined;
        }}
      />
      {children}
    </Card>
  );
}
