import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventData, EventType } from '@dental/contracts';
import type { EventOutbox } from '@dental/server-core';
import type { Appointment } from '../appointments/appointment.entity.js';
import type { WorkTime } from '../planner/work-time.entity.js';

type AppointmentEvent = 'appointment.created' | 'appointment.moved' | 'appointment.status_changed' | 'appointment.deleted';
const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The appointment as every appointment event carries it: its whole state after the change, with its version. */
export function appointmentState(appointment: Appointment): EventData<'appointment.created'> {
  return {
    appointment_uuid: appointment.uuid,
    branch_uuid: appointment.branch.uuid,
    patient_uuid: appointment.patient.uuid,
    practitioner_uuid: appointment.practitioner?.uuid ?? null,
    assistant_uuid: appointment.assistant?.uuid ?? null,
    room_uuid: appointment.room?.uuid ?? null,
    service_uuid: appointment.service?.uuid ?? null,
    time_from: iso(appointment.timeFrom),
    time_to: iso(appointment.timeTo),
    status: appointment.status,
    deleted: appointment.deletedAt !== null,
    version: appointment.version,
  };
}

/**
 * Which event a saved change is, or none (an edit of the comment or the price tells no other
 * module anything): creation, deletion, a status change, else a change of time, room or people.
 */
export function appointmentEventOf(
  before: { status?: unknown; time_from?: unknown; time_to?: unknown; room_uuid?: unknown; practitioner_uuid?: unknown; assistant_uuid?: unknown; service_uuid?: unknown; patient_uuid?: unknown } | null,
  appointment: Appointment,
): AppointmentEvent | null {
  if (!before) return 'appointment.created';
  if (appointment.deletedAt) return 'appointment.deleted';
  const now = appointmentState(appointment);
  if (before.status !== now.status) return 'appointment.status_changed';
  const placed = (['time_from', 'time_to', 'room_uuid', 'practitioner_uuid', 'assistant_uuid', 'service_uuid', 'patient_uuid'] as const).some(
    (field) => (before[field] ?? null) !== (now[field] ?? null),
  );
  return placed ? 'appointment.moved' : null;
}

/** Publishes the appointment's event in `em`'s transaction (after its flush, so the version is the new one). */
export async function publishAppointment(outbox: EventOutbox, em: EntityManager, type: AppointmentEvent, appointment: Appointment, previousStatus: number): Promise<void> {
  const state = appointmentState(appointment);
  if (type === 'appointment.status_changed') await outbox.publish(em, type, { ...state, previous_status: previousStatus });
  else await outbox.publish(em, type, state);
}

/** A work time as its events carry it. */
export const workTimeState = (row: WorkTime): EventData<'work_time.created'> => ({
  work_time_uuid: row.uuid,
  branch_uuid: row.branch.uuid,
  user_uuid: row.user.uuid,
  room_uuid: row.room?.uuid ?? null,
  time_from: row.timeFrom.toISOString(),
  time_to: row.timeTo.toISOString(),
  deleted: row.deletedAt !== null,
  version: row.version,
});

export async function publishWorkTimes(
  outbox: EventOutbox,
  em: EntityManager,
  type: Extract<EventType, `work_time.${string}`>,
  rows: readonly WorkTime[],
): Promise<void> {
  for (const row of rows) await outbox.publish(em, type, workTimeState(row));
}
