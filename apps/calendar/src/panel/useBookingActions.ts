import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Appointment, AppointmentCreate } from '@dental/contracts';
import { instantOf } from '@dental/domain-time';
import { appointmentsApi, toastFailure, toastSaved, useAppointmentWrite } from '../data/appointments';
import { iso, minutesOf } from '../lib/dates';
import { parseEuros } from '@dental/domain-money';
import { usePanel } from '../state/panel-store';
import type { BookingForm } from './booking-form';

/**
 * What the panel writes: Save (a booking, a queue entry, or an edit with its status change) and
 * the actions Start, End and Cancel (after its confirmation), each saying what it did.
 */
export function useBookingActions({ appointment, branch, form, timeZone }: { appointment: Appointment | null; branch: string; form: BookingForm; timeZone: string }) {
  const { t } = useTranslation('calendar');
  const panel = usePanel();
  const [confirmCancel, setConfirmCancel] = useState(false);

  const times = () => ({
    time_from: iso(instantOf(form.date, minutesOf(form.from), timeZone)),
    time_to: iso(instantOf(form.date, minutesOf(form.to), timeZone)),
  });
  const common = () => ({
    practitioner_uuid: form.practitioner || null,
    assistant_uuid: form.assistant || null,
    speciality_uuid: form.speciality || null,
    service_uuid: form.service || null,
    price: parseEuros(form.price),
    reason: form.reason,
    comment: form.comment.trim() || null,
  });

  const save = useAppointmentWrite(
    branch,
    async () => {
      if (!form.patient) throw new Error('the panel checks for a patient before saving');
      if (appointment) {
        const body = { ...common(), patient_uuid: form.patient.uuid, desired_date: form.desiredDate || null, version: appointment.version };
        if (appointment.status === 0) return appointmentsApi.edit(appointment.uuid, body);
        const edited = await appointmentsApi.edit(appointment.uuid, { ...body, room_uuid: form.room, ...times() });
        // A status change answers last, with the warnings of the appointment as it now stands.
        if (form.status !== appointment.status) return appointmentsApi.status(edited.data, form.status);
        return edited;
      }
      const body: AppointmentCreate = { ...common(), branch_uuid: branch, patient_uuid: form.patient.uuid };
      if (form.toQueue) return appointmentsApi.create({ ...body, desired_date: form.desiredDate || form.date, status: 0 });
      return appointmentsApi.create({ ...body, room_uuid: form.room, ...times() });
    },
    {
      onSuccess: (saved) => {
        toastSaved(saved, t(appointment ? 'toast.updated' : form.toQueue ? 'toast.queued' : 'toast.created'), t, appointment);
        if (appointment) panel.openEdit(saved.data);
        else panel.close();
      },
      onError: (error) => toastFailure(error, t(appointment ? 'toast.update_failed' : 'toast.create_failed')),
    },
  );

  const action = useAppointmentWrite(
    branch,
    (kind: 'start' | 'end' | 'cancel') => {
      if (!appointment) throw new Error('actions are offered for a saved appointment only');
      return appointmentsApi[kind](appointment);
    },
    {
      onSuccess: (saved, kind) => {
        toastSaved(saved, t(kind === 'start' ? 'toast.started' : kind === 'end' ? 'toast.ended' : 'toast.canceled'), t, appointment);
        setConfirmCancel(false);
        if (kind === 'cancel') panel.close();
        else panel.openEdit(saved.data);
      },
      onError: (error, kind) => {
        setConfirmCancel(false);
        toastFailure(error, t(kind === 'cancel' ? 'toast.cancel_failed' : 'toast.status_failed'));
      },
    },
  );

  return { save, action, confirmCancel, setConfirmCancel, busy: save.isPending || action.isPending };
}

export type BookingActions = ReturnType<typeof useBookingActions>;
