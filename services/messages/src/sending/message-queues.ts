import type { Queue } from 'pg-boss';

/** The minute's scan for due reminders (one job per minute, whichever instance takes it). */
export const SCAN_QUEUE = 'messages.scan';
/** One job per message to hand to its channel. */
export const SEND_QUEUE = 'messages.send';

/**
 * A send is tried 4 times (the first and 3 retries, 5 s, ~10 s, ~20 s apart); the last failure is
 * recorded on the message (failed, with its reason) rather than dead-lettered: the patient card shows it.
 */
export const SEND_QUEUE_OPTIONS: Omit<Queue, 'name'> = {
  retryLimit: 3,
  retryDelay: 5,
  retryBackoff: true,
  notify: true,
  heartbeatSeconds: 10,
  expireInSeconds: 120,
  deleteAfterSeconds: 86_400,
};
export const SCAN_QUEUE_OPTIONS: Omit<Queue, 'name'> = { retryLimit: 1, expireInSeconds: 120, deleteAfterSeconds: 3_600 };
