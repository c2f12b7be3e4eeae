import type { Appointment, CalendarPerson, CalendarRoom } from '@dental/contracts';
import { wallOf } from '@dental/domain-time';
import type { Ymd } from './dates';
import { eventsOfDay } from './view-model';

export type DayListGrouping = 'room' | 'practitioner';

export interface DayListGroup {
  /** A room's or practitioner's uuid; '' for the appointments without one. */
  key: string;
  /** Its name; '' for the appointments without one (the screen says "No room" / "No practitioner"). */
  title: string;
  /** The day's appointments of the group by start, with their start and end in minutes of the day. */
  rows: { appointment: Appointment; from: number; to: number }[];
}

const byName = (a: CalendarPerson, b: CalendarPerson) => a.last_name.localeCompare(b.last_name, 'lv') || a.first_name.localeCompare(b.first_name, 'lv');

/**
 * The printable day list: the day's appointments (canceled ones left out: nobody comes) grouped
 * by room, in the rooms' order, or by practitioner, by surname; each group by start. The group
 * without a room or practitioner comes last.
 */
export function groupDayList(
  events: readonly Appointment[],
  ymd: Ymd,
  by: DayListGrouping,
  rooms: readonly Pick<CalendarRoom, 'uuid' | 'name'>[],
  timeZone: string,
): DayListGroup[] {
  const groups = new Map<string, DayListGroup & { person: CalendarPerson | null }>();
  const minutes = (iso: string | null) => (iso ? wallOf(Date.parse(iso), timeZone) : null);
  for (const appointment of eventsOfDay(events, ymd, timeZone)) {
    const start = minutes(appointment.time_from);
    if (appointment.status === 4 || !start) continue;
    const key = (by === 'room' ? appointment.room_uuid : appointment.practitioner?.uuid) ?? '';
    const title =
      by === 'room' ? (rooms.find((room) => room.uuid === key)?.name ?? '') : appointment.practitioner ? `${appointment.practitioner.first_name} ${appointment.practitioner.last_name}` : '';
    const group = groups.get(key) ?? { key, title, rows: [], person: appointment.practitioner };
    groups.set(key, group);
    const end = minutes(appointment.time_to);
    group.rows.push({ appointment, from: start.minutes, to: end && end.ymd === ymd ? end.minutes : 1440 });
  }
  const list = [...groups.values()];
  const roomOrder = (key: string) => {
    const index = rooms.findIndex((room) => room.uuid === key);
    return index < 0 ? rooms.length : index;
  };
  return list
    .sort((a, b) => {
      if (!a.key || !b.key) return a.key ? -1 : b.key ? 1 : 0;
      if (by === 'room' || !a.person || !b.person) return roomOrder(a.key) - roomOrder(b.key) || a.title.localeCompare(b.title, 'lv');
      return byName(a.person, b.person);
    })
    .map(({ key, title, rows }) => ({ key, title, rows }));
}
