import { useTranslation } from 'react-i18next';
import { useDateFormat } from '@dental/ui';
import type { Appointment } from '@dental/contracts';
import { monthWeeks, type Ymd } from '../lib/dates';
import { STATUS_COLORS, STATUS_GLYPHS, statusKey } from '../lib/status';
import { eventsOfDay } from '../lib/view-model';
import { wallOf } from '@dental/domain-time';
import { useEventLabel } from './EventBlock';
import { personName } from '../data/reference-data';

const SHOWN = 3;

/**
 * Month view: weeks × 7 days, up to three appointments a day, the rest as "+N" (opens the day).
 * A branch holiday's day is hatched like its day and week columns, and says so.
 */
export function MonthGrid({
  date,
  today,
  events,
  timeZone,
  closed,
  onDay,
  onOpen,
}: {
  date: Ymd;
  today: Ymd;
  events: Appointment[];
  timeZone: string;
  /** The branch's holidays among the shown days (AbsenceNotes' closedDays). */
  closed?: ReadonlySet<string>;
  onDay: (ymd: Ymd) => void;
  onOpen: (a: Appointment) => void;
}) {
  const { t } = useTranslation('calendar');
  const dates = useDateFormat();
  const label = useEventLabel();
  const weeks = monthWeeks(date);
  const month = date.slice(0, 7);
  const minutes = (iso: string | null) => (iso ? wallOf(Date.parse(iso), timeZone).minutes : 0);
  return (
    <div className="cal-month" role="grid" aria-label={dates.monthYear(date)}>
      <div className="cal-month__row cal-month__row--head" role="row">
        {[1, 2, 3, 4, 5, 6, 7].map((d) => (
          <div key={d} role="columnheader" className="cal-month__wd">
            {t(`weekday.${d}` as 'weekday.1')}
          </div>
        ))}
      </div>
      {weeks.map((week) => (
        <div key={week[0]} className="cal-month__row" role="row">
          {week.map((ymd) => {
            const list = eventsOfDay(events, ymd, timeZone);
            const isClosed = closed?.has(ymd) ?? false;
            return (
              <div
                key={ymd}
                role="gridcell"
                className={`cal-month__cell${ymd.slice(0, 7) !== month ? ' is-other' : ''}${ymd === today ? ' is-today' : ''}${isClosed ? ' is-closed' : ''}`}
                title={isClosed ? t('grid.closed_day') : undefined}
              >
                <button type="button" className="cal-month__day" onClick={() => onDay(ymd)} aria-label={dates.longDate(ymd)}>
                  {Number(ymd.slice(8))}
                </button>
                {isClosed ? <span className="dc-visually-hidden">{t('grid.closed_day')}</span> : null}
                {list.slice(0, SHOWN).map((a) => (
                  <button
                    key={a.uuid}
                    type="button"
                    className={`cal-chip${a.status === 4 ? ' is-canceled' : ''}`}
                    style={{ ['--cal-event' as string]: a.practitioner?.color || '#1a62b8' }}
                    onClick={() => onOpen(a)}
                    aria-label={label(a, minutes(a.time_from), minutes(a.time_to))}
                  >
                    <span className="cal-chip__glyph" style={{ color: STATUS_COLORS[a.status] }} title={t(statusKey(a.status))} aria-hidden="true">
                      {STATUS_GLYPHS[a.status]}
                    </span>
                    <span className="cal-chip__text">{personName(a.patient)}</span>
                  </button>
                ))}
                {list.length > SHOWN ? (
                  <button type="button" className="cal-month__more" onClick={() => onDay(ymd)}>
                    {t('grid.more', { count: list.length - SHOWN })}
                  </button>
                ) : null}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
