import { dayOf, parseDate, type Ymd } from './civil-date.js';
import { wallOf } from './zoned-time.js';

/**
 * How people read dates and times, one form per language, 24-hour everywhere:
 *   lv, ru: 23.11.2026 17:00      en: 23 Nov 2026, 17:00
 * Numeric forms are written here field by field rather than left to Intl's locale data, which
 * differs between runtimes (Latvian short dates end in a dot, English ones are 12-hour and
 * month-first in en-US). Names of months and weekdays (headings) come from Intl in the language.
 * An instant is read on the wall clock of the zone given (the branch's, where the screen has one;
 * else this runtime's); a 'YYYY-MM-DD' date has no zone and stays that day.
 */

/** What a screen holds: an ISO instant or a 'YYYY-MM-DD' date, epoch ms, a Date, or nothing. */
export type DateInput = string | number | Date | null | undefined;

/** The product's languages (libs/contracts LANGUAGES) and the Intl locale of their names: British English (day before month, 24-hour). */
const INTL_LOCALES = { lv: 'lv', en: 'en-GB', ru: 'ru' } as const;
export type DateLanguage = keyof typeof INTL_LOCALES;

const EN_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'en-GB' -> 'en'; anything else the product does not speak -> 'lv', its default language. */
export function dateLanguage(language: string | null | undefined): DateLanguage {
  const code = (language ?? '').slice(0, 2).toLowerCase();
  return Object.hasOwn(INTL_LOCALES, code) ? (code as DateLanguage) : 'lv';
}

/** This runtime's own zone (the browser's), for screens that have no branch zone to read in. */
export const runtimeTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

interface Wall {
  year: number;
  month: number;
  day: number;
  /** Minutes since midnight; null for a date without a time. */
  minutes: number | null;
}

function wall(value: DateInput, timeZone: string | undefined): Wall | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    if (parseDate(value) === null) return null;
    const [year, month, day] = value.split('-').map(Number);
    return { year, month, day, minutes: null };
  }
  const ms = typeof value === 'number' ? value : typeof value === 'string' ? Date.parse(value) : value.getTime();
  if (!Number.isFinite(ms)) return null;
  const at = wallOf(ms, timeZone || runtimeTimeZone());
  const [year, month, day] = at.ymd.split('-').map(Number);
  return { year, month, day, minutes: at.minutes };
}

const pad = (n: number) => String(n).padStart(2, '0');
const clock = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
const dateOf = (w: Wall, language: DateLanguage) =>
  language === 'en' ? `${w.day} ${EN_MONTHS[w.month - 1]} ${w.year}` : `${pad(w.day)}.${pad(w.month)}.${w.year}`;
/** What cannot be read as a date is shown as it came (never "Invalid Date"). */
const asIs = (value: DateInput) => (typeof value === 'string' ? value : '');

/** A date: `23.11.2026` (lv, ru), `23 Nov 2026` (en). An instant gives its day in `timeZone`. */
export function formatDate(value: DateInput, language: string, timeZone?: string): string {
  const w = wall(value, timeZone);
  return w ? dateOf(w, dateLanguage(language)) : asIs(value);
}

/** A date and time: `23.11.2026 17:00` (lv, ru), `23 Nov 2026, 17:00` (en); a bare date has no time. */
export function formatDateTime(value: DateInput, language: string, timeZone?: string): string {
  const w = wall(value, timeZone);
  if (!w) return asIs(value);
  const lang = dateLanguage(language);
  if (w.minutes === null) return dateOf(w, lang);
  return `${dateOf(w, lang)}${lang === 'en' ? ',' : ''} ${clock(w.minutes)}`;
}

/** A time of day, `17:00`, in every language. */
export function formatTime(value: DateInput, _language: string, timeZone?: string): string {
  const w = wall(value, timeZone);
  return w ? clock(w.minutes ?? 0) : asIs(value);
}

/** Day and month without the year, for columns of a week: `23.11.` (lv, ru), `23 Nov` (en). */
export function formatDayMonth(value: DateInput, language: string, timeZone?: string): string {
  const w = wall(value, timeZone);
  if (!w) return asIs(value);
  return dateLanguage(language) === 'en' ? `${w.day} ${EN_MONTHS[w.month - 1]}` : `${pad(w.day)}.${pad(w.month)}.`;
}

const named = new Map<string, Intl.DateTimeFormat>();
/** Names from Intl (a calendar date has no zone: it is formatted as UTC midnight of that day). */
function names(ymd: Ymd, language: string, options: Intl.DateTimeFormatOptions): string {
  const locale = INTL_LOCALES[dateLanguage(language)];
  const key = locale + JSON.stringify(options);
  let format = named.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    named.set(key, format);
  }
  return format.format(new Date(dayOf(ymd) * 86_400_000));
}

/** A month heading: `November 2026` in the language. */
export const formatMonthYear = (ymd: Ymd, language: string): string => names(ymd, language, { month: 'long', year: 'numeric' });

/** A weekday's name, short (`Mon`) or long (`Monday`), in the language. */
export const formatWeekday = (ymd: Ymd, language: string, width: 'short' | 'long' = 'short'): string =>
  names(ymd, language, { weekday: width });

/** A day heading with its weekday, `Monday 23 November 2026` in the language. */
export const formatLongDate = (ymd: Ymd, language: string): string => names(ymd, language, { dateStyle: 'full' });
