/** The calendar's plain live values (no zod): safe for browser bundles that must stay small. */

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
