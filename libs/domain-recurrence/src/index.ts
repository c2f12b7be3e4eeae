export { expandRecurrence } from './expand-recurrence.js';
export { overlaps, isCoveredBy } from './intervals.js';
export type { Interval } from './intervals.js';
export { DEFAULT_MAX_EVENTS, DEFAULT_TIME_ZONE } from './recurrence-types.js';
export type {
  Occurrence,
  RecurrenceErrorCode,
  RecurrenceInput,
  RecurrenceResult,
  RepeatType,
  Weekday,
} from './recurrence-types.js';
