import type { Appointment, CalendarEvent, CalendarPerson, CalendarRefs } from './calendar.js';
import { APPOINTMENT_STATUS_NAMES } from './calendar.values.js';

/** Lookups over an answer's dictionary: the grid's `users` first, then `refs.people`. */
export interface CalendarLookup {
  expand(event: CalendarEvent): Appointment;
}

/**
 * Rebuilds full appointments from a calendar list's events and the dictionary beside them (the
 * answer of the view, the planner or the queue): what the browser shows and the tests compare.
 * A uuid missing from the dictionary is a server bug: it throws rather than drawing a blank name.
 */
export function calendarLookup(branchUuid: string, refs: CalendarRefs, users: readonly CalendarPerson[] = []): CalendarLookup {
  const patients = new Map(refs.patients.map((patient) => [patient.uuid, patient]));
  const people = new Map([...refs.people, ...users].map((person) => [person.uuid, person]));
  const services = new Map(refs.services.map((service) => [service.uuid, service]));
  const specialities = new Map(refs.specialities.map((speciality) => [speciality.uuid, speciality]));
  const find = <T>(map: Map<string, T>, uuid: string | null, what: string): T | null => {
    if (uuid === null) return null;
    const found = map.get(uuid);
    if (!found) throw new Error(`calendar answer names ${what} ${uuid} without it in refs`);
    return found;
  };
  return {
    expand: ({ patient_uuid, practitioner_uuid, assistant_uuid, speciality_uuid, service_uuid, ...event }) => ({
      ...event,
      branch_uuid: branchUuid,
      status_name: APPOINTMENT_STATUS_NAMES[event.status],
      patient: find(patients, patient_uuid, 'patient') as Appointment['patient'],
      practitioner: find(people, practitioner_uuid, 'person'),
      assistant: find(people, assistant_uuid, 'person'),
      speciality: find(specialities, speciality_uuid, 'speciality'),
      service: find(services, service_uuid, 'service'),
    }),
  };
}
