import type { Appointment, BackgroundEvent, CalendarPerson, CalendarRoom } from '@dental/contracts';
import { daysBetween, wallOf } from '@dental/domain-time';
import { viewDays, type ViewType, type Ymd } from './dates';
import { visibleRange } from './layout';

export interface Column {
  key: string;
  ymd: Ymd;
  roomUuid: string | null;
  room?: CalendarRoom;
}

export interface Placed<T> {
  item: T;
  column: number;
  start: number;
  end: number;
}

/** Columns of a time grid: the rooms of the page (day view) or the seven days (week view). */
export function gridColumns(view: ViewType, date: Ymd, rooms: readonly CalendarRoom[]): Column[] {
  if (view === 'day') return rooms.map((room) => ({ key: room.uuid, ymd: date, roomUuid: room.uuid, room }));
  const { first, last } = viewDays(view, date);
  return daysBetween(first, last).map((d) => ({ key: d, ymd: d, roomUuid: null }));
}

/**
 * Where an instant period lands in the grid: the column of its room (day view) or of its day
 * (week view), in wall-clock minutes of that day. A period running past midnight is cut at it.
 */
export function placePeriod(
  columns: readonly Column[],
  view: ViewType,
  period: { room_uuid: string | null; time_from: string | null; time_to: string | null },
  timeZone: string,
): { column: number; start: number; end: number } | null {
  if (!period.time_from || !period.time_to) return null;
  const from = wallOf(Date.parse(period.time_from), timeZone);
  const to = wallOf(Date.parse(period.time_to), timeZone);
  const column = columns.findIndex((c) => c.ymd === from.ymd && (view !== 'day' || c.roomUuid === period.room_uuid));
  if (column < 0) return null;
  const end = to.ymd === from.ymd ? to.minutes : 1440;
  return { column, start: from.minutes, end: Math.max(end, from.minutes + 1) };
}

export function placeAll<T extends { room_uuid: string | null; time_from: string | null; time_to: string | null }>(
  columns: readonly Column[],
  view: ViewType,
  items: readonly T[],
  timeZone: string,
): Placed<T>[] {
  const out: Placed<T>[] = [];
  for (const item of items) {
    const p = placePeriod(columns, view, item, timeZone);
    if (p) out.push({ item, ...p });
  }
  return out;
}

/** Hours always shown, so a day with one appointment still reads as a clinic day. */
export const CORE_HOURS = { start: 8 * 60, end: 18 * 60 };

/** The grid's hours: the core day, work times and appointments, widened by the user's buffer. */
export function gridRange(
  events: readonly { start: number; end: number }[],
  backgrounds: readonly { start: number; end: number }[],
  bufferHours: number,
) {
  return visibleRange([CORE_HOURS, ...backgrounds, ...events].map((p) => ({ from: p.start, to: p.end })), bufferHours);
}

export function backgroundLabel(bg: BackgroundEvent, users: readonly CalendarPerson[]): string {
  const u = users.find((p) => p.uuid === bg.user_uuid);
  return u ? `${u.first_name} ${u.last_name}` : '';
}

/** Appointments of one day in month view, by start. */
export function eventsOfDay(events: readonly Appointment[], ymd: Ymd, timeZone: string): Appointment[] {
  return events
    .filter((a) => a.time_from && wallOf(Date.parse(a.time_from), timeZone).ymd === ymd)
    .sort((a, b) => Date.parse(a.time_from!) - Date.parse(b.time_from!));
}
