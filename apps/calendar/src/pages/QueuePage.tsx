import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QUEUE_FILTERS, type Appointment, type QueueFilter } from '@dental/contracts';
import { useCan, useSession } from '@dental/auth';
import { Button, Card, FormItem, Input, Modal, Page, Select, Table, Tabs, useDateFormat, type Column } from '@dental/ui';
import { useNavigate, useSearchParams } from '@dental/ui/router';
import { useCalendarLive } from '../live/use-calendar-live';
import { appointmentsApi, toastFailure, toastSaved, useAppointmentWrite, useCalendar } from '../data/appointments';
import { useQueue } from '../data/queue';
import { personName, useBranchRooms, useBranchTimeZone, useStaff } from '../data/reference-data';
import { minutesOf, iso } from '../lib/dates';
import { instantOf, todayIn, wallOf } from '@dental/domain-time';
import { SectionTabs } from './SectionTabs';

/** The "plan" action: a room, a date and a time for a queued appointment (POST .../plan). */
function PlanDialog({ appointment, branch, timeZone, onClose }: { appointment: Appointment; branch: string; timeZone: string; onClose: () => void }) {
  const { t } = useTranslation('calendar');
  const id = useId();
  const [date, setDate] = useState(appointment.desired_date ?? todayIn(timeZone));
  const [from, setFrom] = useState('09:00');
  const [to, setTo] = useState('09:30');
  const branchRooms = useBranchRooms(branch);
  const day = useCalendar({ branch, date, view: 'day', roomType: 0, page: 1 }, !branchRooms);
  const rooms = branchRooms ?? day.data?.rooms ?? [];
  const [room, setRoom] = useState('');
  // A queue row may have no doctor yet: the practitioner is chosen here (every planned appointment has one).
  const doctors = useStaff(branch).filter((s) => s.position_types.includes(1) || s.uuid === appointment.practitioner?.uuid);
  const [practitioner, setPractitioner] = useState(appointment.practitioner?.uuid ?? '');
  const [missing, setMissing] = useState(false);
  const plan = useAppointmentWrite(
    branch,
    () =>
      appointmentsApi.plan(appointment.uuid, {
        room_uuid: room || rooms[0]?.uuid,
        practitioner_uuid: practitioner,
        time_from: iso(instantOf(date, minutesOf(from), timeZone)),
        time_to: iso(instantOf(date, minutesOf(to), timeZone)),
        version: appointment.version,
      }),
    {
      onSuccess: (saved) => {
        toastSaved(saved, t('toast.planned'), t, appointment);
        onClose();
      },
      onError: (e) => toastFailure(e, t('toast.plan_failed')),
    },
  );
  return (
    <Modal open title={t('queue.plan_title', { patient: personName(appointment.patient) })} onClose={onClose}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setMissing(!practitioner);
          if (practitioner) plan.mutate();
        }}
        noValidate
      >
        <FormItem label={t('panel.practitioner')} htmlFor={`${id}-practitioner`} required error={missing ? t('panel.practitioner_required') : undefined}>
          <Select
            id={`${id}-practitioner`}
            value={practitioner}
            invalid={missing}
            placeholder={t('panel.choose_practitioner')}
            onChange={(e) => setPractitioner(e.target.value)}
            options={doctors.map((s) => ({ value: s.uuid, label: personName(s) }))}
          />
        </FormItem>
        <FormItem label={t('panel.room')} htmlFor={`${id}-room`} required>
          <Select id={`${id}-room`} value={room || rooms[0]?.uuid || ''} onChange={(e) => setRoom(e.target.value)} options={rooms.map((r) => ({ value: r.uuid, label: r.name }))} />
        </FormItem>
        <FormItem label={t('panel.date')} htmlFor={`${id}-date`}>
          <Input id={`${id}-date`} type="date" value={date} onChange={(e) => setDate(e.target.value)} />
        </FormItem>
        <div className="cal-row2">
          <FormItem label={t('panel.time_from')} htmlFor={`${id}-from`}>
            <Input id={`${id}-from`} type="time" step={300} value={from} onChange={(e) => setFrom(e.target.value)} />
          </FormItem>
          <FormItem label={t('panel.time_to')} htmlFor={`${id}-to`}>
            <Input id={`${id}-to`} type="time" step={300} value={to} onChange={(e) => setTo(e.target.value)} />
          </FormItem>
        </div>
        <Button type="submit" disabled={plan.isPending || !rooms.length}>
          {t('queue.plan')}
        </Button>
      </form>
    </Modal>
  );
}

/** The "to call" row's action: the patient was called back (clears their request, live for every screen). */
function CalledButton({ appointment, branch }: { appointment: Appointment; branch: string }) {
  const { t } = useTranslation('calendar');
  const patient = personName(appointment.patient);
  const called = useAppointmentWrite(branch, () => appointmentsApi.called(appointment), {
    onSuccess: (saved) => toastSaved(saved, t('queue.called_toast', { patient }), t, appointment),
    onError: (e) => toastFailure(e, t('queue.called_failed')),
  });
  return (
    <Button variant="secondary" className="cal-small" disabled={called.isPending} onClick={() => called.mutate(undefined)} aria-label={t('queue.mark_called_label', { patient })}>
      {t('queue.mark_called')}
    </Button>
  );
}

const isQueueFilter = (value: string | null): value is QueueFilter => (QUEUE_FILTERS as readonly (string | null)[]).includes(value);

/**
 * /calendar-queue: unplanned appointments (status 0) by desired date, plan one here or drag it in
 * the calendar; or, under "to call" (`?filter=to_call`), the patients who pressed "Call me" in a
 * reminder, kept live, each marked called once phoned.
 */
export default function QueuePage() {
  const { t } = useTranslation('calendar');
  const can = useCan();
  const navigate = useNavigate();
  const branch = useSession((s) => s.branchUuid) ?? '';
  const tz = useBranchTimeZone(branch);
  const format = useDateFormat(tz);
  const [params, setParams] = useSearchParams();
  const filterParam = params.get('filter');
  const filter: QueueFilter = isQueueFilter(filterParam) ? filterParam : 'unplanned';
  const [page, setPage] = useState(1);
  useCalendarLive(branch || null);
  const query = useQueue(branch, page, filter);
  const [planning, setPlanning] = useState<Appointment | null>(null);
  const rows = query.data ?? [];
  const toCall = filter === 'to_call';
  const phone: Column<Appointment> = {
    key: 'phone',
    header: t('queue.phone'),
    render: (a) =>
      a.patient.phone ? (
        <a href={`tel:${a.patient.phone.replace(/[^\d+]/g, '')}`} aria-label={t('queue.call', { patient: personName(a.patient), phone: a.patient.phone })}>
          {a.patient.phone}
        </a>
      ) : (
        ''
      ),
  };
  const columns: Column<Appointment>[] = toCall
    ? [
        { key: 'patient', header: t('queue.patient'), render: (a) => <strong>{personName(a.patient)}</strong> },
        phone,
        { key: 'appointment', header: t('queue.appointment_time'), render: (a) => (a.time_from ? format.dateTime(a.time_from) : '') },
        { key: 'requested', header: t('queue.requested_at'), render: (a) => (a.callback_requested_at ? format.dateTime(a.callback_requested_at) : '') },
        { key: 'practitioner', header: t('queue.practitioner'), render: (a) => personName(a.practitioner) },
        {
          key: 'actions',
          header: t('queue.actions'),
          render: (a) => (
            <span className="cal-panel__actions">
              {can('calendar_edit') ? <CalledButton appointment={a} branch={branch} /> : null}
              <Button variant="ghost" className="cal-small" onClick={() => navigate(`/calendar?view=day&date=${a.time_from ? wallOf(Date.parse(a.time_from), tz).ymd : todayIn(tz)}`)}>
                {t('queue.open_calendar')}
              </Button>
            </span>
          ),
        },
      ]
    : [
        { key: 'patient', header: t('queue.patient'), render: (a) => <strong>{personName(a.patient)}</strong> },
        phone,
        { key: 'desired', header: t('queue.desired_date'), render: (a) => a.desired_date ?? '' },
        { key: 'practitioner', header: t('queue.practitioner'), render: (a) => personName(a.practitioner) },
        { key: 'speciality', header: t('queue.speciality'), render: (a) => a.speciality?.name ?? '' },
        { key: 'comment', header: t('queue.comment'), render: (a) => a.comment ?? '' },
        {
          key: 'actions',
          header: t('queue.actions'),
          render: (a) => (
            <span className="cal-panel__actions">
              {can('calendar_edit') ? (
                <Button variant="secondary" className="cal-small" onClick={() => setPlanning(a)} aria-label={`${t('queue.plan')}: ${personName(a.patient)}`}>
                  {t('queue.plan')}
                </Button>
              ) : null}
              <Button variant="ghost" className="cal-small" onClick={() => navigate(`/calendar?view=day&date=${a.desired_date ?? todayIn(tz)}`)}>
                {t('queue.open_calendar')}
              </Button>
            </span>
          ),
        },
      ];
  return (
    <Page title={t('titles.queue')}>
      <SectionTabs section="calendar" />
      <Tabs
        label={t('queue.filter')}
        value={filter}
        onChange={(next) => {
          setPage(1);
          setParams(next === 'unplanned' ? {} : { filter: next }, { replace: true });
        }}
        items={[
          { id: 'unplanned', label: t('queue.filter_unplanned') },
          { id: 'to_call', label: t('queue.filter_to_call') },
        ]}
      />
      <p className="cal-hint">{toCall ? t('queue.to_call_hint') : t('queue.drag_hint')}</p>
      <Card>
        <Table
          caption={toCall ? t('queue.filter_to_call') : t('titles.queue')}
          rows={rows}
          rowKey={(a) => a.uuid}
          empty={query.isPending ? t('common.loading') : toCall ? t('queue.to_call_empty') : t('empty.queue_text')}
          columns={columns}
        />
        {page > 1 || rows.length === 50 ? (
          <div className="cal-pager">
            <button type="button" className="dc-step-button" aria-label={t('history.previous_page')} disabled={page <= 1} onClick={() => setPage(page - 1)}>
              ‹
            </button>
            <button type="button" className="dc-step-button" aria-label={t('history.next_page')} disabled={rows.length < 50} onClick={() => setPage(page + 1)}>
              ›
            </button>
          </div>
        ) : null}
      </Card>
      {planning ? <PlanDialog appointment={planning} branch={branch} timeZone={tz} onClose={() => setPlanning(null)} /> : null}
    </Page>
  );
}
