import {
  civilDate,
  daysInMonth,
  dayNumber,
  instantForWallTime,
  isValidTimeZone,
  parseDate,
  weekday,
  ymdOf,
} from '@dental/domain-time';
import {
  DEFAULT_MAX_EVENTS,
  DEFAULT_TIME_ZONE,
  type Occurrence,
  type RecurrenceErrorCode,
  type RecurrenceInput,
  type RecurrenceResult,
} from './recurrence-types.js';

/**
 * Rules:
 * - none: one period from date_from + time_from to date_to + time_to (a multi-day vacation is one
 *   block, not one per day).
 * - day: every N-th day from date_from through date_to.
 * - week: weeks counted from the Monday of date_from's week; in every N-th week, each chosen
 *   weekday that falls within [date_from, date_to].
 * - month: every N-th month on date_from's day of the month. A month without that day (31st in
 *   April, 29th-31st in February) is skipped, as RFC 5545 does, rather than moved to the last
 *   day: a moved entry would land on a date nobody chose. Months are counted from date_from, so
 *   a skipped month never shifts later ones.
 * Every period lies within one day (time_from < time_to); periods produced over the cap fail the
 * whole expansion instead of being cut short, so a save never stores half a rule.
 */
const MINUTE = 60_000;
const DAY = 86_400_000;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

type Failure = Extract<RecurrenceResult, { ok: false }>;

function fail(code: RecurrenceErrorCode, field?: keyof RecurrenceInput): Failure {
  return field === undefined ? { ok: false, code } : { ok: false, code, field };
}

/** Minutes after midnight; '24:00' only where `endOfDay` allows it. */
function parseTime(text: string, endOfDay: boolean): number | null {
  if (endOfDay && text === '24:00') return 24 * 60;
  const match = TIME.exec(text);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

export function expandRecurrence(input: RecurrenceInput): RecurrenceResult {
  const from = parseDate(input.date_from);
  if (from === null) return fail('INVALID_DATE_RANGE', 'date_from');
  const to = parseDate(input.date_to);
  if (to === null) return fail('INVALID_DATE_RANGE', 'date_to');
  const timeFrom = parseTime(input.time_from, false);
  if (timeFrom === null) return fail('INVALID_DATE_RANGE', 'time_from');
  const timeTo = parseTime(input.time_to, true);
  if (timeTo === null) return fail('INVALID_DATE_RANGE', 'time_to');
  const timeZone = input.time_zone ?? DEFAULT_TIME_ZONE;
  if (!isValidTimeZone(timeZone)) return fail('INVALID_DATE_RANGE', 'time_zone');
  if (from > to) return fail('INVALID_DATE_RANGE', 'date_to');

  const maxEvents = input.max_events ?? DEFAULT_MAX_EVENTS;
  const at = (day: number, minutes: number) => new Date(instantForWallTime(timeZone, day * DAY + minutes * MINUTE));

  if (input.repeat_type === 'none') {
    const start = at(from, timeFrom);
    const end = at(to, timeTo);
    if (start >= end) return fail('INVALID_DATE_RANGE', 'time_to');
    return { ok: true, occurrences: [{ date: ymdOf(from), start, end }] };
  }

  if (from === to) return fail('RECURRING_DATE_EQUAL', 'date_to');
  if (timeFrom >= timeTo) return fail('INVALID_DATE_RANGE', 'time_to');
  const every = input.repeat_after ?? 1;
  if (!Number.isSafeInteger(every) || every < 1) return fail('INVALID_DATE_RANGE', 'repeat_after');

  let days: Iterable<number>;
  switch (input.repeat_type) {
    case 'day':
      days = dailyDays(from, to, every);
      break;
    case 'week': {
      const weekdays = input.weekdays ?? [];
      if (weekdays.length === 0) return fail('WEEK_DAYS_NOT_SELECTED', 'weekdays');
      if (!weekdays.every((d) => Number.isInteger(d) && d >= 1 && d <= 7)) return fail('INVALID_DATE_RANGE', 'weekdays');
      days = weeklyDays(from, to, every, weekdays);
      break;
    }
    case 'month':
      days = monthlyDays(from, to, every);
      break;
    default:
      return fail('INVALID_DATE_RANGE', 'repeat_type');
  }

  const occurrences: Occurrence[] = [];
  for (const day of days) {
    const start = at(day, timeFrom);
    const end = at(day, timeTo);
    // Only a period lying wholly in a spring-forward gap collapses; it has no real time to keep.
    if (start >= end) continue;
    if (occurrences.length === maxEvents) return fail('TOO_MANY_EVENTS');
    occurrences.push({ date: ymdOf(day), start, end });
  }
  if (occurrences.length === 0) return fail('ZERO_EVENTS_INSERTED');
  return { ok: true, occurrences };
}

function* dailyDays(from: number, to: number, every: number): Generator<number> {
  for (let day = from; day <= to; day += every) yield day;
}

function* weeklyDays(from: number, to: number, every: number, weekdays: readonly number[]): Generator<number> {
  const offsets = [...new Set(weekdays)].sort((a, b) => a - b).map((d) => d - 1);
  for (let monday = from - (weekday(from) - 1); monday <= to; monday += 7 * every) {
    for (const offset of offsets) {
      const day = monday + offset;
      if (day >= from && day <= to) yield day;
    }
  }
}

function* monthlyDays(from: number, to: number, every: number): Generator<number> {
  const anchor = civilDate(from);
  for (let k = 0; ; k += every) {
    const monthIndex = anchor.month - 1 + k;
    const year = anchor.year + Math.floor(monthIndex / 12);
    const month = (monthIndex % 12) + 1;
    if (dayNumber({ year, month, day: 1 }) > to) return;
    if (anchor.day > daysInMonth(year, month)) continue;
    const day = dayNumber({ year, month, day: anchor.day });
    if (day <= to) yield day;
  }
}
