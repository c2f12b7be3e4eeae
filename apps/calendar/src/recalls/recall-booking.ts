import type { CalendarPatient, Recall, Service } from '@dental/contracts';
import { FALLBACK_DURATION, serviceDefaults } from '../panel/booking-defaults';
import { hhmm, minutesOf } from '../lib/dates';
import type { Draft } from '../state/panel-store';

/** The morning's first hour a booking from the recall list proposes (the time stays editable). */
const MORNING = 9 * 60;

/**
 * The booking panel's draft for a recall's "Book": the patient (their card, with alerts), their
 * own doctor, the first of the type's services the user can see (else its first), with that
 * service's length and price, on the due date, or today when that has passed. The room and time
 * are the desk's to choose.
 */
export function recallBookingDraft(input: {
  recall: Recall;
  patient: CalendarPatient;
  /** The card's doctor, when the recall names none. */
  doctor: string | null;
  /** The services the user may see (null: not allowed to read the price list). */
  services: readonly Service[] | null;
  today: string;
}): Draft {
  const { recall, services, today } = input;
  const serviceUuids = recall.type.service_uuids;
  const serviceUuid = serviceUuids.find((uuid) => services?.some((s) => s.uuid === uuid)) ?? serviceUuids[0] ?? null;
  const service = services?.find((s) => s.uuid === serviceUuid);
  const defaults = service ? serviceDefaults(service, hhmm(MORNING)) : null;
  return {
    room_uuid: null,
    date: recall.due_date > today ? recall.due_date : today,
    from: MORNING,
    to: defaults ? minutesOf(defaults.to) : MORNING + FALLBACK_DURATION,
    prefill: {
      patient: input.patient,
      practitioner_uuid: recall.doctor?.uuid ?? input.doctor,
      service_uuid: serviceUuid,
      price: defaults?.price ?? null,
    },
  };
}
