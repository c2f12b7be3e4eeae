import { addDays, addMonths, civilDate, dayOf, daysInMonth as monthLength, isoWeekday, isYmd, type Ymd } from '@dental/domain-time';

/**
 * The calendar's views over dates ('YYYY-MM-DD' strings). Day arithmetic is @dental/domain-time's
 * (whole day numbers, so no time zone of the browser ever shifts a day); weeks start on Monday
 * (ISO weekday 1, docs/spec.md §9).
 */
export { addDays, addMonths, isoWeekday, isYmd, type Ymd };

export const startOfWeek = (ymd: Ymd): Ymd => addDays(ymd, 1 - isoWeekday(ymd));

export const weekDays = (ymd: Ymd): Ymd[] => Array.from({ length: 7 }, (_, i) => addDays(startOfWeek(ymd), i));

export const startOfMonth = (ymd: Ymd): Ymd => `${ymd.slice(0, 7)}-01`;

export function daysInMonth(ymd: Ymd): number {
  const { year, month } = civilDate(dayOf(ymd));
  return monthLength(year, month);
}

/** The weeks (Monday first) that cover a month: 4 to 6 rows of 7 days. */
export function monthWeeks(ymd: Ymd): Ymd[][] {
  const first = startOfMonth(ymd);
  const last = addDays(first, daysInMonth(first) - 1);
  const weeks: Ymd[][] = [];
  for (let start = startOfWeek(first); dayOf(start) <= dayOf(last); start = addDays(start, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, i) => addDays(start, i)));
  }
  return weeks;
}

export type ViewType = 'day' | 'week' | 'month';

/** The days a view shows: [first, last] inclusive. */
export function viewDays(view: ViewType, ymd: Ymd): { first: Ymd; last: Ymd } {
  if (view === 'day') return { first: ymd, last: ymd };
  if (view === 'week') return { first: startOfWeek(ymd), last: addDays(startOfWeek(ymd), 6) };
  const weeks = monthWeeks(ymd);
  return { first: weeks[0][0], last: weeks[weeks.length - 1][6] };
}

/** Today/prev/next: one day, week or month back or forward. */
export function stepDate(view: ViewType, ymd: Ymd, direction: 1 | -1): Ymd {
  if (view === 'day') return addDays(ymd, direction);
  if (view === 'week') return addDays(ymd, 7 * direction);
  return addMonths(ymd, direction);
}

/** 'HH:mm' from minutes of the day (1440 is written 24:00). */
export function hhmm(minutes: number): string {
  const m = Math.max(0, Math.min(1440, Math.round(minutes)));
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** Minutes of the day from 'HH:mm' (or 'HH:mm:ss'); NaN when malformed. */
export function minutesOf(time: string): number {
  const m = /^(\d{1,2}):(\d{2})/.exec(time);
  return m ? Number(m[1]) * 60 + Number(m[2]) : Number.NaN;
}

/** An ISO string (with Z) of an instant, as the API takes time stamps. */
export const iso = (ms: number): string => new Date(ms).toISOString();
