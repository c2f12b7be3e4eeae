export type Period = 'day' | 'week' | 'month';

/** Spec section 5: the month view needs at least one doctor selected. */
export const needsDoctor = (period: Period, doctors: readonly string[]): boolean => period === 'month' && doctors.length === 0;

/** A 'YYYY-MM-DD' moved by a period (months clamp to the month's length: 31 Jan + 1 = 28/29 Feb). */
export function shiftDate(ymd: string, period: Period, direction: 1 | -1): string {
  const [y, m, d] = ymd.split('-').map(Number);
  if (period === 'month') {
    const last = new Date(Date.UTC(y, m - 1 + direction + 1, 0)).getUTCDate();
    return new Date(Date.UTC(y, m - 1 + direction, Math.min(d, last))).toISOString().slice(0, 10);
  }
  return new Date(Date.UTC(y, m - 1, d + (period === 'week' ? 7 : 1) * direction)).toISOString().slice(0, 10);
}

/** Today in a time zone (the branch's; Europe/Riga by default). */
export function todayIn(timeZone = 'Europe/Riga', now = Date.now()): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(now));
}
