import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useCan } from '@dental/auth';
import type { Permission, Position } from '@dental/contracts';
import { Button, ErrorCard, LoadingBlock } from '@dental/ui';
import { useNavigate } from '@dental/ui/router';
import { POSITION_TYPES } from '@dental/contracts/values';
import { DeleteCard } from '../crud/DeleteCard';
import { EntityList } from '../crud/EntityList';
import type { FieldDef } from '../crud/fields';
import { RecordForm } from '../crud/RecordForm';
import { useVersionedSave, VersionedFormCard } from '../crud/useVersionedSave';
import { useEntityActions, useRecord } from '../data/entities';
import { PATHS } from '../data/paths';
import { choice, choices } from '../options';
import type { EntryProps } from '../section-types';
import { PermissionMatrix } from './PermissionMatrix';

const positionFields = (t: TFunction): FieldDef[] => [
  { name: 'name', label: t('settings:fields.name'), required: true },
  { name: 'type', label: t('settings:fields.position_type'), kind: 'select', numeric: true, required: true, options: choices(t, 'position_type', POSITION_TYPES) },
];

export function PositionList() {
  const { t } = useTranslation('settings');
  const can = useCan();
  const navigate = useNavigate();
  return (
    <EntityList<Position>
      path={PATHS.roles}
      entity="position"
      label={t('titles.roles')}
      columns={[
        { key: 'name', label: t('fields.name'), sort: 'name', render: (p) => p.name },
        { key: 'type', label: t('fields.position_type'), sort: 'type', render: (p) => choice(t, 'position_type', p.type) },
        { key: 'permissions', label: t('fields.permissions'), render: (p) => p.permissions.length },
        { key: 'users', label: t('fields.user_count'), render: (p) => p.user_count },
      ]}
      rowName={(p) => p.name}
      rowLink={(p) => `/settings/roles/${p.uuid}/details`}
      canEdit={can('role_edit')}
      createLabel={t('create.position')}
      create={{ fields: positionFields(t), schema: 'positionCreateSchema', defaults: { type: 1 }, onCreated: (p) => navigate(`/settings/roles/${p.uuid}/settings`) }}
      empty={{ title: t('empty.positions_title'), text: t('empty.positions_text') }}
    />
  );
}

export function PositionDetails({ params }: EntryProps) {
  const { t } = useTranslation('settings');
  const can = useCan();
  const path = `${PATHS.roles}/${params.role_uuid}`;
  const record = useRecord<Position>(path, 'position');
  return (
    <>
      <RecordForm<Position> path={path} entity="position" fields={positionFields(t)} schema="positionEditSchema" canEdit={can('role_edit')} refresh={[PATHS.roles]} />
      {can('role_edit') && record.data ? (
        <DeleteCard entity="position" path={path} version={record.data.version} name={record.data.name} listPath="/settings/roles" refresh={[PATHS.roles]} />
      ) : null}
    </>
  );
}

/** The permission matrix of a position (role_settings_view to see, role_edit to change). */
export function PositionPermissions({ params }: EntryProps) {
  const { t } = useTranslation('settings');
  const can = useCan();
  const canEdit = can('role_edit');
  const path = `${PATHS.roles}/${params.role_uuid}/settings`;
  const record = useRecord<Position>(path, 'position');
  const actions = useEntityActions('position', [PATHS.roles]);
  const [chosen, setChosen] = useState<Permission[] | null>(null);
  const value = chosen ?? record.data?.permissions ?? [];
  const saving = useVersionedSave({
    path,
    record,
    write: (version) => actions.update<Position>(`${PATHS.roles}/${params.role_uuid}`, { permissions: value, version }),
    onLoadTheirs: () => setChosen(null),
  });
  if (record.isPending) return <LoadingBlock />;
  if (record.isError) return <ErrorCard text={t('toasts.position.load_failed')} onRetry={() => void record.refetch()} />;

  return (
    <VersionedFormCard
      title={t('roles.matrix_title', { name: record.data.name })}
      canEdit={canEdit}
      saving={saving}
      onSubmit={() => void saving.save(record.data.version)}
      actions={
        <Button variant="secondary" disabled={chosen === null} onClick={() => setChosen(null)}>
          {t('actions.reset')}
        </Button>
      }
    >
      <PermissionMatrix value={value} onChange={setChosen} disabled={!canEdit} />
    </VersionedFormCard>
  );
}
