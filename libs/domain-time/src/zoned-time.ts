import { addDays, dayOf, ymdOf, type Ymd } from './civil-date.js';

/**
 * Wall-clock time in an IANA time zone to an instant and back, with Intl only (no date library),
 * for the browser and the server alike. Each branch has a zone (Europe/Riga by default); its wall
 * clock, never the browser's or the server's zone, decides days and times.
 *
 * Around daylight-saving changes a wall time can be missing (spring, a gap) or occur twice
 * (autumn, a fold). Rules, chosen so a clinic's periods stay sensible:
 * - fold: the earlier instant (as Temporal's 'compatible'), so "until 03:30" ends at the first 03:30;
 * - gap: the instant of the change itself, so a period starting or ending in the missing hour
 *   starts or ends when the clock jumps; a period wholly inside the gap becomes empty.
 * A day's bounds are the instants of its own midnights, so a DST day has 23 or 25 hours.
 */
const MINUTE = 60_000;
const DAY = 86_400_000;

/** A branch's zone unless it chose another (docs/decisions.md, Recurrence). */
export const DEFAULT_TIME_ZONE = 'Europe/Riga';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether this runtime knows the IANA zone (the branch form, the contract and the scheduler ask). */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The IANA zones this runtime knows, the default (Europe/Riga) first: what a branch may choose. */
export function timeZoneNames(): string[] {
  const intl = Intl as { supportedValuesOf?: (key: 'timeZone') => string[] };
  const all = intl.supportedValuesOf?.('timeZone') ?? ['Europe/Vilnius', 'Europe/Tallinn', 'Europe/Helsinki', 'Europe/London', 'UTC'];
  return [DEFAULT_TIME_ZONE, ...all.filter((zone) => zone !== DEFAULT_TIME_ZONE)];
}

/** The wall clock's fields at an instant. */
function wallFields(timeZone: string, epochMs: number): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number> {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(epochMs))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return parts as ReturnType<typeof wallFields>;
}

/** The zone's UTC offset in ms at an instant (wall time minus UTC). */
export function offsetAt(timeZone: string, epochMs: number): number {
  const p = wallFields(timeZone, epochMs);
  // Years are >= 1900 here (civil-date.ts), clear of Date.UTC's two-digit-year mapping.
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  const whole = epochMs - (((epochMs % 1000) + 1000) % 1000);
  return wall - whole;
}

/**
 * The instant of a wall time. `wallMs` is the wall time written as if it were UTC
 * (day number x 86 400 000 + minutes x 60 000).
 */
export function instantForWallTime(timeZone: string, wallMs: number): number {
  // Real zones change offset at most once within two days, so the offsets a day either side
  // are the only candidates.
  const before = offsetAt(timeZone, wallMs - DAY);
  const after = offsetAt(timeZone, wallMs + DAY);
  const candidates = [wallMs - before, wallMs - after]
    .filter((instant) => offsetAt(timeZone, instant) === wallMs - instant)
    .sort((a, b) => a - b);
  if (candidates.length > 0) return candidates[0];
  return transitionBetween(timeZone, wallMs - after, wallMs - before, after);
}

/** First whole minute in (lo, hi] whose offset is `target`; offset changes happen on whole minutes. */
function transitionBetween(timeZone: string, lo: number, hi: number, target: number): number {
  let low = Math.floor(lo / MINUTE);
  let high = Math.ceil(hi / MINUTE);
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    if (offsetAt(timeZone, mid * MINUTE) === target) high = mid;
    else low = mid;
  }
  return high * MINUTE;
}

/** The instant (epoch ms) of `minutes` after midnight of a day on the zone's wall clock. */
export const instantOf = (ymd: Ymd, minutes: number, timeZone: string): number =>
  instantForWallTime(timeZone, dayOf(ymd) * DAY + minutes * MINUTE);

/** Where an instant falls on the zone's wall clock: its date and minutes since midnight. */
export function wallOf(epochMs: number, timeZone: string): { ymd: Ymd; minutes: number } {
  const p = wallFields(timeZone, epochMs);
  return { ymd: ymdOf(dayOf(`${p.year}-${p.month}-${p.day}`)), minutes: p.hour * 60 + p.minute };
}

const toMs = (instant: Date | number) => (typeof instant === 'number' ? instant : instant.getTime());

/** The wall date of an instant, 'YYYY-MM-DD'. */
export const localDate = (instant: Date | number, timeZone: string): Ymd => wallOf(toMs(instant), timeZone).ymd;

/** The wall time of an instant, 'HH:mm'. */
export function localTime(instant: Date | number, timeZone: string): string {
  const { minutes } = wallOf(toMs(instant), timeZone);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** [start, end) of a day as instants: 23 h in spring, 25 h in autumn. */
export const dayBounds = (ymd: Ymd, timeZone: string): [number, number] => [instantOf(ymd, 0, timeZone), instantOf(addDays(ymd, 1), 0, timeZone)];

/** The last answer of todayIn per zone, with the second it holds for. */
const todays = new Map<string, { second: number; ymd: Ymd }>();

/**
 * Today's date on the zone's wall clock. Remembered per zone for the current second: a calendar
 * answer asks once per patient it shows (their insurance's expiry), and Intl's formatting is the
 * costly part. A day starts on a whole second in every zone (offsets are whole seconds), so the
 * date within one second is always the same.
 */
export function todayIn(timeZone: string = DEFAULT_TIME_ZONE, now: Date | number = Date.now()): Ymd {
  const second = Math.floor(toMs(now) / 1000);
  const last = todays.get(timeZone);
  if (last?.second === second) return last.ymd;
  const ymd = localDate(second * 1000, timeZone);
  todays.set(timeZone, { second, ymd });
  return ymd;
}
