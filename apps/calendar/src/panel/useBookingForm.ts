import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Appointment, CalendarPatient, Service, StaffMember } from '@dental/contracts';
import { minutesOf } from '../lib/dates';
import { centsToInput, parseEuros } from '@dental/domain-money';
import type { CalendarData } from '../data/appointments';
import { useFreeSlot } from '../data/free-slot';
import type { Draft } from '../state/panel-store';
import { initialForm, withFreeSlot, withStart, type BookingForm } from './booking-form';
import { proposePractitioner, serviceDefaults } from './booking-defaults';

export type BookingErrors = Partial<Record<'patient' | 'practitioner' | 'room' | 'to' | 'price', string>>;

/**
 * The booking panel's form: its state for the appointment, slot or "Book now" it was opened on,
 * and what the panel proposes until the user decides (the practitioner working there then, the
 * next free room and time, an end that follows the start), with its own checks before a save.
 */
export function useBookingForm({
  appointment,
  draft,
  calendar,
  timeZone,
  slot,
  staff,
  services,
}: {
  appointment: Appointment | null;
  draft: Draft | null;
  calendar: CalendarData;
  timeZone: string;
  slot: number;
  staff: StaffMember[];
  services: Service[] | undefined;
}) {
  const { t } = useTranslation('calendar');
  const [form, setForm] = useState<BookingForm>(() => initialForm(appointment, draft, timeZone));
  const [patientDoctor, setPatientDoctor] = useState<string | null>(null);
  const [errors, setErrors] = useState<BookingErrors>({});

  useEffect(() => {
    setForm(initialForm(appointment, draft, timeZone));
    setPatientDoctor(null);
    setErrors({});
    // A new target (another slot or appointment) resets the form; staff loading later does not.
  }, [appointment?.uuid, appointment?.version, draft]);

  const set = <K extends keyof BookingForm>(key: K, value: BookingForm[K]) => setForm((f) => ({ ...f, [key]: value }));

  // "Book now" (no appointment, no clicked slot) starts at the next free room and time from now.
  const bookNow = !appointment && !draft;
  const freeSlot = useFreeSlot(calendar.branch_uuid, Math.max(slot, 30), bookNow);
  const found = freeSlot.data;
  useEffect(() => {
    if (bookNow && found) setForm((f) => withFreeSlot(f, found, timeZone));
  }, [bookNow, found, timeZone]);

  // A new booking proposes its practitioner (the doctor working in that room then, else the
  // patient's doctor) until one is picked by hand; the proposal is shown and can be changed.
  const proposed = proposePractitioner({
    workTimes: calendar.background_events,
    doctors: staff,
    room: form.room,
    date: form.date,
    from: form.from,
    timeZone,
    patientDoctor,
  });
  useEffect(() => {
    if (!appointment && !form.practitionerChosen && proposed !== form.practitioner) setForm((f) => ({ ...f, practitioner: proposed }));
  }, [appointment, form.practitionerChosen, form.practitioner, proposed]);

  const service = services?.find((s) => s.uuid === form.service);

  return {
    form,
    set,
    errors,
    /** Where "Book now" stands: the free slot was placed, none was found, or (null) not asked or placed by hand. */
    freeSlotNote: !bookNow || form.placeChosen || freeSlot.isPending ? null : freeSlot.data ? ('found' as const) : ('none' as const),
    choosePatient: (patient: CalendarPatient, doctor: string | null) => {
      set('patient', patient);
      setPatientDoctor(doctor);
    },
    /** "From": the end follows by the service's duration, else the length so far, until set by hand. */
    setFrom: (from: string) => setForm((f) => withStart(f, from, service?.time)),
    setTo: (to: string) => setForm((f) => ({ ...f, to, endChosen: true, placeChosen: true })),
    setPlace: <K extends 'room' | 'date'>(key: K, value: BookingForm[K]) => setForm((f) => ({ ...f, [key]: value, placeChosen: true })),
    choosePractitioner: (uuid: string) => setForm((f) => ({ ...f, practitioner: uuid, practitionerChosen: true })),
    /** A service sets the end (its time, else the practitioner's default) and the price; both stay editable. */
    chooseService: (uuid: string) => {
      const chosen = services?.find((s) => s.uuid === uuid);
      const duration = staff.find((s) => s.uuid === form.practitioner)?.default_duration;
      setForm((f) => {
        if (!chosen) return { ...f, service: uuid };
        const defaults = serviceDefaults(chosen, f.from, duration);
        return { ...f, service: chosen.uuid, to: defaults.to, endChosen: false, price: defaults.price == null ? '' : centsToInput(defaults.price) };
      });
    },
    /** The panel's own checks; true when the form may be sent. */
    validate: (): boolean => {
      const found: BookingErrors = {};
      if (!form.patient) found.patient = t('panel.patient_required');
      if (!form.toQueue) {
        if (!form.practitioner) found.practitioner = t('panel.practitioner_required');
        if (!form.room) found.room = t('panel.room_required');
        if (!(minutesOf(form.from) < minutesOf(form.to))) found.to = t('errors:APPOINTMENT_INVALID_TIME_RANGE');
      }
      if (Number.isNaN(parseEuros(form.price))) found.price = t('panel.invalid_price');
      setErrors(found);
      return Object.keys(found).length === 0;
    },
  };
}

export type BookingFormApi = ReturnType<typeof useBookingForm>;
