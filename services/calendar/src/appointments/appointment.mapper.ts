import { APPOINTMENT_STATUS_NAMES, type Appointment as AppointmentAnswer, type AppointmentStatus, type CalendarPerson } from '@dental/contracts';
import type { User } from '@dental/identity';
import { patientAlerts } from '@dental/patients';
import type { Appointment } from './appointment.entity.js';

/** The relations every answer of an appointment shows (populate them before mapping). */
export const APPOINTMENT_POPULATE = ['patient', 'practitioner', 'assistant', 'speciality', 'service'] as const;

export const toPerson = (user: User): CalendarPerson => ({
  uuid: user.uuid,
  first_name: user.firstName,
  last_name: user.lastName,
  color: user.color,
});

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toAppointmentAnswer(appointment: Appointment, outsideWorkTime: boolean): AppointmentAnswer {
  const patient = appointment.patient.getEntity();
  return {
    uuid: appointment.uuid,
    branch_uuid: appointment.branch.uuid,
    room_uuid: appointment.room?.uuid ?? null,
    patient: {
      uuid: patient.uuid,
      first_name: patient.firstName,
      last_name: patient.lastName,
      phone: patient.phone,
      personal_code: patient.personalCode,
      alerts: patientAlerts(patient),
    },
    practitioner: appointment.practitioner ? toPerson(appointment.practitioner.getEntity()) : null,
    assistant: appointment.assistant ? toPerson(appointment.assistant.getEntity()) : null,
    speciality: appointment.speciality ? { uuid: appointment.speciality.uuid, name: appointment.speciality.getEntity().name } : null,
    service: appointment.service ? { uuid: appointment.service.uuid, name: appointment.service.getEntity().name } : null,
    price: appointment.price,
    reason: appointment.reason,
    status: appointment.status,
    status_name: APPOINTMENT_STATUS_NAMES[appointment.status as AppointmentStatus],
    time_from: iso(appointment.timeFrom),
    time_to: iso(appointment.timeTo),
    desired_date: appointment.desiredDate,
    comment: appointment.comment,
    outside_work_time: outsideWorkTime,
    cancel_reason: appointment.cancelReason,
    callback_requested_at: appointment.callbackRequestedAt?.toISOString() ?? null,
    source: appointment.source,
    created_at: appointment.createdAt.toISOString(),
    updated_at: appointment.updatedAt.toISOString(),
    version: appointment.version,
  };
}

/** What the change log compares: the answer's own field names, references as uuids. */
export function appointmentSnapshot(appointment: Appointment): Record<string, unknown> {
  return {
    patient_uuid: appointment.patient.uuid,
    room_uuid: appointment.room?.uuid ?? null,
    practitioner_uuid: appointment.practitioner?.uuid ?? null,
    assistant_uuid: appointment.assistant?.uuid ?? null,
    speciality_uuid: appointment.speciality?.uuid ?? null,
    service_uuid: appointment.service?.uuid ?? null,
    price: appointment.price,
    reason: appointment.reason,
    status: appointment.status,
    time_from: iso(appointment.timeFrom),
    time_to: iso(appointment.timeTo),
    desired_date: appointment.desiredDate,
    comment: appointment.comment,
    cancel_reason: appointment.cancelReason,
    callback_requested_at: iso(appointment.callbackRequestedAt),
    source: appointment.source,
  };
}

/** field -> [before, after] of what differs. */
export function diffSnapshots(before: Record<string, unknown>, after: Record<string, unknown>): Record<string, [unknown, unknown]> {
  const changes: Record<string, [unknown, unknown]> = {};
  for (const key of Object.keys(after)) {
    if (before[key] !== after[key]) changes[key] = [before[key] ?? null, after[key] ?? null];
  }
  return changes;
}
