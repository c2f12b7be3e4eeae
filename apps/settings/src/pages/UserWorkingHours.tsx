import { useTranslation } from 'react-i18next';
import { useCan } from '@dental/auth';
import type { UserDetails, WorkTemplate } from '@dental/contracts';
import { Card, EmptyState, IconCalendar, LoadingBlock } from '@dental/ui';
import { WEEKDAYS } from '@dental/contracts/values';
import { EntityList } from '../crud/EntityList';
import type { FieldDef } from '../crud/fields';
import { useRecord } from '../data/entities';
import { PATHS } from '../data/paths';
import { useRoomsOf } from '../data/rooms';
import { choice, choices } from '../options';
import type { EntryProps } from '../section-types';

/**
 * A user's weekly working time: per weekday, a time range in one of their branches (and room).
 * Without an active branch there is nothing to plan: 'User has not active branches!'.
 */
export function UserWorkingHours({ params }: EntryProps) {
  const { t } = useTranslation('settings');
  const can = useCan();
  const user = useRecord<UserDetails>(`${PATHS.users}/${params.user_uuid}`, 'user');
  const branches = user.data?.branches ?? [];
  const rooms = useRoomsOf(branches);
  if (user.isPending) return <LoadingBlock />;
  if (branches.length === 0) {
    return (
      <Card>
        <EmptyState icon={<IconCalendar size={28} />} title={t('errors:USER_NO_ACTIVE_BRANCHES')} text={t('user.no_branches_text')} />
      </Card>
    );
  }
  const branchName = (uuid: string) => branches.find((b) => b.uuid === uuid)?.name ?? '—';
  const allRooms = rooms.flatMap((q, i) => (q.data ?? []).map((room) => ({ room, branch: branches[i] })));
  const roomName = (uuid: string | null) => (uuid ? (allRooms.find((r) => r.room.uuid === uuid)?.room.name ?? '—') : '—');
  const fields: FieldDef[] = [
    { name: 'branch_uuid', label: t('fields.branch'), kind: 'select', required: true, options: branches.map((b) => ({ value: b.uuid, label: b.name })) },
    { name: 'weekday', label: t('fields.weekday'), kind: 'select', numeric: true, required: true, options: choices(t, 'weekday', WEEKDAYS) },
    { name: 'time_from', label: t('fields.time_from'), kind: 'time', required: true },
    { name: 'time_to', label: t('fields.time_to'), kind: 'time', required: true },
    { name: 'room_uuid', label: t('fields.room'), kind: 'select', options: allRooms.map(({ room, branch }) => ({ value: room.uuid, label: `${branch.name} · ${room.name}` })), span: 12 },
  ];
  return (
    <EntityList<WorkTemplate>
      path={`${PATHS.users}/${params.user_uuid}/working-hours`}
      unpaged
      entity="working_time"
      label={t('tabs.working_hours')}
      columns={[
        { key: 'weekday', label: t('fields.weekday'), render: (w) => choice(t, 'weekday', w.weekday) },
        { key: 'time', label: t('fields.time'), render: (w) => `${w.time_from} – ${w.time_to}` },
        { key: 'branch', label: t('fields.branch'), render: (w) => branchName(w.branch_uuid) },
        { key: 'room', label: t('fields.room'), render: (w) => roomName(w.room_uuid) },
      ]}
      rowName={(w) => `${choice(t, 'weekday', w.weekday)} ${w.time_from}–${w.time_to}`}
      canEdit={can('user_edit')}
      createLabel={t('create.working_time')}
      create={{ fields, schema: 'workTemplateCreateSchema', defaults: { branch_uuid: branches[0].uuid, weekday: 1, time_from: '09:00', time_to: '17:00' } }}
      edit={{ fields, schema: 'workTemplateEditSchema' }}
      empty={{ title: t('empty.working_hours_title'), text: t('empty.user_hours_text') }}
    />
  );
}
