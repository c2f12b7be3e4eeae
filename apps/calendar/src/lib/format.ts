import type { Ymd } from './dates';

const cache = new Map<string, Intl.DateTimeFormat>();

/** A calendar date in the UI language (the date itself has no zone: formatted as UTC midnight). */
export function formatYmd(ymd: Ymd, language: string, options: Intl.DateTimeFormatOptions): string {
  const key = language + JSON.stringify(options);
  let f = cache.get(key);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' });
    } catch {
      f = new Intl.DateTimeFormat('en', { ...options, timeZone: 'UTC' });
    }
    cache.set(key, f);
  }
  const [y, m, d] = ymd.split('-').map(Number);
  return f.format(new Date(Date.UTC(y, m - 1, d)));
}

/** An instant as date and time on the branch's wall clock. */
export function formatInstant(iso: string | null | undefined, language: string, timeZone: string): string {
  if (!iso) return '';
  try {
    return new Intl.DateTimeFormat(language, { timeZone, dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));
  } catch {
    return iso;
  }
}
