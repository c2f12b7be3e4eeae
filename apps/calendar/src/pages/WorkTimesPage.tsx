import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WorkTime } from '@dental/contracts';
import { useCan, useSession } from '@dental/auth';
import { Card, Page, Table, useDateFormat } from '@dental/ui';
import { usePlanner, useWorkTimes } from '../data/planner';
import { personName, useBranchRooms, useBranchTimeZone, useStaff } from '../data/reference-data';
import { addDays, startOfWeek } from '../lib/dates';
import { todayIn } from '@dental/domain-time';
import { RemoveWorkTimeDialog } from '../planner/RemoveWorkTimeDialog';
import { SchedulerForm } from '../planner/SchedulerForm';
import { SectionTabs } from './SectionTabs';

/** /planner-worktimes: the scheduler and the branch's work times of the coming four weeks. */
export default function WorkTimesPage() {
  const { t } = useTranslation('calendar');
  const dates = useDateFormat();
  const can = useCan();
  const branch = useSession((s) => s.branchUuid) ?? '';
  const tz = useBranchTimeZone(branch);
  const from = startOfWeek(todayIn(tz));
  const to = addDays(from, 27);
  const grid = usePlanner({ branch, date: from, view: 'week', roomType: 0, page: 1, display: 0 });
  const rooms = useBranchRooms(branch) ?? grid.data?.rooms ?? [];
  const staff = useStaff(branch, grid.data?.users ?? []);
  const list = useWorkTimes(branch, from, to);
  const [removing, setRemoving] = useState<WorkTime | null>(null);
  const roomName = (uuid: string) => rooms.find((r) => r.uuid === uuid)?.name ?? '';
  return (
    <Page title={t('titles.worktimes')}>
      <SectionTabs section="planner" />
      {can('planner_add') && rooms.length && staff.length ? (
        <Card title={t('planner.scheduler_title')}>
          <SchedulerForm branch={branch} rooms={rooms} users={staff} initialDate={todayIn(tz)} />
        </Card>
      ) : null}
      <Card title={t('titles.worktimes')}>
        <Table
          caption={t('titles.worktimes')}
          rows={list.data ?? []}
          rowKey={(w) => w.uuid}
          empty={list.isPending ? t('common.loading') : t('empty.worktimes_text')}
          columns={[
            { key: 'when', header: t('planner.when'), render: (w) => `${dates.dateTime(w.time_from, tz)} – ${dates.time(w.time_to, tz)}` },
            { key: 'user', header: t('planner.user'), render: (w) => personName(w.user) },
            { key: 'room', header: t('planner.room'), render: (w) => roomName(w.room_uuid) },
            {
              key: 'x',
              header: <span className="dc-visually-hidden">{t('queue.actions')}</span>,
              render: (w) =>
                can('planner_edit') ? (
                  <button type="button" className="dc-button dc-button--ghost cal-small" onClick={() => setRemoving(w)}>
                    {t('planner.delete')}
                  </button>
                ) : null,
            },
          ]}
        />
      </Card>
      <RemoveWorkTimeDialog branch={branch} workTime={removing} onClose={() => setRemoving(null)} />
    </Page>
  );
}
