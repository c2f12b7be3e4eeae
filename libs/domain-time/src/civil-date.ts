/**
 * Calendar dates as whole day numbers (days since 1970-01-01), with no time and no time zone:
 * recurrence walks days, weeks and months on the calendar, screens step through days, and only
 * wall times are turned into instants (zoned-time.ts). Pure integer arithmetic (H. Hinnant's
 * civil-from-days), so there is no Date two-digit-year quirk and no local-time influence.
 */
export interface CivilDate {
  year: number;
  month: number; // 1-12
  day: number; // 1-31
}

/** A calendar date written 'YYYY-MM-DD'. */
export type Ymd = string;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/**
 * 'YYYY-MM-DD' to a day number; null when it is not a real date. Years before 1900 are refused:
 * no clinic schedules there, and old zone data has offsets in odd seconds.
 */
export function parseDate(text: string): number | null {
  const match = DATE.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return dayNumber({ year, month, day });
}

/** Whether `text` is a real 'YYYY-MM-DD' date (1900 or later). */
export const isYmd = (text: string | null | undefined): text is Ymd => typeof text === 'string' && parseDate(text) !== null;

export function dayNumber({ year, month, day }: CivilDate): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

export function civilDate(days: number): CivilDate {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const dayOfEra = z - era * 146097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36524) - Math.floor(dayOfEra / 146096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

/** A day number as 'YYYY-MM-DD'. */
export function ymdOf(days: number): Ymd {
  const { year, month, day } = civilDate(days);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The day number of a 'YYYY-MM-DD' (not validated: callers hold dates they checked or made). */
export function dayOf(ymd: Ymd): number {
  const [year, month, day] = ymd.split('-').map(Number);
  return dayNumber({ year, month, day });
}

/** ISO weekday of a day number, 1 = Monday ... 7 = Sunday (docs/spec.md §9). 1970-01-01 was a Thursday. */
export function weekday(days: number): number {
  return (((days + 3) % 7) + 7) % 7 + 1;
}

export const addDays = (ymd: Ymd, days: number): Ymd => ymdOf(dayOf(ymd) + days);

/** The same day of another month, clamped to its length (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(ymd: Ymd, months: number): Ymd {
  const { year, month, day } = civilDate(dayOf(ymd));
  const index = year * 12 + (month - 1) + months;
  const [y, m] = [Math.floor(index / 12), (index % 12) + 1];
  return ymdOf(dayNumber({ year: y, month: m, day: Math.min(day, daysInMonth(y, m)) }));
}

/** ISO weekday of a 'YYYY-MM-DD': 1 Monday ... 7 Sunday. */
export const isoWeekday = (ymd: Ymd): number => weekday(dayOf(ymd));

/** Every day from `first` to `last`, inclusive. */
export function daysBetween(first: Ymd, last: Ymd): Ymd[] {
  const days: Ymd[] = [];
  for (let day = dayOf(first), end = dayOf(last); day <= end; day++) days.push(ymdOf(day));
  return days;
}
