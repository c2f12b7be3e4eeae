import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { BookingSlot } from '@dental/contracts';
import { formatVisit } from '../lib/format';
import { useTranslation } from '../lib/use-translation';

const DAY = 86_400_000;

/** A local date 'YYYY-MM-DD' in the branch's zone. */
export const dayIn = (instant: number, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);

/** A slot's start as the clinic's wall clock shows it ("09:00"). */
export const startTime = (start: string, timeZone: string, language: string) => formatVisit(start, start, timeZone, language).time.split('–')[0];

/**
 * Free starts a week at a time, the coming days first, grouped by day (a fieldset per day, a button
 * per start): the booking's slot step and the move screen both pick with it. `load` asks the server
 * for the week's starts (the branch's local dates); `reloadKey` asks again (a start lost meanwhile).
 * `actions` follow the week buttons (the step's way back).
 */
export function SlotPicker({
  timeZone,
  horizonDays,
  load,
  onPick,
  disabled = false,
  reloadKey = 0,
  actions,
}: {
  timeZone: string;
  horizonDays: number;
  load: (from: string, to: string) => Promise<BookingSlot[]>;
  onPick: (slot: BookingSlot) => void;
  disabled?: boolean;
  reloadKey?: number;
  actions?: ReactNode;
}) {
  const { t, i18n } = useTranslation('booking');
  const [week, setWeek] = useState(0);
  const [slots, setSlots] = useState<BookingSlot[] | null>(null);
  const from = useMemo(() => dayIn(Date.now() + week * 7 * DAY, timeZone), [week, timeZone]);
  const to = useMemo(() => dayIn(Date.now() + (week * 7 + 6) * DAY, timeZone), [week, timeZone]);

  useEffect(() => {
    let current = true;
    setSlots(null);
    load(from, to).then(
      (found) => current && setSlots(found),
      () => current && setSlots([]),
    );
    return () => {
      current = false;
    };
  }, [load, from, to, reloadKey]);

  const date = (day: string) => formatVisit(`${day}T12:00:00Z`, `${day}T12:00:00Z`, timeZone, i18n.language).date;
  const byDay = new Map<string, BookingSlot[]>();
  for (const s of slots ?? []) byDay.set(s.start.slice(0, 10), [...(byDay.get(s.start.slice(0, 10)) ?? []), s]);

  return (
    <>
      <p>{t('book.week', { from: date(from), to: date(to) })}</p>
      {slots === null ? (
        <p role="status">{t('loading')}</p>
      ) : byDay.size === 0 ? (
        <p role="status">{t('book.no_times')}</p>
      ) : (
        [...byDay].map(([day, list]) => (
          <fieldset key={day} className="bk-day">
            <legend>{formatVisit(list[0].start, list[0].start, timeZone, i18n.language).date}</legend>
            <div className="bk-times">
              {list.map((s) => (
                <button key={`${s.start}-${s.user_uuid}`} type="button" className="bk-time-button" disabled={disabled} onClick={() => onPick(s)}>
                  {startTime(s.start, timeZone, i18n.language)}
                </button>
              ))}
            </div>
          </fieldset>
        ))
      )}
      <div className="bk-actions">
        <button type="button" className="bk-button" disabled={week === 0} onClick={() => setWeek(week - 1)}>
          {t('book.previous_week')}
        </button>
        <button type="button" className="bk-button" disabled={(week + 1) * 7 > horizonDays} onClick={() => setWeek(week + 1)}>
          {t('book.next_week')}
        </button>
        {actions}
      </div>
    </>
  );
}
