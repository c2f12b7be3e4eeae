import { useTranslation } from 'react-i18next';
import { useCan } from '@dental/auth';
import type { Branch, Department } from '@dental/contracts';
import { Card } from '@dental/ui';
import { Link, useNavigate } from '@dental/ui/router';
import { DeleteCard } from '../crud/DeleteCard';
import { EntityList } from '../crud/EntityList';
import type { FieldDef } from '../crud/fields';
import { RecordForm } from '../crud/RecordForm';
import { Named } from '../crud/Swatch';
import { useRecord } from '../data/entities';
import { PATHS } from '../data/paths';
import type { EntryProps } from '../section-types';
import { branchCreateFields } from './BranchPages';

const nameField = (t: (k: string) => string): FieldDef[] => [{ name: 'name', label: t('fields.name'), required: true, span: 12 }];

export function DepartmentList() {
  const { t } = useTranslation('settings');
  const can = useCan();
  const navigate = useNavigate();
  return (
    <EntityList<Department>
      path={PATHS.departments}
      entity="clinic"
      label={t('titles.departments')}
      columns={[{ key: 'name', label: t('fields.name'), sort: 'name', render: (d) => d.name }]}
      rowName={(d) => d.name}
      rowLink={(d) => `/settings/departments/${d.uuid}/details`}
      canEdit={can('department_edit')}
      createLabel={t('create.clinic')}
      create={{ fields: nameField(t), schema: 'departmentCreateSchema', onCreated: (d) => navigate(`/settings/departments/${d.uuid}/details`) }}
      empty={{ title: t('empty.clinics_title'), text: t('empty.clinics_text') }}
    />
  );
}

export function DepartmentDetails({ params }: EntryProps) {
  const { t } = useTranslation('settings');
  const can = useCan();
  const path = `${PATHS.departments}/${params.department_uuid}`;
  const record = useRecord<Department>(path, 'clinic');
  return (
    <>
      <RecordForm<Department> path={path} entity="clinic" fields={nameField(t)} schema="departmentEditSchema" canEdit={can('department_edit')} refresh={[PATHS.departments]} />
      {can('department_edit') && record.data ? (
        <DeleteCard entity="clinic" path={path} version={record.data.version} name={record.data.name} listPath="/settings/departments" refresh={[PATHS.departments]} />
      ) : null}
    </>
  );
}

/** A clinic's settings: what belongs to it, with the way to each. */
export function DepartmentSettings({ params, base }: EntryProps) {
  const { t } = useTranslation('settings');
  const record = useRecord<Department>(`${PATHS.departments}/${params.department_uuid}`, 'clinic');
  return (
    <Card title={t('department.summary_title')}>
      <p className="settings-muted">{t('department.summary_text', { name: record.data?.name ?? '' })}</p>
      <Link to={`${base}/branches`}>{t('department.open_branches')}</Link>
    </Card>
  );
}

export function DepartmentBranches({ params }: EntryProps) {
  const { t } = useTranslation('settings');
  const can = useCan();
  const navigate = useNavigate();
  return (
    <EntityList<Branch>
      path={`${PATHS.departments}/${params.department_uuid}/branches`}
      createPath={PATHS.branches}
      itemPath={(b) => `${PATHS.branches}/${b.uuid}`}
      refresh={[PATHS.branches]}
      entity="branch"
      label={t('titles.branches')}
      columns={[
        { key: 'name', label: t('fields.name'), sort: 'name', render: (b) => <Named color={b.color}>{b.name}</Named> },
        { key: 'phone', label: t('fields.phone'), sort: 'phone', render: (b) => b.phone ?? '—' },
        { key: 'email', label: t('fields.email'), sort: 'email', render: (b) => b.email ?? '—' },
      ]}
      rowName={(b) => b.name}
      rowLink={(b) => `/settings/branches/${b.uuid}/details`}
      canEdit={can('branch_edit')}
      createLabel={t('create.branch')}
      create={{
        fields: branchCreateFields(t, false),
        schema: 'branchCreateSchema',
        defaults: { time_zone: 'Europe/Riga' },
        extraBody: { department_uuid: params.department_uuid },
        onCreated: (b) => navigate(`/settings/branches/${b.uuid}/details`),
      }}
      empty={{ title: t('empty.branches_title'), text: t('empty.branches_text') }}
    />
  );
}
