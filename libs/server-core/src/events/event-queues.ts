import type { Queue } from 'pg-boss';

/** pg-boss's own schema in the platform's database (its tables are the queue's, not a module's). */
export const EVENTS_SCHEMA = 'pgboss';
/** Where a delivery that failed every attempt waits for an operator (GET /api/admin/events?status=failed). */
export const DEAD_LETTERS = 'events.dead';

/**
 * A consumer's queue: three attempts (the first and two retries, 1 s then ~2 s apart, with
 * pg-boss's jitter), then the dead letters. Workers are woken by NOTIFY when a job is created, so
 * an event reaches its consumer in milliseconds; polling stays as the floor. A worker beats every
 * 5 s while it holds a job: the jobs of an instance that died are retried elsewhere after 10 s
 * without a beat (the supervisor's next pass: EventBus checks every 5 s), or after a minute held.
 */
export const CONSUMER_QUEUE: Omit<Queue, 'name'> = {
  retryLimit: 2,
  retryDelay: 1,
  retryBackoff: true,
  deadLetter: DEAD_LETTERS,
  notify: true,
  heartbeatSeconds: 10,
  expireInSeconds: 60,
  // Completed deliveries are kept a day for inspection; the event itself lives on in event_log.
  deleteAfterSeconds: 86_400,
};

/** Dead letters stay until an operator retries them (a year at most). */
export const DEAD_LETTER_QUEUE: Omit<Queue, 'name'> = { retentionSeconds: 365 * 86_400 };
