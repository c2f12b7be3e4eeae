import type { EntityManager } from '@mikro-orm/postgresql';
import { lockRecalls } from './recall-lock.js';

/** Which recalls of a company to bring up to date: some patients' or some types' (none given: all). */
export interface RecallScope {
  companyId: number;
  patients?: readonly string[];
  types?: readonly string[];
}

const uuidArray = (uuids: readonly string[]) => `{${uuids.join(',')}}`;

/**
 * The one rule of a recall's due date, applied to the recalls of a scope in one statement:
 * - its basis is the patient's newest valid treatment of one of the type's services
 *   (`recall_treatment`); the due date is the day of that treatment plus the type's interval;
 * - a date given by hand (`override_*`) holds instead while no treatment is newer than it;
 * - the due date holds since (`cycle_started_at`) that treatment or that hand, whichever counts:
 *   attempts logged since then make the recall `contacted`;
 * - a patient with a basis and no recall of the type gets one; a recall left with neither a basis
 *   nor a date by hand (its treatment invalidated) is deleted, and comes back with a treatment.
 * Only rows whose outcome changed are written, with a new version (an open edit turns stale).
 * Types deleted since are left as they are (the list no longer shows their recalls). Refreshes of
 * the same recalls take turns (lockRecalls), so concurrent events never leave an older date.
 */
export async function refreshRecalls(em: EntityManager, { companyId, patients, types }: RecallScope): Promise<void> {
  await lockRecalls(em, companyId, patients);
  const typeFilter = types ? 'and t.uuid = any(?::uuid[])' : '';
  const patientFilter = (column: string) => (patients ? `and ${column} = any(?::uuid[])` : '');
  const typeParams = types ? [uuidArray(types)] : [];
  const patientParams = patients ? [uuidArray(patients)] : [];
  await em.execute(
    `with scoped_type as (
       select t.uuid, t.company_id, t.interval_months, t.service_uuids from recall_type t where t.company_id = ? and t.deleted_at is null ${typeFilter}
     ), basis as (
       select distinct on (rt.patient_uuid, st.uuid) st.uuid as type_uuid, rt.patient_uuid, rt.item_uuid, rt.appointment_uuid, rt.treated_at, rt.treated_on
       from recall_treatment rt join scoped_type st on rt.service_uuid = any(st.service_uuids)
       where rt.company_id = ? and not rt.invalidated ${patientFilter('rt.patient_uuid')}
       order by rt.patient_uuid, st.uuid, rt.treated_at desc, rt.item_uuid desc
     ), existing as (
       select r.* from recall r join scoped_type st on st.uuid = r.recall_type_uuid where r.company_id = ? ${patientFilter('r.patient_uuid')}
     ), candidate as (
       select coalesce(b.type_uuid, e.recall_type_uuid) as type_uuid, coalesce(b.patient_uuid, e.patient_uuid) as patient_uuid,
         b.item_uuid, b.appointment_uuid, b.treated_at, b.treated_on,
         e.uuid, e.due_date, e.cycle_started_at, e.deleted_at, e.override_due_date, e.override_at,
         e.override_at is not null and (b.treated_at is null or e.override_at >= b.treated_at) as by_hand
       from basis b full join existing e on e.recall_type_uuid = b.type_uuid and e.patient_uuid = b.patient_uuid
     )
     insert into recall (uuid, company_id, patient_uuid, recall_type_uuid, done_item_uuid, done_appointment_uuid, done_at, done_on,
       due_date, cycle_started_at, deleted_at)
     select coalesce(c.uuid, gen_random_uuid()), st.company_id, c.patient_uuid, c.type_uuid, c.item_uuid, c.appointment_uuid, c.treated_at, c.treated_on,
       case when c.by_hand then c.override_due_date
            when c.item_uuid is not null then (c.treated_on + make_interval(months => st.interval_months))::date
            else c.due_date end,
       case when c.by_hand then c.override_at when c.item_uuid is not null then c.treated_at else c.cycle_started_at end,
       case when c.by_hand or c.item_uuid is not null then null else coalesce(c.deleted_at, now()) end
     from candidate c join scoped_type st on st.uuid = c.type_uuid
     on conflict (recall_type_uuid, patient_uuid) do update set done_item_uuid = excluded.done_item_uuid,
       done_appointment_uuid = excluded.done_appointment_uuid, done_at = excluded.done_at, done_on = excluded.done_on,
       due_date = excluded.due_date, cycle_started_at = excluded.cycle_started_at, deleted_at = excluded.deleted_at,
       updated_at = now(), version = recall.version + 1
     where (recall.done_item_uuid, recall.due_date, recall.cycle_started_at, recall.deleted_at is null)
       is distinct from (excluded.done_item_uuid, excluded.due_date, excluded.cycle_started_at, excluded.deleted_at is null)`,
    [companyId, ...typeParams, companyId, ...patientParams, companyId, ...patientParams],
  );
}
