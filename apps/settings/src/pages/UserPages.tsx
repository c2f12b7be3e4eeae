import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useStaff } from '@dental/api-client';
import { useCan, useSession } from '@dental/auth';
import type { Branch, Position, Speciality, UserDetails, UserSettings } from '@dental/contracts';
import { Avatar } from '@dental/ui';
import { useNavigate } from '@dental/ui/router';
import { LANGUAGES, SLOT_DURATIONS, USER_STATUSES } from '@dental/contracts/values';
import { DeleteCard } from '../crud/DeleteCard';
import { EntityList } from '../crud/EntityList';
import type { FieldDef, Option } from '../crud/fields';
import { RecordForm } from '../crud/RecordForm';
import { useChoices, useRecord } from '../data/entities';
import { PATHS } from '../data/paths';
import { choice, choices } from '../options';
import type { EntryProps } from '../section-types';
import { AbsenceList } from './AbsenceList';

export { UserWorkingHours } from './UserWorkingHours';

export const fullName = (u: { first_name: string; last_name: string }) => `${u.first_name} ${u.last_name}`.trim();

/** The username rules of docs/spec.md §5, shown on the field. */
const usernameField = (t: TFunction): FieldDef => ({
  name: 'username',
  label: t('settings:fields.username'),
  required: true,
  requiredMessage: t('errors:USERNAME_REQUIRED'),
  hint: t('settings:hints.username'),
  autoComplete: 'off',
});

/** The profile fields (docs/spec.md §3) without the lists of positions, specialities and branches. */
export function profileFields(t: TFunction, creating: boolean): FieldDef[] {
  const f = (name: string, extra: Partial<FieldDef> = {}): FieldDef => ({ name, label: t(`settings:fields.${name}`), ...extra });
  return [
    usernameField(t),
    f('password', { kind: 'password', required: creating, omitEmpty: !creating, hint: t(creating ? 'settings:hints.password_new' : 'settings:hints.password_keep') }),
    f('first_name', { required: true }),
    f('last_name', { required: true }),
    f('email', { kind: 'email' }),
    f('phone'),
    ...(creating
      ? []
      : [
          f('address', { span: 12 }),
          f('personal_code'),
          f('certificate'),
          f('certificate_date', { kind: 'date' }),
          f('sanitary_book'),
          f('default_duration', { kind: 'number', min: 5, max: 480, hint: t('settings:hints.default_duration') }),
          f('user_status', { kind: 'select', numeric: true, required: true, options: choices(t, 'user_status', USER_STATUSES) }),
          f('style.color', { kind: 'color' }),
        ]),
  ];
}

function useUserChoices() {
  const positions = useChoices<Position>(PATHS.roles, (p) => p.name);
  const branches = useChoices<Branch>(PATHS.branches, (b) => b.name);
  const specialities = useChoices<Speciality>(PATHS.specialities, (s) => s.name);
  return { positions: positions.options, branches: branches.options, specialities: specialities.options };
}

function listFields(t: TFunction, options: { positions: Option[]; branches: Option[]; specialities: Option[] }): FieldDef[] {
  return [
    { name: 'position_uuids', label: t('settings:fields.positions'), kind: 'checks', options: options.positions },
    { name: 'branch_uuids', label: t('settings:fields.branches'), kind: 'checks', options: options.branches, hint: t('settings:hints.branches') },
    { name: 'speciality_uuids', label: t('settings:fields.specialities'), kind: 'checks', options: options.specialities },
  ];
}

/** A user's lists as the form's id lists. */
export const userInitial = (u: UserDetails) => ({
  ...u,
  position_uuids: u.positions.map((p) => p.uuid),
  branch_uuids: u.branches.map((b) => b.uuid),
  speciality_uuids: u.specialities.map((s) => s.uuid),
});

export function userColumns(t: TFunction) {
  return [
    {
      key: 'name',
      label: t('settings:fields.name'),
      sort: 'last_name',
      render: (u: UserDetails) => (
        <span className="settings-named">
          <span aria-hidden="true">
            <Avatar username={fullName(u)} color={u.style.color ?? undefined} size={28} />
          </span>
          {fullName(u)}
        </span>
      ),
    },
    { key: 'username', label: t('settings:fields.username'), sort: 'username', render: (u: UserDetails) => u.username },
    { key: 'positions', label: t('settings:fields.positions'), render: (u: UserDetails) => u.positions.map((p) => p.name).join(', ') || '—' },
    { key: 'status', label: t('settings:fields.user_status'), sort: 'user_status', render: (u: UserDetails) => <span className={`settings-badge settings-badge--${u.user_status ? 'on' : 'off'}`}>{choice(t, 'user_status', u.user_status)}</span> },
  ];
}

export function UserList() {
  const { t } = useTranslation('settings');
  const can = useCan();
  const navigate = useNavigate();
  const options = useUserChoices();
  const me = useSession((s) => s.me);
  return (
    <EntityList<UserDetails>
      canDelete={(u) => u.uuid !== me?.uuid}
      path={PATHS.users}
      entity="user"
      label={t('titles.users')}
      defaultSort="last_name"
      columns={[...userColumns(t).slice(0, 3), { key: 'branches', label: t('fields.branches'), render: (u) => u.branches.map((b) => b.name).join(', ') || '—' }, userColumns(t)[3]]}
      rowName={fullName}
      rowLink={(u) => `/settings/users/${u.uuid}/details`}
      canEdit={can('user_edit')}
      createLabel={t('create.user')}
      create={{
        fields: [...profileFields(t, true), ...listFields(t, options)],
        schema: 'userCreateSchema',
        defaults: { position_uuids: [], branch_uuids: [], speciality_uuids: [] },
        onCreated: (u) => navigate(`/settings/users/${u.uuid}/details`),
      }}
      empty={{ title: t('empty.users_title'), text: t('empty.users_text') }}
    />
  );
}

export function UserProfile({ params }: EntryProps) {
  const { t } = useTranslation('settings');
  const can = useCan();
  const me = useSession((s) => s.me);
  const options = useUserChoices();
  const path = `${PATHS.users}/${params.user_uuid}`;
  const record = useRecord<UserDetails>(path, 'user');
  return (
    <>
      <RecordForm<UserDetails>
        path={path}
        entity="user"
        fields={[...profileFields(t, false), ...listFields(t, options)]}
        schema="userEditSchema"
        canEdit={can('user_edit')}
        refresh={[PATHS.users]}
        toInitial={userInitial}
      />
      {can('user_edit') && record.data && record.data.uuid !== me?.uuid ? (
        <DeleteCard entity="user" path={path} version={record.data.version} name={fullName(record.data)} listPath="/settings/users" refresh={[PATHS.users]} />
      ) : null}
    </>
  );
}

export function UserVacations({ params }: EntryProps) {
  const can = useCan();
  const user = params.user_uuid;
  // The user's branches (the staff look-up); someone no longer on it is asked about in the current branch.
  const { data: branches } = useStaff((staff) => staff.find((s) => s.uuid === user)?.branch_uuids);
  const current = useSession((s) => s.branchUuid);
  const owner = user ? { kind: 'vacation' as const, user, branches: branches?.length ? branches : current ? [current] : [] } : null;
  return <AbsenceList kind="vacation" path={`${PATHS.users}/${user}/vacations`} canEdit={can('user_edit')} owner={owner} />;
}

/** A user's own calendar and planner settings and language (the admin edits them through /admin). */
export function userSettingsFields(t: TFunction): FieldDef[] {
  const slots = SLOT_DURATIONS.map((m) => ({ value: String(m), label: t('settings:units.minutes', { count: m }) }));
  return [
    { name: 'calendar_slot_duration', label: t('settings:fields.calendar_slot_duration'), kind: 'select', numeric: true, required: true, options: slots },
    { name: 'planner_slot_duration', label: t('settings:fields.planner_slot_duration'), kind: 'select', numeric: true, required: true, options: slots },
    { name: 'calendar_time_buffer', label: t('settings:fields.calendar_time_buffer'), kind: 'number', required: true, min: 0, max: 6, hint: t('settings:hints.time_buffer') },
    { name: 'planner_time_buffer', label: t('settings:fields.planner_time_buffer'), kind: 'number', required: true, min: 0, max: 6, hint: t('settings:hints.time_buffer') },
    { name: 'language', label: t('settings:fields.language'), kind: 'select', required: true, options: LANGUAGES.map((l) => ({ value: l, label: t(`settings:options.language.${l}`) })) },
  ];
}

export function UserSettingsTab({ params }: EntryProps) {
  const { t } = useTranslation('settings');
  const can = useCan();
  return (
    <RecordForm<UserSettings>
      path={`${PATHS.users}/${params.user_uuid}/settings`}
      entity="settings"
      method="put"
      fields={userSettingsFields(t)}
      schema="userSettingsEditSchema"
      canEdit={can('user_edit')}
      title={t('user.settings_title')}
    />
  );
}
