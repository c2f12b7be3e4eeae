import type { Appointment, AppointmentReason, AppointmentStatus, CalendarPatient, FreeSlot } from '@dental/contracts';
import { todayIn, wallOf } from '@dental/domain-time';
import { hhmm, minutesOf } from '../lib/dates';
import { centsToInput } from '@dental/domain-money';
import type { Draft } from '../state/panel-store';
import { FALLBACK_DURATION } from './booking-defaults';

/** The contract's APPOINTMENT_REASONS (acute is the default). */
export const REASONS = ['acute', 'consultation', 'treatment', 'control', 'hygiene', 'other'] as const satisfies readonly AppointmentReason[];

/** What the booking panel's form holds, as typed (times 'HH:mm' on the branch's wall clock). */
export interface BookingForm {
  patient: CalendarPatient | null;
  practitioner: string;
  assistant: string;
  speciality: string;
  service: string;
  room: string;
  date: string;
  from: string;
  to: string;
  price: string;
  reason: AppointmentReason;
  status: AppointmentStatus;
  comment: string;
  desiredDate: string;
  toQueue: boolean;
  /** The practitioner was picked by hand: proposals no longer replace it. */
  practitionerChosen: boolean;
  /** The end was set by hand: a new start no longer moves it. */
  endChosen: boolean;
  /** The room or time was set by hand: "Book now"'s free slot no longer replaces them. */
  placeChosen: boolean;
}

/** The form of an appointment as it stands, of a clicked slot (`draft`), or of "Book now" (neither). */
export function initialForm(a: Appointment | null, draft: Draft | null, timeZone: string, now = Date.now()): BookingForm {
  const fresh = {
    practitionerChosen: false,
    endChosen: false,
    placeChosen: false,
  };
  if (a) {
    const from = a.time_from ? wallOf(Date.parse(a.time_from), timeZone) : null;
    const to = a.time_to ? wallOf(Date.parse(a.time_to), timeZone) : null;
    return {
      ...fresh,
      patient: a.patient,
      practitioner: a.practitioner?.uuid ?? '',
      assistant: a.assistant?.uuid ?? '',
      speciality: a.speciality?.uuid ?? '',
      service: a.service?.uuid ?? '',
      room: a.room_uuid ?? '',
      date: from?.ymd ?? a.desired_date ?? todayIn(timeZone, now),
      from: from ? hhmm(from.minutes) : '09:00',
      to: to ? hhmm(to.minutes) : '09:30',
      price: a.price == null ? '' : centsToInput(a.price),
      reason: a.reason,
      status: a.status,
      comment: a.comment ?? '',
      desiredDate: a.desired_date ?? '',
      toQueue: a.status === 0,
      practitionerChosen: true,
      placeChosen: true,
    };
  }
  // A clicked slot is where the user wants it; "Book now" starts at the next quarter hour from now
  // until the server's next free slot arrives (placeFreeSlot).
  const start = draft?.from ?? nextQuarter(wallOf(now, timeZone).minutes);
  // A booking from a recall brings its patient, doctor, service and price.
  const prefill = draft?.prefill;
  return {
    ...fresh,
    patient: prefill?.patient ?? null,
    practitioner: prefill?.practitioner_uuid ?? '',
    assistant: '',
    speciality: '',
    service: prefill?.service_uuid ?? '',
    room: draft?.room_uuid ?? '',
    date: draft?.date ?? todayIn(timeZone, now),
    from: hhmm(start),
    to: hhmm(draft?.to ?? Math.min(start + FALLBACK_DURATION, 24 * 60 - 1)),
    price: prefill?.price != null ? centsToInput(prefill.price) : '',
    // A booking from a recall is a control visit; anything else starts as acute.
    reason: prefill ? 'control' : 'acute',
    status: 1,
    comment: '',
    desiredDate: '',
    toQueue: false,
    practitionerChosen: !!prefill?.practitioner_uuid,
    placeChosen: draft !== null,
  };
}

const nextQuarter = (minutes: number) => Math.min(Math.ceil(minutes / 15) * 15, 24 * 60 - FALLBACK_DURATION);

/**
 * "From" changed: the end keeps following the start by the service's duration, else by the visit's
 * length so far, until the user sets the end by hand (docs/decisions.md, "A clinic's day").
 */
export function withStart(form: BookingForm, from: string, serviceMinutes?: number): BookingForm {
  if (form.endChosen || !/^\d{2}:\d{2}$/.test(from)) return { ...form, from, placeChosen: true };
  const length = serviceMinutes && serviceMinutes > 0 ? serviceMinutes : minutesOf(form.to) - minutesOf(form.from);
  const minutes = length > 0 ? length : FALLBACK_DURATION;
  return { ...form, from, to: hhmm(Math.min(minutesOf(from) + minutes, 24 * 60 - 1)), placeChosen: true };
}

/** "Book now": the server's next free room and time, unless the user placed the visit already. */
export function withFreeSlot(form: BookingForm, slot: FreeSlot, timeZone: string): BookingForm {
  if (form.placeChosen) return form;
  const from = wallOf(Date.parse(slot.time_from), timeZone);
  const to = wallOf(Date.parse(slot.time_to), timeZone);
  return { ...form, room: slot.room_uuid, date: from.ymd, from: hhmm(from.minutes), to: hhmm(to.ymd === from.ymd ? to.minutes : 24 * 60 - 1) };
}
