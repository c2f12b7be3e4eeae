import { addDays, addMonths, todayIn } from '@dental/domain-time';

export type Period = 'day' | 'week' | 'month';

/** Spec section 5: the month view needs at least one doctor selected. */
export const needsDoctor = (period: Period, doctors: readonly string[]): boolean => period === 'month' && doctors.length === 0;

/** A 'YYYY-MM-DD' moved by a period (months clamp to the month's length: 31 Jan + 1 = 28/29 Feb). */
export function shiftDate(ymd: string, period: Period, direction: 1 | -1): string {
  if (period === 'month') return addMonths(ymd, direction);
  return addDays(ymd, (period === 'week' ? 7 : 1) * direction);
}

/** Today in a time zone (the branch's; Europe/Riga by default): the time library's. */
export { todayIn };
