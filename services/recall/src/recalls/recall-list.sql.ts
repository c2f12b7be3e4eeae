import { RECALL_BOOKING_STATUSES, type RecallListQuery } from '@dental/contracts';

/**
 * The recall list's statements (recall-list.reads.ts runs them; tools/bench/recalls.mjs sends the
 * very same ones straight to Postgres as the list's floor). Placeholders are `?`.
 */

/** The day a list is read on: overdue is before it, a booking starts at or after its start. */
export interface Today {
  date: string;
  start: Date;
}

/** The list's filters, or one recall by its uuid. */
type ListFilters = Partial<Omit<RecallListQuery, 'state' | 'page' | 'per_page'>> & { recall_uuid?: string };

/**
 * `listed`: the company's live recalls under the filters, each with its patient, its earliest
 * coming booking (an appointment of one of its type's services, in a booking status, starting
 * today or later, other than the visit it was done in) and its state.
 */
export function listed(companyId: number, today: Today, filters: ListFilters): { sql: string; params: unknown[] } {
  const conditions: string[] = [];
  // In the order the statement names them: today (the state), the booking statuses and today's start (the lateral join), the company.
  const params: unknown[] = [today.date, `{${RECALL_BOOKING_STATUSES.join(',')}}`, today.start.toISOString(), companyId];
  const add = (condition: string, value: unknown) => {
    conditions.push(condition);
    params.push(value);
  };
  if (filters.recall_uuid) add('r.uuid = ?', filters.recall_uuid);
  if (filters.branch_uuid) add('exists (select 1 from patients_v1.patient_branch pb where pb.patient_uuid = r.patient_uuid and pb.branch_uuid = ?)', filters.branch_uuid);
  if (filters.doctor_uuid) add('exists (select 1 from patients_v1.patient_doctor fd where fd.patient_uuid = r.patient_uuid and fd.doctor_uuid = ?)', filters.doctor_uuid);
  if (filters.due_from) add('r.due_date >= ?::date', filters.due_from);
  if (filters.due_to) add('r.due_date <= ?::date', filters.due_to);
  if (filters.type_uuid) add('r.recall_type_uuid = ?', filters.type_uuid);
  if (filters.patient_uuid) add('r.patient_uuid = ?', filters.patient_uuid);
  const sql = `with listed as (
    select r.uuid, r.patient_uuid, p.first_name, p.last_name, p.phone, r.recall_type_uuid as type_uuid, t.name as type_name, t.service_uuids,
      r.due_date::text as due_date, r.done_on::text as done_on,
      coalesce(r.override_at = r.cycle_started_at, false) as by_hand, r.override_kind, r.override_reason, r.override_at, r.override_by, r.version,
      bk.appointment_uuid as booked_uuid, bk.time_from as booked_from,
      case when bk.appointment_uuid is not null then 'booked'
           when exists (select 1 from recall_attempt a where a.recall_uuid = r.uuid and a.deleted_at is null and a.created_at >= r.cycle_started_at) then 'contacted'
           when r.due_date < ?::date then 'overdue'
           else 'due' end as state
    from recall r
    join recall_type t on t.uuid = r.recall_type_uuid and t.deleted_at is null
    join patients_v1.patient_ref p on p.uuid = r.patient_uuid and p.company_id = r.company_id and p.deleted_at is null
    left join lateral (
      select ra.appointment_uuid, ra.time_from from recall_appointment ra
      where ra.company_id = r.company_id and ra.patient_uuid = r.patient_uuid and not ra.deleted and ra.service_uuid = any(t.service_uuids)
        and ra.status = any(?::smallint[]) and ra.time_from >= ?::timestamptz and ra.appointment_uuid is distinct from r.done_appointment_uuid
      order by ra.time_from limit 1
    ) bk on true
    where r.company_id = ? and r.deleted_at is null ${conditions.map((condition) => `and ${condition}`).join(' ')}
  )`;
  return { sql, params };
}

/** What a row shows beyond `listed`: the patient's doctor and who set the date by hand, by name. */
export const PAGE_SELECT = `select l.*, pd.doctor_uuid, du.first_name as doctor_first_name, du.last_name as doctor_last_name,
    ou.first_name as override_first_name, ou.last_name as override_last_name
  from listed l
  left join patients_v1.patient_doctor pd on pd.patient_uuid = l.patient_uuid
  left join identity_v1.user_ref du on du.uuid = pd.doctor_uuid
  left join identity_v1.user_ref ou on ou.uuid = l.override_by`;

/** A page of the list and the counts of every state under the same filters: two statements, sent side by side. */
export function pageStatements(companyId: number, today: Today, query: RecallListQuery): { counts: { sql: string; params: unknown[] }; page: { sql: string; params: unknown[] } } {
  const { sql, params } = listed(companyId, today, query);
  return {
    counts: { sql: `${sql} select state, count(*)::int as count from listed group by state`, params },
    page: {
      sql: `${sql} ${PAGE_SELECT} ${query.state ? 'where l.state = ?' : ''} order by l.due_date, l.last_name, l.first_name, l.uuid limit ? offset ?`,
      params: [...params, ...(query.state ? [query.state] : []), query.per_page, (query.page - 1) * query.per_page],
    },
  };
}

/** The attempts of these recalls (`?` the company, `?` a uuid array) since each one's due date was last set, newest first. */
export const ATTEMPTS_SQL = `select a.uuid, a.recall_uuid, a.channel, a.outcome, a.note, a.created_at, a.user_uuid, au.first_name, au.last_name
  from recall_attempt a
  join recall r on r.uuid = a.recall_uuid
  left join identity_v1.user_ref au on au.uuid = a.user_uuid
  where a.company_id = ? and a.recall_uuid = any(?::uuid[]) and a.deleted_at is null and a.created_at >= r.cycle_started_at
  order by a.created_at desc, a.uuid`;
