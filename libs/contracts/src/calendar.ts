import { APPOINTMENT_SOURCES } from './booking.values.js';
import { z } from 'zod';
import { pagedEnvelope, pageQuerySchema, personRefSchema } from './common.js';
import { dateSchema, instantSchema, optionalTextSchema } from './fields.js';
import { editSchemaOf, timeOfDay, timeOfDayOrEnd, versionField } from './settings-fields.js';
import { ABSENCE_REPEAT_TYPES } from './settings.values.js';
import { APPOINTMENT_CANCEL_REASONS, APPOINTMENT_STATUS, APPOINTMENT_STATUSES, CALENDAR_LIVE_ACTIONS, MANUAL_STATUSES, type AppointmentStatusName } from './calendar.values.js';
import { patientAlertSchema } from './patients.js';

export * from './calendar.values.js';
export * from './calendar.refs.js';

/**
 * The calendar module's API (issue 6): appointments (calendar, queue, history, export), the
 * planner's dated work times and its scheduler, and the live events of a branch's calendar.
 * Instants are ISO 8601 with offset (stored as timestamptz, answered in UTC `...Z`); dates are
 * `YYYY-MM-DD` in the branch's time zone (default Europe/Riga). Money is integer cents.
 */

// ============================================================================ statuses

export const appointmentStatusSchema = z.literal(APPOINTMENT_STATUSES);
export const manualStatusSchema = z.literal(MANUAL_STATUSES);

/** Dashboard groups (GET /api/dashboard/stats). `all` is their sum. */
export const DASHBOARD_STATUS_GROUPS = {
  planned: [1, 2, 3, 5, 6, 7],
  closed: [8, 9, 10],
  canceled: [4],
} as const;

// ============================================================================ reasons, views

/** Why the patient comes; `acute` is the default (docs/spec.md §3). i18n: `calendar.reason.<code>`. */
export const APPOINTMENT_REASONS = ['acute', 'consultation', 'treatment', 'control', 'hygiene', 'other'] as const;
export type AppointmentReason = (typeof APPOINTMENT_REASONS)[number];
export const DEFAULT_APPOINTMENT_REASON: AppointmentReason = 'acute';
export const appointmentReasonSchema = z.enum(APPOINTMENT_REASONS);

export const CALENDAR_VIEWS = ['day', 'week', 'month'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];
export const calendarViewSchema = z.enum(CALENDAR_VIEWS);

/** Room type filter (spec: matched against the room's `hidden`): 0 treatment, 1 administration. */
export const roomTypeSchema = z.coerce.number().pipe(z.union([z.literal(0), z.literal(1)]));

/** Warning codes a save answers with (it still saved). */
export const APPOINTMENT_WARNING_CODES = ['USER_NOT_WORKING'] as const;
export type AppointmentWarningCode = (typeof APPOINTMENT_WARNING_CODES)[number];


// ============================================================================ shared pieces

/** Dates and instants of answers (requests take the range-checked ones of fields.ts). */
const storedDate = z.iso.date();
const storedInstant = z.iso.datetime({ offset: true });
const optionalUuid = z.uuid().nullable().optional();
/** `a,b,c` in a query string (or repeated keys) -> string[] of uuids. */
const uuidListQuery = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (Array.isArray(value) ? value : value.split(',')).map((item) => item.trim()).filter(Boolean))
  .pipe(z.array(z.uuid()).max(200));

export const calendarPersonSchema = personRefSchema.extend({
  /** The user's `style.color` (events are coloured by practitioner); null for patients. */
  color: z.string().nullable(),
});
export type CalendarPerson = z.infer<typeof calendarPersonSchema>;

export const calendarPatientSchema = personRefSchema.extend({
  phone: z.string().nullable(),
  personal_code: z.string().nullable(),
  /** The patient's alerts (allergies, expired insurance, medical alert), for the event's badge. */
  alerts: z.array(patientAlertSchema),
});
export type CalendarPatient = z.infer<typeof calendarPatientSchema>;

export const namedRefSchema = z.object({ uuid: z.uuid(), name: z.string() });

export const calendarRoomSchema = z.object({
  uuid: z.uuid(),
  name: z.string(),
  color: z.string().nullable(),
  /** 0 treatment, 1 administration. */
  hidden: z.number().int(),
});
export type CalendarRoom = z.infer<typeof calendarRoomSchema>;

// ============================================================================ appointment

export const appointmentSchema = z.object({
  uuid: z.uuid(),
  branch_uuid: z.uuid(),
  room_uuid: z.uuid().nullable(),
  patient: calendarPatientSchema,
  practitioner: calendarPersonSchema.nullable(),
  assistant: calendarPersonSchema.nullable(),
  speciality: namedRefSchema.nullable(),
  service: namedRefSchema.nullable(),
  /** Cents. */
  price: z.number().int().nullable(),
  reason: appointmentReasonSchema,
  status: appointmentStatusSchema,
  status_name: z.enum(Object.keys(APPOINTMENT_STATUS) as [AppointmentStatusName, ...AppointmentStatusName[]]),
  /** Null only for status 0 (the queue). */
  time_from: storedInstant.nullable(),
  time_to: storedInstant.nullable(),
  desired_date: storedDate.nullable(),
  comment: z.string().nullable(),
  /** True when the practitioner has no work time covering [time_from, time_to) (USER_NOT_WORKING). */
  outside_work_time: z.boolean(),
  /** `patient` when the patient canceled through their message's link; null otherwise. */
  cancel_reason: z.enum(APPOINTMENT_CANCEL_REASONS).nullable(),
  /** When the patient asked through their message's link to be called. */
  callback_requested_at: storedInstant.nullable(),
  /** `online` when the patient booked it through the clinic's booking page (issue 27): the desk's badge. */
  source: z.enum(APPOINTMENT_SOURCES),
  created_at: storedInstant,
  updated_at: storedInstant,
  version: z.number().int(),
});
export type Appointment = z.infer<typeof appointmentSchema>;

export const appointmentWarningSchema = z.object({
  code: z.enum(APPOINTMENT_WARNING_CODES),
  /** Translated from Content-Language: 'The user does not work during this time'. */
  message: z.string(),
  field: z.string().optional(),
});
export type AppointmentWarning = z.infer<typeof appointmentWarningSchema>;

/** Answer of every write on one appointment: `{ data, warnings }`. */
export const appointmentSaveAnswerSchema = z.object({
  data: appointmentSchema,
  warnings: z.array(appointmentWarningSchema),
});
export type AppointmentSaveAnswer = z.infer<typeof appointmentSaveAnswerSchema>;
export const appointmentAnswerSchema = z.object({ data: appointmentSchema });

/** An appointment's fields as the booking panel sends them (one set: create and edit derive from it). */
const appointmentFields = {
  patient_uuid: z.uuid(),
  room_uuid: optionalUuid,
  practitioner_uuid: optionalUuid,
  assistant_uuid: optionalUuid,
  speciality_uuid: optionalUuid,
  service_uuid: optionalUuid,
  price: z.number().int().min(0).max(100_000_000).nullable().optional(),
  reason: appointmentReasonSchema.default(DEFAULT_APPOINTMENT_REASON),
  time_from: instantSchema,
  time_to: instantSchema,
  desired_date: dateSchema.nullable().optional(),
  comment: optionalTextSchema(4000),
};

/**
 * POST /api/calendar/appointments (calendar_add).
 * - With `time_from` + `time_to`: a planned appointment; `room_uuid` and `practitioner_uuid` are
 *   then required; status defaults to 1 (may be 1, 2, 3, 5, 6).
 * - Without times: goes to the queue as status 0 (optionally with `desired_date`).
 * time_from must be before time_to (400 APPOINTMENT_INVALID_TIME_RANGE on `time_to`); an overlap
 * with the room or the practitioner is 409 APPOINTMENT_OVERLAP; outside the practitioner's work
 * time it saves with the USER_NOT_WORKING warning. Room, people, service and speciality must
 * belong to the caller's company (400 naming the field otherwise).
 */
export const appointmentCreateSchema = z
  .object({
    branch_uuid: z.uuid(),
    ...appointmentFields,
    status: z.literal([0, 1, 2, 3, 5, 6]).optional(),
    time_from: instantSchema.nullable().optional(),
    time_to: instantSchema.nullable().optional(),
  })
  .strict();
export type AppointmentCreate = z.input<typeof appointmentCreateSchema>;

/**
 * PATCH /api/calendar/appointments/{uuid} (calendar_edit): the booking panel's edit. Sent fields
 * change; times here follow the same rules as create (a queued one is planned with POST .../plan).
 */
export const appointmentEditSchema = editSchemaOf(appointmentFields);
export type AppointmentEdit = z.input<typeof appointmentEditSchema>;

/**
 * PATCH /api/calendar/appointments/{uuid}/move (calendar_edit): drag to another room and/or time,
 * and resize (same room, new `time_to`). `practitioner_uuid` when dropped on another user's column.
 * POST /api/calendar/appointments/{uuid}/plan takes the same body and plans a queued one (0 -> 1).
 */
export const appointmentMoveSchema = z
  .object({
    room_uuid: z.uuid(),
    time_from: instantSchema,
    time_to: instantSchema,
    practitioner_uuid: z.uuid().optional(),
    version: versionField,
  })
  .strict();
export type AppointmentMove = z.input<typeof appointmentMoveSchema>;

/**
 * PATCH /api/calendar/appointments/{uuid}/status (calendar_edit; status 4 also needs
 * calendar_delete). 9 and 10 -> 400 APPOINTMENT_STATUS_NOT_ALLOWED (set by invoicing/payments);
 * a transition outside STATUS_TRANSITIONS -> 409 APPOINTMENT_STATUS_NOT_ALLOWED.
 */
export const appointmentStatusChangeSchema = z
  .object({ status: appointmentStatusSchema, version: versionField })
  .strict();
export type AppointmentStatusChange = z.infer<typeof appointmentStatusChangeSchema>;

/**
 * Body of POST .../{uuid}/start (-> 7, calendar_edit), .../end (-> 8, calendar_edit) and
 * .../cancel (-> 4, calendar_delete), of POST .../{uuid}/called (calendar_edit: the patient was
 * called back, `callback_requested_at` is cleared and the row leaves the queue's "to call"), and the
 * query of DELETE .../{uuid} (calendar_delete; a soft delete: history keeps it).
 */
export const appointmentVersionSchema = z.object({ version: versionField }).strict();
export type AppointmentVersion = z.infer<typeof appointmentVersionSchema>;
export const appointmentDeleteQuerySchema = z.object({ version: z.coerce.number().int().min(1) });

// ============================================================================ calendar view

/**
 * GET /api/calendar/appointments (calendar_view): the calendar of one branch.
 * The range is the `view` around `date` in the branch's time zone: the day; the ISO week
 * (Monday-Sunday); the calendar month. Rooms of the `room_type` (matched against `hidden`) are
 * paged by the branch's calendar_room_count (`page`, 1-based), in every view; `room_uuids` picks
 * rooms explicitly instead (no paging). Events are the non-deleted appointments of those rooms
 * in the range, canceled ones included (status 4, drawn faded); `practitioner_uuids` narrows them.
 */
export const calendarQuerySchema = z.object({
  branch_uuid: z.uuid(),
  date: dateSchema.optional(),
  view: calendarViewSchema.default('day'),
  room_type: roomTypeSchema.default(0),
  page: z.coerce.number().int().min(1).default(1),
  room_uuids: uuidListQuery.optional(),
  practitioner_uuids: uuidListQuery.optional(),
  /** Leave canceled appointments out. */
  hide_canceled: z
    .enum(['0', '1', 'true', 'false'])
    .transform((value) => value === '1' || value === 'true')
    .optional(),
});
export type CalendarQuery = z.input<typeof calendarQuerySchema>;

/** A practitioner's work time drawn behind the events (the planner's dated work times). */
export const backgroundEventSchema = z.object({
  uuid: z.uuid(),
  user_uuid: z.uuid(),
  room_uuid: z.uuid(),
  time_from: storedInstant,
  time_to: storedInstant,
  color: z.string().nullable(),
});
export type BackgroundEvent = z.infer<typeof backgroundEventSchema>;

/**
 * What the calendar and the planner both answer about the grid: the branch's range of the view
 * and one page of its rooms (rooms_per_page is the branch's calendar_room_count or
 * planner_room_count), with the people the page shows.
 */
const roomGridFields = {
  branch_uuid: z.uuid(),
  time_zone: z.string(),
  view: calendarViewSchema,
  date: storedDate,
  /** [from, to) of the range, instants. */
  from: storedInstant,
  to: storedInstant,
  page: z.number().int(),
  page_count: z.number().int(),
  rooms_per_page: z.number().int(),
  rooms: z.array(calendarRoomSchema),
  users: z.array(calendarPersonSchema),
};

/**
 * An appointment as the calendar's lists send it (the view, the planner, the queue): its people,
 * service and speciality by uuid, each looked up once in the answer's dictionary (`refs`, the
 * grid's `users` and `rooms`), so a week of 560 events does not repeat the same 20 people 560
 * times. `branch_uuid` is the answer's; `status_name` is APPOINTMENT_STATUS_NAMES[status].
 * `calendarLookup(...).expand` (calendar.refs.ts) turns one back into an `Appointment`.
 */
export const calendarEventSchema = appointmentSchema
  .omit({ branch_uuid: true, patient: true, practitioner: true, assistant: true, speciality: true, service: true, status_name: true })
  .extend({
    patient_uuid: z.uuid(),
    practitioner_uuid: z.uuid().nullable(),
    assistant_uuid: z.uuid().nullable(),
    speciality_uuid: z.uuid().nullable(),
    service_uuid: z.uuid().nullable(),
  });
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

/**
 * What the events of an answer name, each once: patients, the people not already listed in the
 * answer's `users` (assistants, practitioners outside it), services and specialities.
 */
export const calendarRefsSchema = z.object({
  patients: z.array(calendarPatientSchema),
  people: z.array(calendarPersonSchema),
  services: z.array(namedRefSchema),
  specialities: z.array(namedRefSchema),
});
export type CalendarRefs = z.infer<typeof calendarRefsSchema>;

/** `users`: practitioners with an event or a work time in the range (the rest of `refs.people`). */
export const calendarAnswerSchema = z.object({
  data: z.object({
    ...roomGridFields,
    events: z.array(calendarEventSchema),
    refs: calendarRefsSchema,
    background_events: z.array(backgroundEventSchema),
  }),
});
export type CalendarAnswer = z.infer<typeof calendarAnswerSchema>;

/** GET /api/calendar/export?format=csv|ics&... (calendar_export): the visible range as a file. */
export const CALENDAR_EXPORT_FORMATS = ['csv', 'ics'] as const;
export const calendarExportQuerySchema = calendarQuerySchema.extend({ format: z.enum(CALENDAR_EXPORT_FORMATS) });
export type CalendarExportQuery = z.input<typeof calendarExportQuerySchema>;

// ============================================================================ free slot

/**
 * GET /api/calendar/free-slot (calendar_add): where "Book now" starts, the first free time from now
 * for a visit of `duration` minutes in a room of the `room_type`: on the branch's slot grid, inside
 * its opening hours, off its holidays, within the next 14 days. `data` is null when there is none.
 */
export const FREE_SLOT_DAYS = 14;
export const freeSlotQuerySchema = z
  .object({
    branch_uuid: z.uuid(),
    duration: z.coerce.number().int().min(5).max(600).default(30),
    room_type: roomTypeSchema.default(0),
  })
  .strict();
export type FreeSlotQuery = z.input<typeof freeSlotQuerySchema>;
export const freeSlotSchema = z.object({ room_uuid: z.uuid(), time_from: storedInstant, time_to: storedInstant });
export type FreeSlot = z.infer<typeof freeSlotSchema>;
export const freeSlotAnswerSchema = z.object({ data: freeSlotSchema.nullable() });

// ============================================================================ queue, history

/** Sort keys of the queue; `desired_date` (the default) puts entries without one last. */
export const QUEUE_SORTS = ['desired_date', 'created_at'] as const;

/**
 * The queue's filters: `unplanned` (the default) lists status 0 appointments; `to_call` lists the
 * appointments still to come (1, 2, 3) whose patient pressed "Call me" in their message
 * (`callback_requested_at` set), oldest request first, until someone marks them called.
 */
export const QUEUE_FILTERS = ['unplanned', 'to_call'] as const;
export type QueueFilter = (typeof QUEUE_FILTERS)[number];

/** GET /api/calendar/queue (calendar_view): status 0 appointments of a branch, by desired date; or those to call back. */
export const calendarQueueQuerySchema = pageQuerySchema.extend({
  filter: z.enum(QUEUE_FILTERS).default('unplanned'),
  sort: z.enum(QUEUE_SORTS).default('desired_date'),
  branch_uuid: z.uuid(),
  practitioner_uuid: z.uuid().optional(),
  speciality_uuid: z.uuid().optional(),
  desired_from: dateSchema.optional(),
  desired_to: dateSchema.optional(),
});
export type CalendarQueueQuery = z.input<typeof calendarQueueQuerySchema>;

export const appointmentPageSchema = pagedEnvelope(appointmentSchema);
export type AppointmentPage = z.infer<typeof appointmentPageSchema>;
/** The queue's page: events with the dictionary they name (`refs.people` holds every person). */
export const calendarQueuePageSchema = pagedEnvelope(calendarEventSchema).extend({ branch_uuid: z.uuid(), refs: calendarRefsSchema });
export type CalendarQueuePage = z.infer<typeof calendarQueuePageSchema>;

/**
 * GET /api/calendar/history (calendar_view): past appointments (time_to before now, any status,
 * soft-deleted ones included with `deleted: true`), newest first; `from`/`to` bound time_from.
 * `branch_uuid` may be left out when `patient_uuid` is given: the patient's appointments in every
 * branch of the company (the patient card's history tab); one of the two is required (400 on
 * `branch_uuid`). `include_upcoming` also lists appointments that have not ended yet (queue
 * entries, which have no time, never).
 */
export const calendarHistoryQuerySchema = pageQuerySchema
  .extend({
    branch_uuid: z.uuid().optional(),
    from: dateSchema.optional(),
    to: dateSchema.optional(),
    patient_uuid: z.uuid().optional(),
    practitioner_uuid: z.uuid().optional(),
    status: z.coerce.number().pipe(appointmentStatusSchema).optional(),
    include_upcoming: z
      .enum(['0', '1', 'true', 'false'])
      .transform((value) => value === '1' || value === 'true')
      .default(false),
  })
  // Reported as a missing branch_uuid (the server's "field_required"), the usual case of a call.
  .superRefine((query, ctx) => {
    if (query.branch_uuid === undefined && query.patient_uuid === undefined) {
      ctx.addIssue({ code: 'invalid_type', expected: 'string', input: undefined, path: ['branch_uuid'], message: 'branch_uuid or patient_uuid is required' });
    }
  });
export type CalendarHistoryQuery = z.input<typeof calendarHistoryQuerySchema>;

export const historyAppointmentSchema = appointmentSchema.extend({
  deleted: z.boolean(),
  change_count: z.number().int(),
  /** The branch (its name and time zone: a patient's history spans branches). */
  branch: z.object({ uuid: z.uuid(), name: z.string(), time_zone: z.string() }),
  room: namedRefSchema.nullable(),
});
export const historyPageSchema = pagedEnvelope(historyAppointmentSchema);
export type HistoryPage = z.infer<typeof historyPageSchema>;

export const APPOINTMENT_CHANGE_ACTIONS = [
  'created',
  'edited',
  'moved',
  'planned',
  'status',
  'started',
  'ended',
  'canceled',
  'deleted',
] as const;
export type AppointmentChangeAction = (typeof APPOINTMENT_CHANGE_ACTIONS)[number];

/** One change: who, when, what (field -> [before, after]; uuids for references, cents, instants). */
export const appointmentChangeSchema = z.object({
  uuid: z.uuid(),
  appointment_uuid: z.uuid(),
  action: z.enum(APPOINTMENT_CHANGE_ACTIONS),
  changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])),
  /** The names of the people, rooms, services and specialities the changes point at, by uuid. */
  names: z.record(z.string(), z.string()).default({}),
  user: calendarPersonSchema.nullable(),
  created_at: storedInstant,
});
export type AppointmentChange = z.infer<typeof appointmentChangeSchema>;
/** GET /api/calendar/appointments/{uuid}/changes (calendar_view): oldest first. */
export const appointmentChangesAnswerSchema = z.object({ data: z.array(appointmentChangeSchema) });

// ============================================================================ planner

export const REPEAT_TYPES = ['none', 'day', 'week', 'month'] as const;
export type PlannerRepeatType = (typeof REPEAT_TYPES)[number];

export const workTimeSchema = z.object({
  uuid: z.uuid(),
  branch_uuid: z.uuid(),
  room_uuid: z.uuid(),
  user: calendarPersonSchema,
  time_from: storedInstant,
  time_to: storedInstant,
  comment: z.string().nullable(),
  version: z.number().int(),
});
export type WorkTime = z.infer<typeof workTimeSchema>;

/**
 * POST /api/planner/worktimes (planner_add): the scheduler. Expanded with @dental/domain-recurrence
 * in the branch's time zone; errors 400 INVALID_DATE_RANGE, RECURRING_DATE_EQUAL,
 * WEEK_DAYS_NOT_SELECTED, ZERO_EVENTS_INSERTED, TOO_MANY_EVENTS with `fields`. Days on a branch
 * holiday or on the user's vacation are skipped (listed in `skipped`); if nothing is left:
 * ZERO_EVENTS_INSERTED. A period overlapping the user's existing work time (any room) is skipped
 * too ('overlap'); the database refuses a racing overlap with 409 WORK_TIME_OVERLAP.
 * USER_NO_ACTIVE_BRANCHES when the user is not assigned to the branch.
 */
export const schedulerRequestSchema = z
  .object({
    branch_uuid: z.uuid(),
    room_uuid: z.uuid(),
    user_uuid: z.uuid(),
    date_from: dateSchema,
    date_to: dateSchema,
    time_from: timeOfDay,
    time_to: timeOfDayOrEnd,
    repeat_type: z.enum(REPEAT_TYPES).default('week'),
    repeat_after: z.number().int().min(1).max(52).default(1),
    /** ISO weekdays 1 (Monday) - 7, for 'week' repeats. */
    weekdays: z.array(z.number().int().min(1).max(7)).max(7).default([]),
    comment: optionalTextSchema(500),
  })
  .strict();
export type SchedulerRequest = z.input<typeof schedulerRequestSchema>;

export const SCHEDULER_SKIP_REASONS = ['holiday', 'vacation', 'overlap'] as const;
export const schedulerAnswerSchema = z.object({
  data: z.object({
    created: z.array(workTimeSchema),
    skipped: z.array(z.object({ date: storedDate, reason: z.enum(SCHEDULER_SKIP_REASONS) })),
  }),
});
export type SchedulerAnswer = z.infer<typeof schedulerAnswerSchema>;

/** PATCH /api/planner/worktimes/{uuid} (planner_edit): move to another room or time. */
export const workTimeEditSchema = z
  .object({
    room_uuid: z.uuid().optional(),
    time_from: instantSchema.optional(),
    time_to: instantSchema.optional(),
    comment: optionalTextSchema(500),
    version: versionField,
  })
  .strict();
export type WorkTimeEdit = z.input<typeof workTimeEditSchema>;
/** DELETE /api/planner/worktimes/{uuid}?version= (planner_edit). */
export const workTimeDeleteQuerySchema = z.object({ version: z.coerce.number().int().min(1) });

/** GET /api/planner/worktimes (planner_view): a branch's work times in [from, to] (dates), paged. */
export const workTimeListQuerySchema = pageQuerySchema.extend({
  branch_uuid: z.uuid(),
  from: dateSchema,
  to: dateSchema,
  user_uuid: z.uuid().optional(),
  room_uuid: z.uuid().optional(),
});
export type WorkTimeListQuery = z.input<typeof workTimeListQuerySchema>;
export const workTimePageSchema = pagedEnvelope(workTimeSchema);

/** An absence expanded into concrete periods for a range (vacations of users, branch holidays). */
export const absencePeriodSchema = z.object({
  /** The vacation's or holiday's uuid (one rule gives several periods). */
  uuid: z.uuid(),
  kind: z.enum(['vacation', 'holiday']),
  /** Vacation types 1-6, holiday types 1-3. */
  type: z.number().int(),
  /** Set for vacations. */
  user: calendarPersonSchema.nullable(),
  time_from: storedInstant,
  time_to: storedInstant,
  comment: z.string().nullable(),
});
export type AbsencePeriod = z.infer<typeof absencePeriodSchema>;

/** GET /api/planner/vacations (planner_view): vacations of the branch's users and its holidays. */
export const plannerVacationsQuerySchema = z.object({
  branch_uuid: z.uuid(),
  from: dateSchema,
  to: dateSchema,
  user_uuid: z.uuid().optional(),
});
export type PlannerVacationsQuery = z.input<typeof plannerVacationsQuerySchema>;
export const plannerVacationsAnswerSchema = z.object({ data: z.array(absencePeriodSchema) });

/**
 * GET /api/planner/absence-conflicts (planner_view): what a holiday (no user_uuid) or a user's
 * absence would stand over before it is saved: the live appointments of the branch (of that user)
 * and the work times on those days, so the form lists them and asks to confirm
 * (docs/decisions.md, "A clinic's day"). The repeat is expanded as settings saves it.
 */
export const absenceConflictsQuerySchema = z.object({
  branch_uuid: z.uuid(),
  user_uuid: z.uuid().optional(),
  date_from: dateSchema,
  date_to: dateSchema,
  repeat_type: z.enum(ABSENCE_REPEAT_TYPES).default('none'),
  repeat_after: z.coerce.number().int().min(1).max(365).default(1),
  /** ISO weekdays of a 'week' repeat: `1,3,5`. */
  weekdays: z
    .string()
    .regex(/^[1-7](,[1-7])*$/)
    .transform((text) => text.split(',').map(Number))
    .optional(),
});
export type AbsenceConflictsQuery = z.input<typeof absenceConflictsQuerySchema>;
export const absenceConflictsAnswerSchema = z.object({
  data: z.object({ appointments: z.array(appointmentSchema), work_times: z.array(workTimeSchema) }),
});
export type AbsenceConflicts = z.infer<typeof absenceConflictsAnswerSchema>['data'];

/** Planner appointment display: 0 none, 1 only those outside work time (conflicting), 2 all. */
export const PLANNER_DISPLAY_OPTIONS = [0, 1, 2] as const;
/** The planner's user type per room type (spec: 1 for normal rooms, 3 otherwise) = position type. */
export const PLANNER_USER_TYPE_BY_ROOM_TYPE = { 0: 1, 1: 3 } as const;

/**
 * GET /api/planner (planner_view): rooms × users for a day/week/month. Rooms of `room_type` are
 * paged by planner_room_count; `users` are the branch's active users whose position type is
 * `user_type` (default from the room type: 1 doctors for treatment rooms, 3 administrators
 * otherwise). `appointments` follow `display`.
 */
export const plannerQuerySchema = z.object({
  branch_uuid: z.uuid(),
  date: dateSchema.optional(),
  view: calendarViewSchema.default('week'),
  room_type: roomTypeSchema.default(0),
  user_type: z.coerce.number().int().min(0).max(3).optional(),
  page: z.coerce.number().int().min(1).default(1),
  display: z.coerce.number().pipe(z.literal(PLANNER_DISPLAY_OPTIONS)).default(0),
});
export type PlannerQuery = z.input<typeof plannerQuerySchema>;

export const plannerAnswerSchema = z.object({
  data: z.object({
    ...roomGridFields,
    user_type: z.number().int(),
    events: z.array(workTimeSchema),
    absences: z.array(absencePeriodSchema),
    appointments: z.array(calendarEventSchema),
    /** What `appointments` name (people not in `users`). */
    refs: calendarRefsSchema,
  }),
});
export type PlannerAnswer = z.infer<typeof plannerAnswerSchema>;

// ============================================================================ live

// calendarRoom, CALENDAR_EVENTS and CALENDAR_LIVE_ACTIONS: calendar.values.ts (zod-free, re-exported above).
export const calendarAppointmentEventSchema = z.object({
  branch_uuid: z.uuid(),
  action: z.enum(CALENDAR_LIVE_ACTIONS),
  appointment: appointmentSchema,
  /** Who did it (so a client can ignore its own echo). */
  user_uuid: z.uuid().nullable(),
});
export type CalendarAppointmentEvent = z.infer<typeof calendarAppointmentEventSchema>;
export const calendarWorkTimesEventSchema = z.object({
  branch_uuid: z.uuid(),
  action: z.enum(['created', 'edited', 'deleted']),
  uuids: z.array(z.uuid()),
  user_uuid: z.uuid().nullable(),
});
export type CalendarWorkTimesEvent = z.infer<typeof calendarWorkTimesEventSchema>;
export const calendarRoomRequestSchema = z.object({ branch_uuid: z.uuid() });
export type CalendarAck = { ok: true; branch_uuid: string } | { ok: false; error: { code: 'VALIDATION_FAILED' | 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND' } };
