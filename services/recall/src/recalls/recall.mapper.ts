import type { Recall, RecallAttempt, RecallAttemptChannel, RecallAttemptOutcome } from '@dental/contracts';
import type { AttemptRow, RecallRow } from './recall-list.reads.js';

const person = (uuid: string | null, firstName: string | null, lastName: string | null) =>
  uuid && firstName !== null && lastName !== null ? { uuid, first_name: firstName, last_name: lastName } : null;

export const toAttemptAnswer = (row: AttemptRow): RecallAttempt => ({
  uuid: row.uuid,
  channel: row.channel as RecallAttemptChannel,
  outcome: row.outcome as RecallAttemptOutcome,
  note: row.note,
  created_at: new Date(row.created_at).toISOString(),
  user: person(row.user_uuid, row.first_name, row.last_name),
});

/** A recall in its contract shape, with its attempts (of its current due date) from `attempts`. */
export function toRecallAnswer(row: RecallRow, attempts: readonly AttemptRow[]): Recall {
  return {
    uuid: row.uuid,
    patient: { uuid: row.patient_uuid, first_name: row.first_name, last_name: row.last_name, phone: row.phone },
    doctor: person(row.doctor_uuid, row.doctor_first_name, row.doctor_last_name),
    type: { uuid: row.type_uuid, name: row.type_name, service_uuids: row.service_uuids },
    due_date: row.due_date,
    state: row.state,
    attempts: attempts.filter((attempt) => attempt.recall_uuid === row.uuid).map(toAttemptAnswer),
    done_on: row.done_on,
    override:
      row.by_hand && row.override_kind && row.override_at
        ? {
            kind: row.override_kind,
            reason: row.override_reason ?? '',
            set_at: new Date(row.override_at).toISOString(),
            user: person(row.override_by, row.override_first_name, row.override_last_name),
          }
        : null,
    booking: row.booked_uuid && row.booked_from ? { appointment_uuid: row.booked_uuid, time_from: new Date(row.booked_from).toISOString() } : null,
    version: row.version,
  };
}
