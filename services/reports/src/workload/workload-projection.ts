import type { EntityManager } from '@mikro-orm/postgresql';
import { APPOINTMENT_EVENTS, WORK_TIME_EVENTS, type DomainEvent } from '@dental/contracts';

/**
 * The workload report's own read model, built only from the calendar's events: `report_appointment`
 * (each appointment's branch, people, room, time and status) and `report_work_time` (the planner's
 * work times). Each event carries the record's whole state and its version, so the newest version
 * wins whatever order deliveries (or a replay) bring them in.
 */
export const WORKLOAD_EVENTS = [...APPOINTMENT_EVENTS, ...WORK_TIME_EVENTS] as const;
export type WorkloadEvent = DomainEvent<(typeof WORKLOAD_EVENTS)[number]>;

type AppointmentEvent = DomainEvent<(typeof APPOINTMENT_EVENTS)[number]>;
type WorkTimeEvent = DomainEvent<(typeof WORK_TIME_EVENTS)[number]>;
const isAppointmentEvent = (event: WorkloadEvent): event is AppointmentEvent => event.type.startsWith('appointment.');

/** Applies workload events (one delivery, or a replay's page) on the caller's transaction. */
export async function projectWorkload(em: EntityManager, events: readonly WorkloadEvent[]): Promise<void> {
  const appointments = events.filter(isAppointmentEvent);
  const workTimes = events.filter((event): event is WorkTimeEvent => !isAppointmentEvent(event));
  if (appointments.length) await upsertAppointments(em, appointments);
  if (workTimes.length) await upsertWorkTimes(em, workTimes);
}

async function upsertAppointments(em: EntityManager, events: readonly AppointmentEvent[]): Promise<void> {
  const rows = events.map(({ company_id, data }) => ({ company_id, ...data, uuid: data.appointment_uuid }));
  await em.execute(
    `insert into report_appointment (uuid, company_id, branch_uuid, practitioner_uuid, assistant_uuid, room_uuid, time_from, time_to, status, deleted, version)
     select distinct on (uuid) uuid, company_id, branch_uuid, practitioner_uuid, assistant_uuid, room_uuid, time_from, time_to, status, deleted, version
     from jsonb_to_recordset(?::jsonb) as r(uuid uuid, company_id int, branch_uuid uuid, practitioner_uuid uuid, assistant_uuid uuid, room_uuid uuid,
       time_from timestamptz, time_to timestamptz, status smallint, deleted boolean, version int)
     order by uuid, version desc
     on conflict (uuid) do update set branch_uuid = excluded.branch_uuid, practitioner_uuid = excluded.practitioner_uuid,
       assistant_uuid = excluded.assistant_uuid, room_uuid = excluded.room_uuid, time_from = excluded.time_from, time_to = excluded.time_to,
       status = excluded.status, deleted = excluded.deleted, version = excluded.version
     where report_appointment.version < excluded.version`,
    [JSON.stringify(rows)],
  );
}

async function upsertWorkTimes(em: EntityManager, events: readonly WorkTimeEvent[]): Promise<void> {
  const rows = events.map(({ company_id, data }) => ({ company_id, ...data, uuid: data.work_time_uuid }));
  await em.execute(
    `insert into report_work_time (uuid, company_id, branch_uuid, user_uuid, room_uuid, time_from, time_to, deleted, version)
     select distinct on (uuid) uuid, company_id, branch_uuid, user_uuid, room_uuid, time_from, time_to, deleted, version
     from jsonb_to_recordset(?::jsonb) as r(uuid uuid, company_id int, branch_uuid uuid, user_uuid uuid, room_uuid uuid,
       time_from timestamptz, time_to timestamptz, deleted boolean, version int)
     order by uuid, version desc
     on conflict (uuid) do update set branch_uuid = excluded.branch_uuid, user_uuid = excluded.user_uuid, room_uuid = excluded.room_uuid,
       time_from = excluded.time_from, time_to = excluded.time_to, deleted = excluded.deleted, version = excluded.version
     where report_work_time.version < excluded.version`,
    [JSON.stringify(rows)],
  );
}
