import type { BackgroundEvent, Service, StaffMember } from '@dental/contracts';
import { instantOf } from '@dental/domain-time';
import { hhmm, minutesOf } from '../lib/dates';

/** Minutes of a visit when neither the service nor the practitioner says (the user setting's default). */
export const FALLBACK_DURATION = 30;

/**
 * Who the booking panel proposes (docs/decisions.md, "A clinic's day"): the doctor whose planner
 * work time in that room covers the start, else the patient's own doctor, else nobody, so the
 * choice is always explicit and never silently the signed-in user.
 */
export function proposePractitioner(input: {
  workTimes: readonly BackgroundEvent[];
  doctors: readonly StaffMember[];
  room: string;
  date: string;
  from: string;
  timeZone: string;
  patientDoctor?: string | null;
}): string {
  const doctorIds = new Set(input.doctors.filter((d) => d.position_types.includes(1)).map((d) => d.uuid));
  if (input.room && input.date && /^\d{2}:\d{2}$/.test(input.from)) {
    const start = instantOf(input.date, minutesOf(input.from), input.timeZone);
    const working = input.workTimes.find(
      (w) => w.room_uuid === input.room && doctorIds.has(w.user_uuid) && Date.parse(w.time_from) <= start && start < Date.parse(w.time_to),
    );
    if (working) return working.user_uuid;
  }
  if (input.patientDoctor && doctorIds.has(input.patientDoctor)) return input.patientDoctor;
  return '';
}

/**
 * What choosing a service sets: the end (its `time`, else the practitioner's default duration)
 * and the price (the lowest of its price range, in cents). Both stay editable.
 */
export function serviceDefaults(service: Pick<Service, 'time' | 'price_from'>, from: string, practitionerDuration?: number | null): { to: string; price: number } {
  const minutes = service.time > 0 ? service.time : practitionerDuration && practitionerDuration > 0 ? practitionerDuration : FALLBACK_DURATION;
  return { to: hhmm(Math.min(minutesOf(from) + minutes, 24 * 60 - 1)), price: service.price_from };
}

const PHONE_LIKE = /^\+?[\d\s().-]{6,}$/;

/** What the search box held, as the new card's fields: a phone number, else the first word and the rest as names. */
export function fieldsFromSearch(search: string): { first_name: string; last_name: string; phone: string } {
  const text = search.trim().replace(/\s+/g, ' ');
  if (PHONE_LIKE.test(text)) return { first_name: '', last_name: '', phone: text };
  const [first = '', ...rest] = text.split(' ');
  return { first_name: first, last_name: rest.join(' '), phone: '' };
}
