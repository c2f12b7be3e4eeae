import type { CalendarErrorCode } from '@dental/contracts';
import { ApiException, type FieldMessage } from '@dental/server-core';

/** The calendar's refusals (CALENDAR_ERROR_CODES, part of the shared ERROR_CODES). */
export const calendarError = (status: number, code: CalendarErrorCode, fields?: Record<string, FieldMessage>) =>
  new ApiException(status, code, fields);
