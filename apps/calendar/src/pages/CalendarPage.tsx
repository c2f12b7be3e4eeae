import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Appointment, AppointmentMove } from '@dental/contracts';
import { useCan, useSession } from '@dental/auth';
import { Card, EmptyState, ErrorCard, IconCalendar, LoadingBlock, Page, useDateFormat } from '@dental/ui';
import { useSearchParams } from '@dental/ui/router';
import { toastFailure, toastSaved, useCalendar, useMoveAppointment, type CalendarData, type CalendarParams } from '../data/appointments';
import { useQueuedLookup } from '../data/queue';
import { useCalendarAbsences } from '../data/absences';
import { AbsenceNotes, closedDays } from '../components/AbsenceNotes';
import { personName, useBranchRooms, useBranchTimeZone, useCalendarSettings, useStaff } from '../data/reference-data';
import { DayList } from '../components/DayList';
import { CalendarToolbar, type CalendarNav } from '../components/CalendarToolbar';
import { MonthGrid } from '../components/MonthGrid';
import { TimeGrid, type GridBackground, type GridColumn, type GridEvent, type MoveResult } from '../components/TimeGrid';
import { iso, isYmd, viewDays, type ViewType, type Ymd } from '../lib/dates';
import { backgroundLabel, gridColumns, gridRange, placeAll } from '../lib/view-model';
import { instantOf, todayIn, wallOf } from '@dental/domain-time';
import { useCalendarLive } from '../live/use-calendar-live';
import { usePanel } from '../state/panel-store';
import { SectionTabs } from './SectionTabs';

// The panel is only needed once someone books or opens an appointment.
const BookingPanel = lazy(() => import('../panel/BookingPanel'));

const VIEWS: readonly ViewType[] = ['day', 'week', 'month'];

/**
 * View, date, room type, page and the practitioner filter live in the address
 * (?view=&date=&room_type=&page=&practitioner=): reload and share keep them. `practitioner=me` is
 * "my appointments", whoever opens the link.
 */
function useCalendarParams(timeZone: string) {
  const [search, setSearch] = useSearchParams();
  const today = todayIn(timeZone);
  const viewParam = search.get('view') as ViewType | null;
  const view: ViewType = viewParam && VIEWS.includes(viewParam) ? viewParam : 'day';
  const dateParam = search.get('date');
  const date: Ymd = isYmd(dateParam) ? dateParam : today;
  const roomType = search.get('room_type') === '1' ? 1 : 0;
  const page = Math.max(1, Number(search.get('page')) || 1);
  const practitioner = search.get('practitioner') ?? '';
  const set = (next: CalendarNav) => {
    const merged = { view, date, roomType, page, practitioner, ...next };
    const params = new URLSearchParams();
    params.set('view', merged.view);
    params.set('date', merged.date);
    if (merged.roomType) params.set('room_type', '1');
    if (merged.page > 1) params.set('page', String(merged.page));
    if (merged.practitioner) params.set('practitioner', merged.practitioner);
    setSearch(params, { replace: true });
  };
  return { view, date, roomType: roomType as 0 | 1, page, practitioner, today, set };
}

/** The appointment calendar of the current branch: day (rooms as columns), week and month views. */
export function CalendarPage() {
  const { t } = useTranslation('calendar');
  const dates = useDateFormat();
  const branch = useSession((s) => s.branchUuid);
  const zoneHint = useBranchTimeZone(branch);
  const can = useCan();
  const { slot, buffer } = useCalendarSettings('calendar');
  const params = useCalendarParams(zoneHint);
  const panel = usePanel();
  const live = useCalendarLive(branch);
  const [overrides, setOverrides] = useState<Record<string, MoveResult>>({});
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => () => usePanel.getState().close(), []);

  const me = useSession((s) => s.me?.uuid) ?? '';
  const practitioner = params.practitioner === 'me' ? me : params.practitioner;
  const doctors = useStaff(branch).filter((s) => s.position_types.includes(1));
  const qp: CalendarParams = {
    branch: branch ?? '',
    date: params.date,
    view: params.view,
    roomType: params.roomType,
    page: params.page,
    practitioners: practitioner ? [practitioner] : [],
  };
  const query = useCalendar(qp);
  // "Print day": the shown day in every room of the branch (room_uuids, unpaged) when the rooms
  // can be listed (branch_rooms_view), else the rooms of the shown type and page.
  const [printing, setPrinting] = useState(false);
  const branchRooms = useBranchRooms(branch);
  const printParams: CalendarParams = { ...qp, view: 'day', ...(branchRooms?.length ? { rooms: branchRooms.map((r) => r.uuid), page: 1 } : {}) };
  const printQuery = useCalendar(printParams, printing);
  const queuedAppointment = useQueuedLookup(branch);
  const data: CalendarData | undefined = query.data;
  const timeZone = data?.time_zone || zoneHint;
  const shownDays = viewDays(params.view, params.date);
  const absences = useCalendarAbsences(branch, shownDays.first, shownDays.last);
  const closed = closedDays(absences, timeZone);

  const columns = useMemo(() => gridColumns(params.view, params.date, data?.rooms ?? []), [params.view, params.date, data?.rooms]);
  const placedEvents = useMemo(() => placeAll(columns, params.view, data?.events ?? [], timeZone), [columns, params.view, data?.events, timeZone]);
  const placedBackgrounds = useMemo(
    () => placeAll(columns, params.view, data?.background_events ?? [], timeZone),
    [columns, params.view, data?.background_events, timeZone],
  );
  const range = gridRange(placedEvents, placedBackgrounds, buffer);

  const move = useMoveAppointment<{ appointment: Appointment; body: AppointmentMove; to: MoveResult }>(qp, {
    onMutate: ({ appointment, to }) => setOverrides((o) => ({ ...o, [appointment.uuid]: to })),
    onSuccess: (saved, { appointment }) => toastSaved(saved, t(appointment.status === 0 ? 'toast.planned' : 'toast.moved'), t, appointment),
    // 409 APPOINTMENT_OVERLAP / VERSION_CONFLICT: the server's message; the block snaps back.
    onError: (error, { appointment }) => toastFailure(error, t(appointment.status === 0 ? 'toast.plan_failed' : 'toast.move_failed')),
    onSettled: ({ appointment }) => setOverrides(({ [appointment.uuid]: _, ...rest }) => rest),
  });

  if (!branch) {
    return (
      <Page title={t('titles.calendar')}>
        <SectionTabs section="calendar" />
        <Card>
          <EmptyState icon={<IconCalendar size={28} />} title={t('titles.calendar')} text={t('empty.no_branch')} />
        </Card>
      </Page>
    );
  }

  const gridColumnsView: GridColumn[] = columns.map((c) =>
    params.view === 'day'
      ? { key: c.key, ymd: c.ymd, roomUuid: c.roomUuid, label: c.room?.name ?? '', color: c.room?.color, today: c.ymd === params.today, closed: closed.has(c.ymd) }
      : {
          key: c.key,
          ymd: c.ymd,
          roomUuid: null,
          label: dates.weekday(c.ymd),
          sublabel: dates.dayMonth(c.ymd),
          today: c.ymd === params.today,
          closed: closed.has(c.ymd),
        },
  );
  const events: GridEvent[] = placedEvents.map((p) => {
    const o = overrides[p.item.uuid];
    return { appointment: p.item, column: o?.column ?? p.column, start: o?.start ?? p.start, end: o?.end ?? p.end };
  });
  const backgrounds: GridBackground[] = placedBackgrounds.map((p) => ({
    key: p.item.uuid,
    column: p.column,
    start: p.start,
    end: p.end,
    color: p.item.color,
    label: backgroundLabel(p.item, data?.users ?? []),
  }));

  const toInstant = (ymd: Ymd, minutes: number) => iso(instantOf(ymd, minutes, timeZone));
  const moveTo = (appointment: Appointment, to: MoveResult) => {
    const column = columns[to.column];
    // Week view keeps the room; a queued one (no room yet) goes to the page's first room.
    const roomUuid = params.view === 'day' ? column.roomUuid : (appointment.room_uuid ?? data?.rooms[0]?.uuid ?? null);
    if (!roomUuid) return;
    move.mutate({
      appointment,
      to,
      body: { room_uuid: roomUuid, time_from: toInstant(column.ymd, to.start), time_to: toInstant(column.ymd, to.end), version: appointment.version },
    });
  };
  const defaultLength = Math.max(slot, 30);
  const onSlot = (ci: number, minutes: number) => {
    const column = columns[ci];
    panel.openNew({ room_uuid: column.roomUuid ?? data?.rooms[0]?.uuid ?? null, date: column.ymd, from: minutes, to: Math.min(1440, minutes + defaultLength) });
  };
  const onDropQueued = (uuid: string, ci: number, minutes: number) => {
    const queued = queuedAppointment(uuid);
    if (!queued) return;
    moveTo(queued, { column: ci, start: minutes, end: Math.min(range.to, minutes + defaultLength) });
  };

  const nowWall = wallOf(now, timeZone);
  const title =
    params.view === 'month'
      ? dates.monthYear(params.date)
      : params.view === 'week'
        ? `${dates.dayMonth(columns[0]?.ymd ?? params.date)} – ${dates.date(columns[6]?.ymd ?? params.date)}`
        : dates.longDate(params.date);

  return (
    <Page title={t('titles.calendar')}>
      <SectionTabs section="calendar" />
      <CalendarToolbar
        view={params.view}
        date={params.date}
        today={params.today}
        roomType={params.roomType}
        page={data?.page ?? params.page}
        pageCount={data?.page_count ?? 1}
        perPage={data?.rooms_per_page ?? 0}
        roomCount={data?.rooms.length ?? 0}
        live={live}
        practitioner={params.practitioner}
        me={me}
        practitioners={doctors.map((d) => ({ value: d.uuid, label: personName(d) }))}
        onChange={params.set}
        onBook={can('calendar_add') ? () => panel.openNew(null) : undefined}
        exportParams={can('calendar_export') ? qp : null}
        onPrint={() => setPrinting(true)}
        title={title}
      />
      {printing ? (
        <DayList
          date={params.date}
          events={printQuery.data && !printQuery.isPlaceholderData ? printQuery.data.events : null}
          rooms={printQuery.data?.rooms ?? []}
          timeZone={timeZone}
          onClose={() => setPrinting(false)}
        />
      ) : (
        <div className={`cal-layout${panel.open ? ' has-panel' : ''}`}>
          <div className="cal-main">
            {params.view !== 'month' ? <AbsenceNotes absences={absences} timeZone={timeZone} days={[...new Set(columns.map((c) => c.ymd))]} /> : null}
            {query.isError && !data ? (
              <ErrorCard text={t('toast.load_failed')} onRetry={() => void query.refetch()} retrying={query.isFetching} />
            ) : !data ? (
              <LoadingBlock />
            ) : params.view === 'month' ? (
              <MonthGrid
                date={params.date}
                today={params.today}
                events={data.events}
                timeZone={timeZone}
                closed={closed}
                onDay={(ymd) => params.set({ view: 'day', date: ymd })}
                onOpen={panel.openEdit}
              />
            ) : columns.length === 0 ? (
              <Card>
                <EmptyState icon={<IconCalendar size={28} />} title={t('empty.calendar_title')} text={t('empty.no_rooms')} />
              </Card>
            ) : (
              <TimeGrid
                label={t('grid.label', { date: title })}
                columns={gridColumnsView}
                range={range}
                slot={slot}
                events={events}
                backgrounds={backgrounds}
                now={gridColumnsView.some((c) => c.ymd === nowWall.ymd) ? nowWall.minutes : null}
                canAdd={can('calendar_add')}
                canEdit={can('calendar_edit')}
                dense={params.view === 'week'}
                onSlot={onSlot}
                onOpen={panel.openEdit}
                onMove={moveTo}
                onDropQueued={onDropQueued}
              />
            )}
          </div>
          {panel.open && data ? (
            <Suspense fallback={<aside className="cal-panel"><LoadingBlock /></aside>}>
              <BookingPanel calendar={data} timeZone={timeZone} slot={slot} />
            </Suspense>
          ) : null}
        </div>
      )}
      {data && query.isFetching ? <span className="dc-visually-hidden" role="status">{t('common.loading')}</span> : null}
    </Page>
  );
}
