import { expandRecurrence } from '@dental/domain-recurrence';
import { ApiException } from '@dental/server-core';

export interface AbsenceInput {
  date_from: string;
  date_to: string;
  repeat_type?: 'none' | 'day' | 'week' | 'month';
  repeat_after?: number;
  weekdays?: number[] | null;
}

/**
 * Holidays and vacations are whole days; their range and repeat are checked by the same expansion
 * the calendar uses, so what saves here is what the calendar can show. A failure is a 400 with the
 * spec's code (INVALID_DATE_RANGE, RECURRING_DATE_EQUAL, WEEK_DAYS_NOT_SELECTED,
 * ZERO_EVENTS_INSERTED, TOO_MANY_EVENTS) and the field to mark.
 */
export function checkAbsence(input: AbsenceInput, timeZone: string): void {
  const result = expandRecurrence({
    date_from: input.date_from,
    date_to: input.date_to,
    time_from: '00:00',
    time_to: '24:00',
    repeat_type: input.repeat_type ?? 'none',
    repeat_after: input.repeat_after ?? 1,
    weekdays: input.weekdays ?? [],
    time_zone: timeZone,
  });
  if (!result.ok) {
    const field = result.field && result.field !== 'time_to' && result.field !== 'time_from' ? result.field : 'date_to';
    throw new ApiException(400, result.code, { [field]: result.code });
  }
}
