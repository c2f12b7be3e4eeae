import { addDays, type Ymd } from './dates';

/**
 * Wall-clock time of the branch's time zone (DECISIONS.md: each branch has one, Europe/Riga by
 * default) to instants and back, with Intl only. The grid is laid out in wall-clock minutes of
 * the branch, whatever the zone of the browser. Around a daylight-saving change a day has 23 or
 * 25 hours: its bounds are the instants of its own midnights, never "start + 24 h".
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

function parts(timeZone: string, ms: number): Record<string, number> {
  const out: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(new Date(ms))) if (p.type !== 'literal') out[p.type] = Number(p.value);
  return out;
}

/** The zone's offset (wall minus UTC) in ms at an instant. */
export function offsetAt(timeZone: string, ms: number): number {
  const p = parts(timeZone, ms);
  const whole = ms - (((ms % 1000) + 1000) % 1000);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - whole;
}

/** Where an instant falls on the branch's wall clock: its date and minutes since midnight. */
export function wallOf(ms: number, timeZone: string): { ymd: Ymd; minutes: number } {
  const p = parts(timeZone, ms);
  const ymd = `${String(p.year).padStart(4, '0')}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
  return { ymd, minutes: p.hour * 60 + p.minute };
}

/**
 * The instant of a wall time. In an autumn fold (a time that happens twice) the earlier one; in a
 * spring gap (a time that does not exist) the moment the clock jumps.
 */
export function instantOf(ymd: Ymd, minutes: number, timeZone: string): number {
  const [y, m, d] = ymd.split('-').map(Number);
  const wall = Date.UTC(y, m - 1, d) + minutes * 60_000;
  const candidates = [offsetAt(timeZone, wall - 86_400_000), offsetAt(timeZone, wall + 86_400_000)]
    .map((offset) => wall - offset)
    .filter((instant) => offsetAt(timeZone, instant) === wall - instant)
    .sort((a, b) => a - b);
  if (candidates.length) return candidates[0];
  // In the gap: the first minute with the later offset, i.e. the moment the clock jumps.
  const later = offsetAt(timeZone, wall + 86_400_000);
  let low = Math.floor((wall - later) / 60_000);
  let high = Math.ceil((wall - offsetAt(timeZone, wall - 86_400_000)) / 60_000);
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    if (offsetAt(timeZone, mid * 60_000) === later) high = mid;
    else low = mid;
  }
  return high * 60_000;
}

/** [start, end) of a branch day as instants: 23 h in spring, 25 h in autumn. */
export function dayBounds(ymd: Ymd, timeZone: string): [number, number] {
  return [instantOf(ymd, 0, timeZone), instantOf(addDays(ymd, 1), 0, timeZone)];
}

/** Today's date on the branch's wall clock. */
export const todayIn = (timeZone: string, now = Date.now()): Ymd => wallOf(now, timeZone).ymd;

/** An ISO string (with Z) of an instant, as the API takes time stamps. */
export const iso = (ms: number): string => new Date(ms).toISOString();

export const DEFAULT_TIME_ZONE = 'Europe/Riga';
