import { isoSql } from '@dental/domain-time';
import type { ExecuteSql } from '@dental/server-core';

/**
 * The calendar's records as the events that made them: every appointment and work time as its
 * `created` event carrying its current state (deleted ones too, marked), appended to the event log
 * in the order they were made. For the demo seed and for a database from before events.
 */
export async function appendCalendarHistory(execute: ExecuteSql): Promise<void> {
  await execute(`insert into "event_log" (id, type, version, company_id, occurred_at, data)
    select gen_random_uuid(), 'appointment.created', 1, company_id, created_at, jsonb_build_object(
      'appointment_uuid', uuid, 'branch_uuid', branch_uuid, 'patient_uuid', patient_uuid, 'practitioner_uuid', practitioner_uuid,
      'assistant_uuid', assistant_uuid, 'room_uuid', room_uuid, 'service_uuid', service_uuid,
      'time_from', ${isoSql('time_from')}, 'time_to', ${isoSql('time_to')},
      'status', status, 'deleted', deleted_at is not null, 'version', version)
    from "appointment" order by created_at, uuid`);
  await execute(`insert into "event_log" (id, type, version, company_id, occurred_at, data)
    select gen_random_uuid(), 'work_time.created', 1, company_id, created_at, jsonb_build_object(
      'work_time_uuid', uuid, 'branch_uuid', branch_uuid, 'user_uuid', user_uuid, 'room_uuid', room_uuid,
      'time_from', ${isoSql('time_from')}, 'time_to', ${isoSql('time_to')},
      'deleted', deleted_at is not null, 'version', version)
    from "work_time" order by created_at, uuid`);
}
