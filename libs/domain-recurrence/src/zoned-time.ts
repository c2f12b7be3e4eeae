/**
 * Wall-clock time in an IANA time zone to an instant, with Intl only (no date library).
 *
 * Around daylight-saving changes a wall time can be missing (spring, a gap) or occur twice
 * (autumn, a fold). Rules, chosen so a clinic's periods stay sensible:
 * - fold: the earlier instant (as Temporal's 'compatible'), so "until 03:30" ends at the first 03:30;
 * - gap: the instant of the change itself, so a period starting or ending in the missing hour
 *   starts or ends when the clock jumps; a period wholly inside the gap becomes empty.
 */
const MINUTE = 60_000;
const DAY = 86_400_000;

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

export function isValidTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The zone's UTC offset in ms at an instant (wall time minus UTC). */
export function offsetAt(timeZone: string, epochMs: number): number {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(epochMs))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  // Years are >= 1900 here (civil-date.ts), clear of Date.UTC's two-digit-year mapping.
  const wall = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  const whole = epochMs - (((epochMs % 1000) + 1000) % 1000);
  return wall - whole;
}

/**
 * `wallMs` is the wall time written as if it were UTC (day number x 86 400 000 + minutes x 60 000).
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
