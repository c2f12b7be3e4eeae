/**
 * Calendar dates as 'YYYY-MM-DD' strings, computed with whole day numbers (days since
 * 1970-01-01) so no local time zone of the browser ever shifts a day. Weeks start on Monday
 * (ISO weekday 1, spec section 9).
 */
export type Ymd = string;

const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isYmd(text: string | null | undefined): text is Ymd {
  const m = text ? YMD.exec(text) : null;
  if (!m) return false;
  const d = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]));
  return d.getUTCFullYear() === +m[1] && d.getUTCMonth() === +m[2] - 1 && d.getUTCDate() === +m[3];
}

export function dayNumber(ymd: Ymd): number {
  const [y, m, d] = ymd.split('-').map(Number);
  return Math.round(Date.UTC(y, m - 1, d) / 86_400_000);
}

export function fromDayNumber(days: number): Ymd {
  return new Date(days * 86_400_000).toISOString().slice(0, 10);
}

export const addDays = (ymd: Ymd, n: number): Ymd => fromDayNumber(dayNumber(ymd) + n);

/** ISO weekday: 1 Monday ... 7 Sunday. 1970-01-01 was a Thursday. */
export const isoWeekday = (ymd: Ymd): number => ((((dayNumber(ymd) + 3) % 7) + 7) % 7) + 1;

export const startOfWeek = (ymd: Ymd): Ymd => addDays(ymd, 1 - isoWeekday(ymd));

export const weekDays = (ymd: Ymd): Ymd[] => Array.from({ length: 7 }, (_, i) => addDays(startOfWeek(ymd), i));

export const startOfMonth = (ymd: Ymd): Ymd => `${ymd.slice(0, 7)}-01`;

export function daysInMonth(ymd: Ymd): number {
  const [y, m] = ymd.split('-').map(Number);
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** Same day of another month, clamped to its length (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(ymd: Ymd, n: number): Ymd {
  const [y, m, d] = ymd.split('-').map(Number);
  const index = y * 12 + (m - 1) + n;
  const first = `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}-01`;
  return addDays(first, Math.min(d, daysInMonth(first)) - 1);
}

/** The weeks (Monday first) that cover a month: 4 to 6 rows of 7 days. */
export function monthWeeks(ymd: Ymd): Ymd[][] {
  const first = startOfMonth(ymd);
  const last = addDays(first, daysInMonth(first) - 1);
  const weeks: Ymd[][] = [];
  for (let start = startOfWeek(first); dayNumber(start) <= dayNumber(last); start = addDays(start, 7)) {
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
