import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WorkTime } from '@dental/contracts';
import { useCan, useSession } from '@dental/auth';
import { Button, IconPlanner, ListState, Modal, Page, Select, TableFrame, Tabs, useDateFormat } from '@dental/ui';
import { useSearchParams } from '@dental/ui/router';
import { usePlanner, type PlannerParams } from '../data/planner';
import { personName, useBranchTimeZone } from '../data/reference-data';
import { hhmm, isYmd, stepDate, viewDays, type ViewType } from '../lib/dates';
import { daysBetween, todayIn, wallOf } from '@dental/domain-time';
import { RemoveWorkTimeDialog } from '../planner/RemoveWorkTimeDialog';
import { SchedulerForm } from '../planner/SchedulerForm';
import { SectionTabs } from './SectionTabs';

/**
 * The planner: rooms (paged by planner_room_count) × the days of a day/week/month, each cell with the
 * work times of that room and day; vacations and holidays on top; appointments by the display
 * option (0 none, 1 conflicting, 2 all). planner_add opens the scheduler; planner_edit deletes.
 */
export default function PlannerPage() {
  const { t } = useTranslation('calendar');
  const dates = useDateFormat();
  const can = useCan();
  const branch = useSession((s) => s.branchUuid) ?? '';
  const zone = useBranchTimeZone(branch);
  const [search, setSearch] = useSearchParams();
  const today = todayIn(zone);
  const view = (['day', 'week', 'month'].includes(search.get('view') ?? '') ? search.get('view') : 'week') as ViewType;
  const date = isYmd(search.get('date')) ? search.get('date')! : today;
  const params: PlannerParams = {
    branch,
    date,
    view,
    roomType: search.get('room_type') === '1' ? 1 : 0,
    page: Math.max(1, Number(search.get('page')) || 1),
    display: (Number(search.get('display')) || 0) as 0 | 1 | 2,
  };
  const update = (next: Partial<PlannerParams>) => {
    const m = { ...params, ...next };
    setSearch({ view: m.view, date: m.date, room_type: String(m.roomType), page: String(m.page), display: String(m.display) }, { replace: true });
  };
  const query = usePlanner(params, true);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<WorkTime | null>(null);

  const data = query.data;
  const tz = data?.time_zone ?? zone;
  const { first, last } = viewDays(view, date);
  const days = daysBetween(first, last);
  const dayOf = (iso: string) => wallOf(Date.parse(iso), tz);
  const span = (from: string, to: string) => `${hhmm(dayOf(from).minutes)}–${hhmm(dayOf(to).minutes)}`;
  const absencesOn = (d: string) =>
    (data?.absences ?? []).filter((a) => dayOf(a.time_from).ymd <= d && d <= wallOf(Date.parse(a.time_to) - 1, tz).ymd);

  return (
    <Page title={t('titles.planner')}>
      <SectionTabs section="planner" />
      <div className="cal-toolbar">
        <div className="cal-toolbar__group">
          <Button variant="secondary" onClick={() => update({ date: today })}>
            {t('toolbar.today')}
          </Button>
          <button type="button" className="dc-step-button" aria-label={t('toolbar.previous')} onClick={() => update({ date: stepDate(view, date, -1) })}>
            ‹
          </button>
          <button type="button" className="dc-step-button" aria-label={t('toolbar.next')} onClick={() => update({ date: stepDate(view, date, 1) })}>
            ›
          </button>
          <label className="cal-field">
            <span className="dc-visually-hidden">{t('toolbar.date')}</span>
            <input type="date" className="dc-input cal-date" value={date} onChange={(e) => e.target.value && update({ date: e.target.value })} />
          </label>
          <Tabs label={t('toolbar.view')} value={view} onChange={(v) => update({ view: v })} items={(['day', 'week', 'month'] as const).map((id) => ({ id, label: t(`views.${id}`) }))} />
        </div>
        <div className="cal-toolbar__group">
          <label className="cal-field">
            <span className="dc-visually-hidden">{t('toolbar.room_type')}</span>
            <Select
              className="cal-select"
              value={String(params.roomType)}
              onChange={(e) => update({ roomType: e.target.value === '1' ? 1 : 0, page: 1 })}
              options={[
                { value: '0', label: t('toolbar.room_type_0') },
                { value: '1', label: t('toolbar.room_type_1') },
              ]}
            />
          </label>
          <label className="cal-field" title={t('planner.display')}>
            <span className="dc-visually-hidden">{t('planner.display')}</span>
            <Select
              className="cal-select"
              value={String(params.display)}
              onChange={(e) => update({ display: Number(e.target.value) as 0 | 1 | 2 })}
              options={[0, 1, 2].map((n) => ({ value: String(n), label: `${t('planner.display')}: ${t(`planner.display_${n}` as 'planner.display_0')}` }))}
            />
          </label>
          {data && data.page_count > 1 ? (
            <div className="cal-pager">
              <button type="button" className="dc-step-button" aria-label={t('toolbar.previous_rooms')} disabled={params.page <= 1} onClick={() => update({ page: params.page - 1 })}>
                ‹
              </button>
              <span className="cal-pager__text">{t('toolbar.rooms_page', { page: data.page, pages: data.page_count })}</span>
              <button type="button" className="dc-step-button" aria-label={t('toolbar.next_rooms')} disabled={params.page >= data.page_count} onClick={() => update({ page: params.page + 1 })}>
                ›
              </button>
            </div>
          ) : null}
          {can('planner_add') ? <Button onClick={() => setAdding(true)}>{t('planner.add')}</Button> : null}
        </div>
      </div>
      <ListState
        query={query}
        errorText={t('planner.load_failed')}
        isEmpty={(d) => d.rooms.length === 0}
        empty={{ icon: <IconPlanner size={28} />, title: t('empty.planner_title'), text: t('empty.no_rooms') }}
      >
        {(data) => (
          <TableFrame
            className="cal-planner"
            caption={t('titles.planner')}
            head={
              <>
                <th scope="col">{t('planner.room')}</th>
                {days.map((d) => (
                  <th key={d} scope="col" className={d === today ? 'is-today' : undefined}>
                    {`${dates.weekday(d)} ${dates.dayMonth(d)}`}
                  </th>
                ))}
              </>
            }
          >
            <tbody>
              <tr>
                <th scope="row">{t('planner.vacation')} / {t('planner.holiday')}</th>
                {days.map((d) => (
                  <td key={d}>
                    {absencesOn(d).map((a) => (
                      <span key={a.uuid + d} className={`cal-absence cal-absence--${a.kind}`}>
                        {a.user ? personName(a.user) : t('planner.whole_branch')}: {t(`planner.${a.kind}_type.${a.type}` as 'planner.vacation_type.1')}
                      </span>
                    ))}
                  </td>
                ))}
              </tr>
              {data.rooms.map((room) => (
                <tr key={room.uuid}>
                  <th scope="row">
                    {room.color ? <span className="cal-dot" style={{ background: room.color }} aria-hidden="true" /> : null} {room.name}
                  </th>
                  {days.map((d) => {
                    const works = data.events.filter((w) => w.room_uuid === room.uuid && dayOf(w.time_from).ymd === d);
                    const appts = data.appointments.filter((a) => a.room_uuid === room.uuid && a.time_from && dayOf(a.time_from).ymd === d);
                    return (
                      <td key={d}>
                        {works.map((w) => (
                          <span key={w.uuid} className="cal-work" style={{ ['--cal-event' as string]: w.user.color || '#1a62b8' }}>
                            <span>
                              {personName(w.user)} {span(w.time_from, w.time_to)}
                            </span>
                            {can('planner_edit') ? (
                              <button type="button" className="cal-work__x" aria-label={`${t('planner.delete')}: ${personName(w.user)} ${span(w.time_from, w.time_to)}`} onClick={() => setRemoving(w)}>
                                ✕
                              </button>
                            ) : null}
                          </span>
                        ))}
                        {appts.length ? <span className="cal-muted">{t('planner.appointments_count', { count: appts.length })}</span> : null}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </TableFrame>
        )}
      </ListState>
      <Modal open={adding} title={t('planner.scheduler_title')} onClose={() => setAdding(false)}>
        {data ? <SchedulerForm branch={branch} rooms={data.rooms} users={data.users} initialDate={date} onDone={() => setAdding(false)} /> : null}
      </Modal>
      <RemoveWorkTimeDialog branch={branch} workTime={removing} onClose={() => setRemoving(null)} />
    </Page>
  );
}
