import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useCan } from '@dental/auth';
import type { ToothCustomStatus, ToothCustomStatusGroup, ToothStatus, ToothStatusConfig } from '@dental/contracts';
import { Card } from '@dental/ui';
import { useNavigate, useSearchParams } from '@dental/ui/router';
import { TOOTH_DISPLAY_TYPES, TOOTH_ELEMENTS } from '@dental/contracts/values';
import { DeleteCard } from '../crud/DeleteCard';
import { EntityList } from '../crud/EntityList';
import type { FieldDef } from '../crud/fields';
import { RecordForm } from '../crud/RecordForm';
import { Named } from '../crud/Swatch';
import { useRecord } from '../data/entities';
import { PATHS } from '../data/paths';
import { choice, choices } from '../options';
import type { EntryProps } from '../section-types';

const f = (t: TFunction, name: string, extra: Partial<FieldDef> = {}): FieldDef => ({ name, label: t(`settings:fields.${name}`), ...extra });

/** A diagnosis: what it is called at each stage (diagnosed, planned, treated) and its colour. */
const diagnosisFields = (t: TFunction): FieldDef[] => [
  f(t, 'name', { required: true }),
  f(t, 'category', { required: true, hint: t('settings:hints.diagnosis_category') }),
  f(t, 'diagnostic_name', { required: true }),
  f(t, 'scheduled_name', { required: true }),
  f(t, 'cure_name', { required: true }),
  f(t, 'color', { kind: 'color', required: true }),
];
/** How the tooth map draws it. */
const diagnosisDrawFields = (t: TFunction): FieldDef[] => [
  f(t, 'display_type', { kind: 'select', numeric: true, required: true, options: choices(t, 'display_type', TOOTH_DISPLAY_TYPES) }),
  f(t, 'icon_text', { hint: t('settings:hints.icon_text') }),
  f(t, 'sort_order', { kind: 'number', min: 0 }),
  f(t, 'has_surface', { kind: 'checkbox', hint: t('settings:hints.has_surface') }),
];

export function DiagnosisList() {
  const { t } = useTranslation('settings');
  const can = useCan();
  const navigate = useNavigate();
  return (
    <EntityList<ToothStatus>
      path={PATHS.toothStatuses}
      entity="diagnosis"
      label={t('titles.tooth_status')}
      defaultSort="sort_order"
      columns={[
        { key: 'name', label: t('fields.name'), sort: 'name', render: (d) => <Named color={d.color}>{d.name}</Named> },
        { key: 'category', label: t('fields.category'), sort: 'category', render: (d) => d.category },
        { key: 'stages', label: t('fields.stages'), render: (d) => `${d.diagnostic_name} → ${d.scheduled_name} → ${d.cure_name}` },
        { key: 'surface', label: t('fields.has_surface'), render: (d) => t(d.has_surface ? 'yes' : 'no') },
      ]}
      rowName={(d) => d.name}
      rowLink={(d) => `/settings/tooth_status/${d.uuid}/details`}
      canEdit={can('tooth_status_edit')}
      createLabel={t('create.diagnosis')}
      create={{
        fields: [...diagnosisFields(t), ...diagnosisDrawFields(t)],
        schema: 'toothStatusCreateSchema',
        defaults: { color: '#e53935', display_type: 0, has_surface: false },
        onCreated: (d) => navigate(`/settings/tooth_status/${d.uuid}/details`),
      }}
      empty={{ title: t('empty.diagnoses_title'), text: t('empty.diagnoses_text') }}
    />
  );
}

function DiagnosisTab({ uuid, part }: { uuid: string; part: 'details' | 'settings' }) {
  const { t } = useTranslation('settings');
  const can = useCan();
  const path = `${PATHS.toothStatuses}/${uuid}`;
  const record = useRecord<ToothStatus>(path, 'diagnosis');
  return (
    <>
      <RecordForm<ToothStatus>
        path={part === 'details' ? path : `${path}/settings`}
        savePath={path}
        entity="diagnosis"
        fields={part === 'details' ? diagnosisFields(t) : diagnosisDrawFields(t)}
        schema="toothStatusEditSchema"
        canEdit={can('tooth_status_edit')}
        refresh={[PATHS.toothStatuses]}
      />
      {part === 'details' && can('tooth_status_edit') && record.data ? (
        <DeleteCard entity="diagnosis" path={path} version={record.data.version} name={record.data.name} listPath="/settings/tooth_status" refresh={[PATHS.toothStatuses]} />
      ) : null}
    </>
  );
}
export const DiagnosisDetails = ({ params }: EntryProps) => <DiagnosisTab uuid={params.tooth_status_uuid} part="details" />;
export const DiagnosisSettings = ({ params }: EntryProps) => <DiagnosisTab uuid={params.tooth_status_uuid} part="settings" />;

const customFields = (t: TFunction): FieldDef[] => [
  f(t, 'name', { required: true }),
  f(t, 'color', { kind: 'color' }),
  f(t, 'icon_text', { hint: t('settings:hints.icon_text') }),
  f(t, 'has_surface', { kind: 'checkbox', hint: t('settings:hints.has_surface') }),
];

/** Custom tooth status groups; choosing one lists its statuses below. */
export function CustomStatusList() {
  const { t } = useTranslation('settings');
  const can = useCan();
  const [search] = useSearchParams();
  const groupUuid = search.get('group');
  const groupFields: FieldDef[] = [f(t, 'name', { required: true }), f(t, 'sort_order', { kind: 'number', min: 0 })];
  const group = useRecord<ToothCustomStatusGroup>(groupUuid ? `${PATHS.toothCustomGroups}/${groupUuid}` : null, 'status');
  return (
    <>
      <EntityList<ToothCustomStatusGroup>
        path={PATHS.toothCustomGroups}
        entity="status_group"
        label={t('titles.status_groups')}
        defaultSort="sort_order"
        columns={[{ key: 'name', label: t('fields.group'), sort: 'name', render: (g) => <span aria-current={g.uuid === groupUuid ? 'true' : undefined}>{g.name}</span> }]}
        rowName={(g) => g.name}
        rowLink={(g) => `/settings/tooth-custom-status?group=${g.uuid}`}
        canEdit={can('tooth_status_edit')}
        createLabel={t('create.status_group')}
        create={{ fields: groupFields, schema: 'toothCustomStatusGroupCreateSchema' }}
        edit={{ fields: groupFields, schema: 'toothCustomStatusGroupEditSchema' }}
        empty={{ title: t('empty.status_groups_title'), text: t('empty.status_groups_text') }}
      />
      {groupUuid && group.data ? (
        <Card title={t('custom.statuses_of', { name: group.data.name })}>
          <EntityList<ToothCustomStatus>
            key={groupUuid}
            path={`${PATHS.toothCustomGroups}/${groupUuid}/statuses`}
            entity="status"
            label={t('custom.statuses_of', { name: group.data.name })}
            columns={[
              { key: 'name', label: t('fields.name'), sort: 'name', render: (s) => <Named color={s.color}>{s.name}</Named> },
              { key: 'icon', label: t('fields.icon_text'), render: (s) => s.icon_text ?? '' },
              { key: 'surface', label: t('fields.has_surface'), render: (s) => t(s.has_surface ? 'yes' : 'no') },
            ]}
            rowName={(s) => s.name}
            rowLink={(s) => `/settings/tooth-custom-status/${groupUuid}/${s.uuid}/details`}
            canEdit={can('tooth_status_edit')}
            createLabel={t('create.status')}
            create={{ fields: customFields(t), schema: 'toothCustomStatusCreateSchema', defaults: { has_surface: false } }}
            edit={{ fields: customFields(t), schema: 'toothCustomStatusEditSchema' }}
            empty={{ title: t('empty.statuses_title'), text: t('empty.statuses_text') }}
          />
        </Card>
      ) : (
        <p className="settings-muted">{t('custom.choose_group')}</p>
      )}
    </>
  );
}

export function CustomStatusDetails({ params }: EntryProps) {
  const { t } = useTranslation('settings');
  const can = useCan();
  const list = `${PATHS.toothCustomGroups}/${params.tooth_custom_status_group_uuid}/statuses`;
  const path = `${list}/${params.tooth_custom_status_uuid}`;
  const record = useRecord<ToothCustomStatus>(path, 'status');
  return (
    <>
      <RecordForm<ToothCustomStatus> path={path} entity="status" fields={customFields(t)} schema="toothCustomStatusEditSchema" canEdit={can('tooth_status_edit')} refresh={[list]} />
      {can('tooth_status_edit') && record.data ? (
        <DeleteCard
          entity="status"
          path={path}
          version={record.data.version}
          name={record.data.name}
          listPath={`/settings/tooth-custom-status?group=${params.tooth_custom_status_group_uuid}`}
          refresh={[list]}
        />
      ) : null}
    </>
  );
}

const configFields = (t: TFunction): FieldDef[] => [
  f(t, 'name', { required: true }),
  f(t, 'element', { kind: 'select', required: true, options: choices(t, 'element', TOOTH_ELEMENTS) }),
];
const configActiveFields = (t: TFunction): FieldDef[] => [f(t, 'active', { kind: 'checkbox', hint: t('settings:hints.active') })];

export function StatusConfigList() {
  const { t } = useTranslation('settings');
  const can = useCan();
  return (
    <EntityList<ToothStatusConfig>
      path={PATHS.toothConfig}
      entity="status"
      label={t('titles.status_config')}
      columns={[
        { key: 'name', label: t('fields.name'), sort: 'name', render: (c) => c.name },
        { key: 'element', label: t('fields.element'), sort: 'element', render: (c) => choice(t, 'element', c.element) },
        { key: 'active', label: t('fields.active'), sort: 'active', render: (c) => <span className={`settings-badge settings-badge--${c.active ? 'on' : 'off'}`}>{t(c.active ? 'yes' : 'no')}</span> },
      ]}
      rowName={(c) => c.name}
      rowLink={(c) => `/settings/status-config/${c.uuid}/details`}
      canEdit={can('tooth_status_edit')}
      createLabel={t('create.status_config')}
      create={{ fields: [...configFields(t), ...configActiveFields(t)], schema: 'toothStatusConfigCreateSchema', defaults: { element: 'tooth', active: true } }}
      empty={{ title: t('empty.status_config_title'), text: t('empty.status_config_text') }}
    />
  );
}

function ConfigTab({ uuid, part }: { uuid: string; part: 'details' | 'settings' }) {
  const { t } = useTranslation('settings');
  const can = useCan();
  const path = `${PATHS.toothConfig}/${uuid}`;
  const record = useRecord<ToothStatusConfig>(path, 'status');
  return (
    <>
      <RecordForm<ToothStatusConfig>
        path={part === 'details' ? path : `${path}/settings`}
        savePath={path}
        entity="status"
        fields={part === 'details' ? configFields(t) : configActiveFields(t)}
        schema="toothStatusConfigEditSchema"
        canEdit={can('tooth_status_edit')}
        refresh={[PATHS.toothConfig]}
      />
      {part === 'details' && can('tooth_status_edit') && record.data ? (
        <DeleteCard entity="status" path={path} version={record.data.version} name={record.data.name} listPath="/settings/status-config" refresh={[PATHS.toothConfig]} />
      ) : null}
    </>
  );
}
export const StatusConfigDetails = ({ params }: EntryProps) => <ConfigTab uuid={params.tooth_status_uuid} part="details" />;
export const StatusConfigSettings = ({ params }: EntryProps) => <ConfigTab uuid={params.tooth_status_uuid} part="settings" />;
