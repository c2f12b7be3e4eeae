import { useRef, useState } from 'react';
import type { TFunction } from 'i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCan } from '@dental/auth';
import type { Branch, BranchSettings, Department, Room } from '@dental/contracts';
import { Button, Card } from '@dental/ui';
import { useNavigate } from '@dental/ui/router';
import { LOGO_MAX_BYTES, ROOM_KINDS, SLOT_DURATIONS } from '@dental/contracts/values';
import { timeZoneNames } from '@dental/domain-time';
import { DeleteCard } from '../crud/DeleteCard';
import { EntityList } from '../crud/EntityList';
import type { FieldDef } from '../crud/fields';
import { RecordForm } from '../crud/RecordForm';
import { Named } from '../crud/Swatch';
import { useChoices, useEntityActions, useRecord } from '../data/entities';
import { keyOf } from '../data/keys';
import { PATHS } from '../data/paths';
import { choice, choices } from '../options';
import type { EntryProps } from '../section-types';
import { AbsenceList } from './AbsenceList';

const zoneOptions = () => timeZoneNames().map((zone) => ({ value: zone, label: zone }));

/** A new branch: what it is called, where it belongs, its time zone and colour; the rest on its page. */
export function branchCreateFields(t: TFunction, withDepartment: boolean, departments: { value: string; label: string }[] = []): FieldDef[] {
  return [
    { name: 'name', label: t('settings:fields.name'), required: true },
    ...(withDepartment ? [{ name: 'department_uuid', label: t('settings:fields.department'), kind: 'select' as const, required: true, options: departments }] : []),
    { name: 'time_zone', label: t('settings:fields.time_zone'), kind: 'select', required: true, options: zoneOptions() },
    { name: 'color', label: t('settings:fields.color'), kind: 'color' },
    { name: 'phone', label: t('settings:fields.phone') },
    { name: 'email', label: t('settings:fields.email'), kind: 'email' },
  ];
}

function branchFields(t: TFunction): FieldDef[] {
  const f = (name: string, extra: Partial<FieldDef> = {}): FieldDef => ({ name, label: t(`settings:fields.${name}`), ...extra });
  return [
    f('name', { required: true }),
    f('time_zone', { kind: 'select', required: true, options: zoneOptions() }),
    f('email', { kind: 'email' }),
    f('phone'),
    f('company_name'),
    f('company_number'),
    f('vat_number'),
    f('bank_name'),
    f('bank_code'),
    f('bank_swift'),
    f('iban'),
    f('invoice_template', { hint: t('settings:hints.invoice_template') }),
    f('address_declared', { span: 12 }),
    f('address_actual', { span: 12 }),
    f('color', { kind: 'color' }),
  ];
}

export function BranchList() {
  const { t } = useTranslation('settings');
  const can = useCan();
  const navigate = useNavigate();
  const departments = useChoices<Department>(PATHS.departments, (d) => d.name);
  const departmentName = (uuid: string) => departments.rows.find((d) => d.uuid === uuid)?.name ?? '—';
  return (
    <EntityList<Branch>
      path={PATHS.branches}
      entity="branch"
      label={t('titles.branches')}
      columns={[
        { key: 'name', label: t('fields.name'), sort: 'name', render: (b) => <Named color={b.color}>{b.name}</Named> },
        { key: 'department', label: t('fields.department'), render: (b) => departmentName(b.department_uuid) },
        { key: 'phone', label: t('fields.phone'), sort: 'phone', render: (b) => b.phone ?? '—' },
        { key: 'email', label: t('fields.email'), sort: 'email', render: (b) => b.email ?? '—' },
        { key: 'time_zone', label: t('fields.time_zone'), render: (b) => b.time_zone },
      ]}
      rowName={(b) => b.name}
      rowLink={(b) => `/settings/branches/${b.uuid}/details`}
      canEdit={can('branch_edit')}
      createLabel={t('create.branch')}
      create={{
        fields: branchCreateFields(t, true, departments.options),
        schema: 'branchCreateSchema',
        defaults: { time_zone: 'Europe/Riga', department_uuid: departments.options.length === 1 ? departments.options[0].value : '' },
        onCreated: (b) => navigate(`/settings/branches/${b.uuid}/details`),
      }}
      empty={{ title: t('empty.branches_title'), text: t('empty.branches_text') }}
    />
  );
}

export function BranchDetails({ params }: EntryProps) {
  const { t } = useTranslation('settings');
  const can = useCan();
  const path = `${PATHS.branches}/${params.branch_uuid}`;
  const record = useRecord<Branch>(path, 'branch');
  return (
    <>
      <RecordForm<Branch> path={path} entity="branch" fields={branchFields(t)} schema="branchEditSchema" canEdit={can('branch_edit')} refresh={[PATHS.branches, 'meta/branches']} />
      {record.data ? <LogoCard branch={record.data} canEdit={can('branch_edit')} /> : null}
      {can('branch_edit') && record.data ? (
        <DeleteCard entity="branch" path={path} version={record.data.version} name={record.data.name} listPath="/settings/branches" refresh={[PATHS.branches, 'meta/branches']} />
      ) : null}
    </>
  );
}

/** The branch logo (on invoices): a small image uploaded on its own, or removed. */
function LogoCard({ branch, canEdit }: { branch: Branch; canEdit: boolean }) {
  const { t } = useTranslation('settings');
  const queryClient = useQueryClient();
  const actions = useEntityActions('branch', [PATHS.branches]);
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const path = `${PATHS.branches}/${branch.uuid}`;

  const save = async (logo: string | null) => {
    setError(null);
    try {
      const saved = await actions.put<Branch>(`${path}/logo`, { logo, version: branch.version });
      queryClient.setQueryData(keyOf(path), saved);
    } catch (e) {
      setError(e instanceof Error ? e.message : null);
    }
  };

  const pick = (file: File | undefined) => {
    if (!file) return;
    if (!/^image\/(png|jpeg|gif|webp)$/.test(file.type) || file.size > LOGO_MAX_BYTES) {
      setError(t('errors:invalid_image'));
      return;
    }
    const reader = new FileReader();
    reader.onload = () => void save(String(reader.result));
    reader.readAsDataURL(file);
  };

  return (
    <Card title={t('fields.logo')}>
      <div className="settings-logo">
        <div className="settings-logo__preview">{branch.logo ? <img src={branch.logo} alt={t('branch.logo_alt', { name: branch.name })} /> : <span>{t('branch.no_logo')}</span>}</div>
        <div>
          <p className="settings-muted">{t('hints.logo')}</p>
          {error ? (
            <p className="dc-form-item__error" role="alert">
              {error}
            </p>
          ) : null}
          {canEdit ? (
            <div className="settings-inline-actions">
              <input ref={input} type="file" accept="image/png,image/jpeg,image/gif,image/webp" hidden onChange={(e) => pick(e.target.files?.[0])} aria-label={t('actions.upload_logo')} />
              <Button variant="secondary" onClick={() => input.current?.click()}>
                {t('actions.upload_logo')}
              </Button>
              {branch.logo ? (
                <Button variant="ghost" onClick={() => void save(null)}>
                  {t('actions.remove_logo')}
                </Button>
              ) : null}
            </div>
          ) : null}
        </div>
      </div>
    </Card>
  );
}

export function BranchRooms({ params }: EntryProps) {
  const { t } = useTranslation('settings');
  const can = useCan();
  const fields: FieldDef[] = [
    { name: 'name', label: t('fields.name'), required: true },
    { name: 'hidden', label: t('fields.room_kind'), kind: 'select', numeric: true, required: true, options: choices(t, 'room_kind', ROOM_KINDS) },
    { name: 'color', label: t('fields.color'), kind: 'color' },
    { name: 'sort_order', label: t('fields.sort_order'), kind: 'number', min: 0 },
  ];
  return (
    <EntityList<Room>
      path={`${PATHS.branches}/${params.branch_uuid}/rooms`}
      entity="room"
      label={t('tabs.rooms')}
      defaultSort="sort_order"
      columns={[
        { key: 'name', label: t('fields.name'), sort: 'name', render: (r) => <Named color={r.color}>{r.name}</Named> },
        { key: 'hidden', label: t('fields.room_kind'), sort: 'hidden', render: (r) => choice(t, 'room_kind', r.hidden) },
        { key: 'sort_order', label: t('fields.sort_order'), sort: 'sort_order', render: (r) => r.sort_order },
      ]}
      rowName={(r) => r.name}
      canEdit={can('branch_edit')}
      createLabel={t('create.room')}
      create={{ fields, schema: 'roomCreateSchema', defaults: { hidden: 0 } }}
      edit={{ fields, schema: 'roomEditSchema' }}
      empty={{ title: t('empty.rooms_title'), text: t('empty.rooms_text') }}
    />
  );
}

export function BranchHolidays({ params }: EntryProps) {
  const can = useCan();
  const branch = params.branch_uuid;
  return <AbsenceList kind="holiday" path={`${PATHS.branches}/${branch}/holidays`} canEdit={can('branch_edit')} owner={branch ? { kind: 'holiday', branch } : null} />;
}

export function BranchSettingsTab({ params }: EntryProps) {
  const { t } = useTranslation('settings');
  const can = useCan();
  const path = `${PATHS.branches}/${params.branch_uuid}/settings`;
  const fields: FieldDef[] = [
    { name: 'calendar_room_count', label: t('fields.calendar_room_count'), kind: 'number', required: true, min: 1, max: 30, hint: t('hints.room_count') },
    { name: 'planner_room_count', label: t('fields.planner_room_count'), kind: 'number', required: true, min: 1, max: 30, hint: t('hints.room_count') },
    { name: 'slot_duration', label: t('fields.slot_duration'), kind: 'select', numeric: true, required: true, options: SLOT_DURATIONS.map((m) => ({ value: String(m), label: t('units.minutes', { count: m }) })) },
    { name: 'time_buffer', label: t('fields.time_buffer'), kind: 'number', required: true, min: 0, max: 6, hint: t('hints.time_buffer') },
  ];
  return <RecordForm<BranchSettings> path={path} entity="settings" method="put" fields={fields} schema="branchSettingsEditSchema" canEdit={can('branch_edit')} title={t('branch.calendar_settings')} />;
}

export { BranchWorkingHours } from './BranchWorkingHours';

