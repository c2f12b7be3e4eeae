/**
 * Periods are half-open [start, end): a 09:00-12:00 and a 12:00-15:00 appointment touch but do
 * not overlap, which is how a clinic books back to back.
 */
export interface Interval {
  start: Date;
  end: Date;
}

export function overlaps(a: Interval, b: Interval): boolean {
  return a.start.getTime() < b.end.getTime() && b.start.getTime() < a.end.getTime();
}

/**
 * True when `periods` together cover all of `interval` (work times may be split, 09-13 and
 * 13-17). An appointment not covered is flagged 'The user does not work during this time'.
 */
export function isCoveredBy(interval: Interval, periods: readonly Interval[]): boolean {
  const end = interval.end.getTime();
  let cursor = interval.start.getTime();
  if (cursor >= end) return periods.some((p) => p.start.getTime() <= cursor && cursor < p.end.getTime());
  const sorted = [...periods].sort((a, b) => a.start.getTime() - b.start.getTime());
  for (const period of sorted) {
    if (period.start.getTime() > cursor) break;
    cursor = Math.max(cursor, period.end.getTime());
    if (cursor >= end) return true;
  }
  return false;
}
