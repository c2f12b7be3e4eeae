import type { ImportDateOrder } from '@dental/contracts';
import { daysInMonth } from '@dental/domain-time';

const pad = (n: number) => String(n).padStart(2, '0');

/** Which century a two-digit year falls in: a birth date's lies behind today, an appointment's ahead. */
export type Century = 'past' | 'future';

function fullYear(year: string, century: Century, today: Date): number {
  if (year.length === 4) return Number(year);
  const short = Number(year);
  if (century === 'future') return 2000 + short;
  return 2000 + short > today.getUTCFullYear() ? 1900 + short : 2000 + short;
}

function ymd(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const YEAR_FIRST = /^(\d{4})[./](\d{1,2})[./](\d{1,2})\.?$/;
const DOTTED = /^(\d{1,2})\.(\d{1,2})\.(\d{2}|\d{4})\.?$/;
const SLASHED = /^(\d{1,2})[/-](\d{1,2})[/-](\d{2}|\d{4})$/;

/**
 * `YYYY-MM-DD` of a date as old systems write it, or null when it is none: ISO (`2026-11-24`), year
 * first with dots or slashes (`2026.11.24.`), dotted day first as Latvian and Russian write it
 * (`24.11.2026`, `24.11.26`), and slashed or dashed in the file's `order` (`11/24/2026` is US).
 */
export function readDate(text: string, order: ImportDateOrder, century: Century = 'past', today = new Date()): string | null {
  const value = text.trim();
  const iso = ISO.exec(value) ?? YEAR_FIRST.exec(value);
  if (iso) return ymd(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const dotted = DOTTED.exec(value);
  if (dotted) return ymd(fullYear(dotted[3], century, today), Number(dotted[2]), Number(dotted[1]));
  const slashed = SLASHED.exec(value);
  if (!slashed) return null;
  const year = fullYear(slashed[3], century, today);
  return order === 'mdy' ? ymd(year, Number(slashed[1]), Number(slashed[2])) : ymd(year, Number(slashed[2]), Number(slashed[1]));
}

const TIME = /^(\d{1,2})[:.](\d{2})(?::(\d{2}))?\s*(am|pm)?$/i;

/** Minutes after midnight of a time as written (`9:30`, `09.30`, `14:00:00`, `2:30 PM`), or null. */
export function readTime(text: string): number | null {
  const match = TIME.exec(text.trim());
  if (!match) return null;
  let hours = Number(match[1]);
  const minutes = Number(match[2]);
  const half = match[4]?.toLowerCase();
  if (half && (hours < 1 || hours > 12)) return null;
  if (half === 'pm' && hours !== 12) hours += 12;
  if (half === 'am' && hours === 12) hours = 0;
  if (hours > 23 || minutes > 59) return null;
  return hours * 60 + minutes;
}

/**
 * A date with a time (`24.11.2026 09:30`, `2026-11-24T09:30`, an Excel date-time), as its date and
 * minutes, or null. A date alone has no time (null minutes).
 */
export function readDateTime(text: string, order: ImportDateOrder, century: Century): { date: string; minutes: number | null } | null {
  const value = text.trim();
  // ISO joins its parts with a T (as Excel's date-times read here: cells.ts); people write a space.
  const split = /^(\d{4}-\d{1,2}-\d{1,2})T(.+)$/.exec(value) ?? /^(\S+)(?:\s+(.+))?$/.exec(value);
  if (!split) return null;
  const date = readDate(split[1], order, century);
  if (!date) return null;
  if (split[2] === undefined) return { date, minutes: null };
  const minutes = readTime(split[2]);
  return minutes === null ? null : { date, minutes };
}

/**
 * The date order a file's dates were written in, from the values of its date columns: a first part
 * above 12 can only be a day (dmy), a second part above 12 only a day too (mdy); otherwise day first.
 */
export function guessDateOrder(values: Iterable<string>): ImportDateOrder {
  for (const value of values) {
    const slashed = SLASHED.exec(value.trim().split(/[T ]/)[0]);
    if (!slashed) continue;
    if (Number(slashed[1]) > 12) return 'dmy';
    if (Number(slashed[2]) > 12) return 'mdy';
  }
  return 'dmy';
}
