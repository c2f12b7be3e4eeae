/** The calendar's plain values (no zod): statuses and live events, safe for browser bundles that must stay small. */

/** The appointment statuses: one canonical list, codes 0-10 (labels: common:appointment_status in @dental/i18n). */
export const APPOINTMENT_STATUS = {
  unplanned: 0,
  planned: 1,
  notified: 2,
  confirmed: 3,
  canceled: 4,
  late: 5,
  waiting: 6,
  in_room: 7,
  finished: 8,
  unpaid: 9,
  paid: 10,
} as const;
export type AppointmentStatusName = keyof typeof APPOINTMENT_STATUS;
export const APPOINTMENT_STATUSES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];
/** code -> name (the i18n key suffix: `common:appointment_status.<name>`). */
export const APPOINTMENT_STATUS_NAMES: Record<AppointmentStatus, AppointmentStatusName> = {
  0: 'unplanned',
  1: 'planned',
  2: 'notified',
  3: 'confirmed',
  4: 'canceled',
  5: 'late',
  6: 'waiting',
  7: 'in_room',
  8: 'finished',
  9: 'unpaid',
  10: 'paid',
};

/** Set only by invoicing (9) and payments (10); the status endpoint refuses them (400). */
export const BILLING_STATUSES = [9, 10] as const;
/**
 * Statuses a user may pick by hand on a planned appointment (PATCH .../status). 0 is reached only
 * by creating into the queue; 7 and 8 are also what Start and End set; 4 frees the slot and needs
 * calendar_delete (as the Cancel button does).
 */
export const MANUAL_STATUSES = [1, 2, 3, 4, 5, 6, 7, 8] as const;
/** Statuses that hold a slot: everything but unplanned (no time) and canceled. */
export const SLOT_HOLDING_STATUSES = [1, 2, 3, 5, 6, 7, 8, 9, 10] as const;
/**
 * Allowed transitions by hand (the server answers 409 APPOINTMENT_STATUS_NOT_ALLOWED otherwise):
 * - from 1, 2, 3, 5, 6 to any of 1, 2, 3, 4, 5, 6, 7 (Start is 7);
 * - from 7 to 6 (back to waiting) or 8 (End);
 * - from 4 (canceled) back to 1 (restored; the slot must still be free, else 409 APPOINTMENT_OVERLAP);
 * - 8, 9, 10 are left only by invoicing/payments; 0 is left only by planning it (POST .../plan).
 */
export const STATUS_TRANSITIONS: Record<AppointmentStatus, readonly AppointmentStatus[]> = {
  0: [4],
  1: [1, 2, 3, 4, 5, 6, 7],
  2: [1, 2, 3, 4, 5, 6, 7],
  3: [1, 2, 3, 4, 5, 6, 7],
  4: [1],
  5: [1, 2, 3, 4, 5, 6, 7],
  6: [1, 2, 3, 4, 5, 6, 7],
  7: [6, 8],
  8: [],
  9: [],
  10: [],
};

/** socket.io room of a branch's calendar (same server and handshake as the messenger). */
export const calendarRoom = (branchUuid: string) => `calendar_room_${branchUuid}`;

/**
 * Live events (socket.io, default path, bearer token in the handshake as for the messenger).
 * A client joins with `calendar:join` `{branch_uuid}` (acknowledged `{ok}`; needs calendar_view or
 * planner_view and the branch in the user's company) and leaves with `calendar:leave`.
 */
export const CALENDAR_EVENTS = {
  /** client -> server, `{ branch_uuid }`, ack `CalendarAck` */
  join: 'calendar:join',
  /** client -> server, `{ branch_uuid }`, ack `CalendarAck` */
  leave: 'calendar:leave',
  /** server -> room: an appointment was created, moved, edited, changed status, canceled or deleted */
  appointment: 'calendar:appointment',
  /** server -> room: work times were created, changed or deleted (reload the background events) */
  worktimes: 'calendar:worktimes',
} as const;

export const CALENDAR_LIVE_ACTIONS = ['created', 'moved', 'edited', 'status', 'canceled', 'deleted', 'planned'] as const;

/**
 * Error codes this module answers besides the shared ones (APPOINTMENT_INVALID_TIME_RANGE 400,
 * APPOINTMENT_OVERLAP 409, VERSION_CONFLICT 409, NOT_FOUND 404, FORBIDDEN 403, the scheduler's
 * INVALID_DATE_RANGE / RECURRING_DATE_EQUAL / WEEK_DAYS_NOT_SELECTED / ZERO_EVENTS_INSERTED /
 * TOO_MANY_EVENTS 400). Messages are in the `errors` dictionary under the same key.
 */
export const CALENDAR_ERROR_CODES = [
  /** 400 when 9/10 is sent by hand; 409 when the transition is not allowed from the current status. */
  'APPOINTMENT_STATUS_NOT_ALLOWED',
  /** 409: "called" on an appointment whose patient asked for no call (or was called already). */
  'APPOINTMENT_NOT_TO_CALL',
  /** 409: "Start" on an appointment that is not today in the branch's time zone. */
  'APPOINTMENT_NOT_TODAY',
  /** 409: the period touches a holiday of the branch (the message names the day and reason). */
  'APPOINTMENT_HOLIDAY',
  /** 409: the practitioner is absent (vacation, sickness ...) then. */
  'APPOINTMENT_ABSENCE',
  /** 409: the period is not inside the branch's opening hours of its day (the message names them). */
  'APPOINTMENT_OUTSIDE_BRANCH_HOURS',
  /** 409: the user already works in another room at that time (planner). */
  'WORK_TIME_OVERLAP',
] as const;
export type CalendarErrorCode = (typeof CALENDAR_ERROR_CODES)[number];

/** Why an appointment was canceled, when the patient did it from their message's link (issue 26); `reason` stays the visit's. */
export const APPOINTMENT_CANCEL_REASONS = ['patient'] as const;
export type AppointmentCancelReason = (typeof APPOINTMENT_CANCEL_REASONS)[number];

/** What a patient answers through their message's link (`/r/{token}`). */
export const PATIENT_ANSWERS = ['confirm', 'cancel', 'call_me'] as const;
export type PatientAnswer = (typeof PATIENT_ANSWERS)[number];
