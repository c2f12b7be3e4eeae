/**
 * The recall module's plain values (no zod): what the recall screens offer and the API checks.
 * A recall is one patient's next visit of one kind (a check-up, hygiene, perio) and its due date.
 */

/**
 * Where a recall stands, as the list filters and counts it (one state each, in this order of
 * precedence): `booked` (a coming appointment of a satisfying service), else `contacted` (an
 * attempt logged since the due date was last set), else `overdue` (due before today), else `due`.
 */
export const RECALL_STATES = ['due', 'overdue', 'contacted', 'booked'] as const;
export type RecallState = (typeof RECALL_STATES)[number];

/** How the clinic tried to reach the patient. */
export const RECALL_ATTEMPT_CHANNELS = ['phone', 'sms', 'email', 'letter'] as const;
export type RecallAttemptChannel = (typeof RECALL_ATTEMPT_CHANNELS)[number];

/** What came of an attempt. */
export const RECALL_ATTEMPT_OUTCOMES = ['reached', 'no_answer', 'left_message', 'refused', 'wrong_number'] as const;
export type RecallAttemptOutcome = (typeof RECALL_ATTEMPT_OUTCOMES)[number];

/**
 * A due date given by hand, with its reason: `set` (the clinic's own date, e.g. a cleaning done
 * elsewhere) or `snooze` (later than the date it had: the patient asked to be called then).
 */
export const RECALL_OVERRIDE_KINDS = ['set', 'snooze'] as const;
export type RecallOverrideKind = (typeof RECALL_OVERRIDE_KINDS)[number];

/** A recall type's interval, in whole months (up to ten years). */
export const RECALL_INTERVAL_MONTHS = { min: 1, max: 120 } as const;

/**
 * Appointment statuses that book a recall: planned, notified, confirmed, late, arrived, in the
 * room (docs/product-decisions.md: 1, 2, 3, 5, 6, 7). The queue (0), a cancel (4) and a finished
 * visit (8-10) do not.
 */
export const RECALL_BOOKING_STATUSES = [1, 2, 3, 5, 6, 7] as const;
