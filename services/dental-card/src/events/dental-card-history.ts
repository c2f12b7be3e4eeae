import { isoSql } from '@dental/domain-time';
import type { ExecuteSql } from '@dental/server-core';

/**
 * The dental card's treatments as the events that made them: each treated procedure that still
 * counts (not invalidated, not deleted), appended to the event log in the order treated. For the
 * demo seed and for a database from before events.
 */
export async function appendDentalCardHistory(execute: ExecuteSql): Promise<void> {
  await execute(`insert into "event_log" (id, type, version, company_id, occurred_at, data)
    select gen_random_uuid(), 'procedure.treated', 1, t.company_id, t.treated_at, jsonb_build_object(
      'item_uuid', t.uuid, 'patient_uuid', t.patient_uuid, 'appointment_uuid', t.appointment_uuid, 'branch_uuid', a.branch_uuid,
      'service_uuid', t.service_uuid, 'price', t.price, 'treated_at', ${isoSql('t.treated_at')},
      'attribution', jsonb_build_object('doctor_uuid', a.practitioner_uuid, 'assistant_uuid', a.assistant_uuid, 'room_uuid', a.room_uuid))
    from "tooth_map_item" t join calendar_v1.appointment_ref a on a.uuid = t.appointment_uuid
    where t.stage = 'treated' and t.treated_at is not null and t.invalidated_at is null and t.deleted_at is null
    order by t.treated_at, t.uuid`);
}
