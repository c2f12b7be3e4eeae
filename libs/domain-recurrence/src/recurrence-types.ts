/**
 * Input and output of the scheduler's expansion (docs/spec.md §3, §5, §8, §9): work times,
 * vacations and holidays are stored as one rule and expanded into concrete periods.
 */
export type RepeatType = 'none' | 'day' | 'week' | 'month';

/** ISO weekday: 1 = Monday ... 7 = Sunday. */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export interface RecurrenceInput {
  /** 'YYYY-MM-DD', first day, inclusive. */
  date_from: string;
  /** 'YYYY-MM-DD', last day, inclusive. For 'none' the day the single period ends. */
  date_to: string;
  /** 'HH:mm' local wall time. */
  time_from: string;
  /** 'HH:mm' local wall time; '24:00' means the end of the day (all-day holidays). */
  time_to: string;
  repeat_type: RepeatType;
  /** Every N days / weeks / months; default 1. Ignored for 'none'. */
  repeat_after?: number;
  /** Days of the week for 'week' repeats. */
  weekdays?: readonly number[];
  /** IANA zone of the branch; default 'Europe/Riga' (DEFAULT_TIME_ZONE of @dental/domain-time). */
  time_zone?: string;
  /** Safety cap on produced periods; default 1000. */
  max_events?: number;
}

export interface Occurrence {
  /** Local date the period belongs to, 'YYYY-MM-DD'. */
  date: string;
  start: Date;
  end: Date;
}

/** The codes of docs/spec.md §8, plus TOO_MANY_EVENTS for the safety cap. */
export type RecurrenceErrorCode =
  | 'INVALID_DATE_RANGE'
  | 'RECURRING_DATE_EQUAL'
  | 'WEEK_DAYS_NOT_SELECTED'
  | 'ZERO_EVENTS_INSERTED'
  | 'TOO_MANY_EVENTS';

export type RecurrenceResult =
  | { ok: true; occurrences: Occurrence[] }
  | {
      ok: false;
      code: RecurrenceErrorCode;
      /** The input field to mark red, when one field is to blame. */
      field?: keyof RecurrenceInput;
    };

/** The branch's default zone lives with the time library; re-exported for the scheduler's callers. */
export { DEFAULT_TIME_ZONE } from '@dental/domain-time';
export const DEFAULT_MAX_EVENTS = 1000;
