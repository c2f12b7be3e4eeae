import { expandRecurrence } from '@dental/domain-recurrence';
import { addDays, addMonths, daysBetween, isoWeekday, localDate, localTime, todayIn } from '@dental/domain-time';
import type { CalendarView } from '@dental/contracts';

/**
 * Local dates and ranges of a branch's time zone. Days and wall times are @dental/domain-time's
 * (the browser's calendar uses the same); a range goes through @dental/domain-recurrence (one
 * `none` period from the first day 00:00 to the last day 24:00), so the calendar, the planner and
 * the scheduler agree on daylight-saving days.
 */
export interface LocalRange {
  /** First and last local day, inclusive. */
  firstDay: string;
  lastDay: string;
  /** [from, to) instants. */
  from: Date;
  to: Date;
}

/** The local calendar day of an instant, 'YYYY-MM-DD'; its wall time, 'HH:mm'. */
export { addDays, daysBetween, localDate, localTime };
export const today = (timeZone: string, now = new Date()) => todayIn(timeZone, now);
/** ISO weekday 1 (Monday) - 7. */
export const weekdayOf = isoWeekday;

/** [first day 00:00, last day 24:00) in the zone as instants. */
export function localDaysRange(firstDay: string, lastDay: string, timeZone: string): LocalRange {
  const result = expandRecurrence({
    date_from: firstDay,
    date_to: lastDay,
    time_from: '00:00',
    time_to: '24:00',
    repeat_type: 'none',
    time_zone: timeZone,
  });
  if (!result.ok || result.occurrences.length === 0) throw new RangeError(`bad local range ${firstDay}..${lastDay} in ${timeZone}`);
  const [period] = result.occurrences;
  return { firstDay, lastDay, from: period.start, to: period.end };
}

/** The day, the ISO week (Monday-Sunday) or the calendar month around `date`. */
export function viewRange(date: string, view: CalendarView, timeZone: string): LocalRange {
  if (view === 'day') return localDaysRange(date, date, timeZone);
  if (view === 'week') {
    const monday = addDays(date, 1 - weekdayOf(date));
    return localDaysRange(monday, addDays(monday, 6), timeZone);
  }
  const first = `${date.slice(0, 7)}-01`;
  return localDaysRange(first, addDays(addMonths(first, 1), -1), timeZone);
}

/** One local period on one day ('HH:mm' wall times, `to` may be '24:00') as instants. */
export function localPeriod(date: string, from: string, to: string, timeZone: string): { start: Date; end: Date } {
  const result = expandRecurrence({ date_from: date, date_to: date, time_from: from, time_to: to, repeat_type: 'none', time_zone: timeZone });
  if (!result.ok || result.occurrences.length === 0) throw new RangeError(`bad local period ${date} ${from}-${to} in ${timeZone}`);
  return { start: result.occurrences[0].start, end: result.occurrences[0].end };
}
