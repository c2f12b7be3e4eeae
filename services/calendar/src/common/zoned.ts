import { expandRecurrence } from '@dental/domain-recurrence';
import type { CalendarView } from '@dental/contracts';

/**
 * Local dates and ranges of a branch's time zone. Wall time -> instant goes through
 * @dental/domain-recurrence (one `none` period from the first day 00:00 to the last day 24:00), so
 * the calendar, the planner and the scheduler agree on daylight-saving days.
 */
export interface LocalRange {
  /** First and last local day, inclusive. */
  firstDay: string;
  lastDay: string;
  /** [from, to) instants. */
  from: Date;
  to: Date;
}

const DAY_MS = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();
function parts(instant: Date, timeZone: string): Record<string, string> {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, format);
  }
  return Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
}

/** The local calendar day of an instant, 'YYYY-MM-DD'. */
export function localDate(instant: Date, timeZone: string): string {
  const p = parts(instant, timeZone);
  return `${p.year}-${p.month}-${p.day}`;
}

/** The local wall time of an instant, 'HH:mm'. */
export function localTime(instant: Date, timeZone: string): string {
  const p = parts(instant, timeZone);
  return `${p.hour}:${p.minute}`;
}

export const today = (timeZone: string, now = new Date()) => localDate(now, timeZone);

const toUtcDay = (date: string) => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
const fromUtcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const addDays = (date: string, days: number) => fromUtcDay(toUtcDay(date) + days * DAY_MS);
/** ISO weekday 1 (Monday) - 7. */
export const weekdayOf = (date: string) => ((new Date(toUtcDay(date)).getUTCDay() + 6) % 7) + 1;

/** Every local day from `first` to `last`, inclusive. */
export function daysBetween(first: string, last: string): string[] {
  const days: string[] = [];
  for (let ms = toUtcDay(first); ms <= toUtcDay(last); ms += DAY_MS) days.push(fromUtcDay(ms));
  return days;
}

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
  const nextMonth = new Date(toUtcDay(first));
  nextMonth.setUTCMonth(nextMonth.getUTCMonth() + 1);
  return localDaysRange(first, addDays(fromUtcDay(nextMonth.getTime()), -1), timeZone);
}

/** One local period on one day ('HH:mm' wall times, `to` may be '24:00') as instants. */
export function localPeriod(date: string, from: string, to: string, timeZone: string): { start: Date; end: Date } {
  const result = expandRecurrence({ date_from: date, date_to: date, time_from: from, time_to: to, repeat_type: 'none', time_zone: timeZone });
  if (!result.ok || result.occurrences.length === 0) throw new RangeError(`bad local period ${date} ${from}-${to} in ${timeZone}`);
  return { start: result.occurrences[0].start, end: result.occurrences[0].end };
}
