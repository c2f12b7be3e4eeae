import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Appointment, CalendarRoom } from '@dental/contracts';
import { Button, LoadingBlock, useAlertsLabel, useDateFormat } from '@dental/ui';
import { hhmm, type Ymd } from '../lib/dates';
import { groupDayList, type DayListGrouping } from '../lib/day-list';
import { statusKey } from '../lib/status';
import { personName } from '../data/reference-data';

/**
 * "Print day": the day's appointments as a list per room or per practitioner (time, patient with
 * their alerts written out, phone, service, status, comment), for the reception desk on A4. On paper only the list shows
 * (calendar.css, @media print); the controls above it stay on screen.
 */
export function DayList({
  date,
  events,
  rooms,
  timeZone,
  onClose,
}: {
  date: Ymd;
  events: readonly Appointment[] | null;
  rooms: readonly Pick<CalendarRoom, 'uuid' | 'name'>[];
  timeZone: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('calendar');
  const dates = useDateFormat();
  const alertsLabel = useAlertsLabel();
  const id = useId();
  const [by, setBy] = useState<DayListGrouping>('room');
  const groups = events ? groupDayList(events, date, by, rooms, timeZone) : [];
  const title = t('print.title', { date: dates.longDate(date) });
  return (
    <section className="cal-print" aria-labelledby={`${id}-title`}>
      <div className="cal-print__controls">
        <label className="cal-field cal-print__group">
          <span>{t('print.group_by')}</span>
          <select className="dc-input cal-select" value={by} onChange={(e) => setBy(e.target.value === 'practitioner' ? 'practitioner' : 'room')}>
            <option value="room">{t('print.by_room')}</option>
            <option value="practitioner">{t('print.by_practitioner')}</option>
          </select>
        </label>
        <Button onClick={() => window.print()} disabled={!events}>
          {t('print.print')}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {t('print.close')}
        </Button>
      </div>
      <h2 id={`${id}-title`} className="cal-print__title">
        {title}
      </h2>
      {!events ? (
        <LoadingBlock />
      ) : !groups.length ? (
        <p className="cal-muted">{t('print.empty')}</p>
      ) : (
        groups.map((group) => (
          <div key={group.key} className="cal-print__group-block">
            <h3 className="cal-print__heading">
              {group.title || t(by === 'room' ? 'print.no_room' : 'grid.no_practitioner')}
              <span className="cal-muted"> · {t('print.count', { count: group.rows.length })}</span>
            </h3>
            <table className="dc-table cal-print__table">
              <thead>
                <tr>
                  <th scope="col">{t('print.time')}</th>
                  <th scope="col">{t('print.patient')}</th>
                  <th scope="col">{t('print.phone')}</th>
                  <th scope="col">{t(by === 'room' ? 'print.practitioner' : 'print.room')}</th>
                  <th scope="col">{t('print.service')}</th>
                  <th scope="col">{t('print.status')}</th>
                  <th scope="col">{t('print.comment')}</th>
                </tr>
              </thead>
              <tbody>
                {group.rows.map(({ appointment: a, from, to }) => (
                  <tr key={a.uuid}>
                    <td className="cal-print__time">
                      {hhmm(from)}–{hhmm(to)}
                    </td>
                    <td>
                      {personName(a.patient)}
                      {/* On paper no badge can be hovered: the medical alert and the rest are written out. */}
                      {a.patient.alerts.length ? <span className="cal-print__alerts">⚠ {alertsLabel(a.patient.alerts)}</span> : null}
                    </td>
                    <td>{a.patient.phone ?? ''}</td>
                    <td>{by === 'room' ? personName(a.practitioner) : (rooms.find((r) => r.uuid === a.room_uuid)?.name ?? '')}</td>
                    <td>{a.service?.name ?? a.speciality?.name ?? ''}</td>
                    <td>{t(statusKey(a.status))}</td>
                    <td>{a.comment ?? ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))
      )}
    </section>
  );
}
