import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { RECALL_BOOKING_STATUSES, RECALL_STATES, type RecallCounts, type RecallListQuery, type RecallState, type RecallTypeName } from '@dental/contracts';
import { DEFAULT_TIME_ZONE, dayBounds, todayIn } from '@dental/domain-time';
import { notFound, tenantCompanyId } from '@dental/server-core';

/** A recall as the list reads it, before its attempts are added (recall.mapper.ts). */
export interface RecallRow {
  uuid: string;
  patient_uuid: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  doctor_uuid: string | null;
  doctor_first_name: string | null;
  doctor_last_name: string | null;
  type_uuid: string;
  type_name: RecallTypeName;
  service_uuids: string[];
  due_date: string;
  done_on: string | null;
  /** Whether the date given by hand is the one that holds (no treatment is newer: refresh-recalls.ts). */
  by_hand: boolean;
  override_kind: 'set' | 'snooze' | null;
  override_reason: string | null;
  override_at: Date | null;
  override_by: string | null;
  override_first_name: string | null;
  override_last_name: string | null;
  booked_uuid: string | null;
  booked_from: Date | null;
  state: RecallState;
  version: number;
}

/** An attempt as the list reads it. */
export interface AttemptRow {
  uuid: string;
  recall_uuid: string;
  channel: string;
  outcome: string;
  note: string | null;
  created_at: Date;
  user_uuid: string | null;
  first_name: string | null;
  last_name: string | null;
}

/** The day a list is read on: overdue is before it, a booking starts at or after its start. */
interface Today {
  date: string;
  start: Date;
}

/**
 * The recall list's reads, in SQL over the module's own tables and the published views of the
 * patients (names, phone, doctor, branches) and identity (users' names) modules. Every statement
 * names the session's `company_id`; the patient's card must be live.
 *
 * A recall's state is read, not stored: whether a coming appointment books it and whether today is
 * past its due date change with the clock, not with a write.
 */
@Injectable()
export class RecallListReads {
  constructor(private readonly em: EntityManager) {}

  /** The page of the filters (and state), and the counts of every state under the same filters. */
  async page(query: RecallListQuery): Promise<{ rows: RecallRow[]; counts: RecallCounts; total: number }> {
    const today = await this.today(query.branch_uuid);
    const { sql, params } = listed(tenantCompanyId(this.em), today, query);
    const [grouped, rows] = await Promise.all([
      this.read<{ state: RecallState; count: number }>(`${sql} select state, count(*)::int as count from listed group by state`, params),
      this.read<RecallRow>(
        `${sql} ${PAGE_SELECT} ${query.state ? 'where l.state = ?' : ''} order by l.due_date, l.last_name, l.first_name, l.uuid limit ? offset ?`,
        [...params, ...(query.state ? [query.state] : []), query.per_page, (query.page - 1) * query.per_page],
      ),
    ]);
    const counts = Object.fromEntries(RECALL_STATES.map((state) => [state, grouped.find((row) => row.state === state)?.count ?? 0])) as RecallCounts;
    const total = query.state ? counts[query.state] : RECALL_STATES.reduce((sum, state) => sum + counts[state], 0);
    return { rows, counts, total };
  }

  /** One recall of the company (its patient live, its type not deleted), or 404. */
  async one(uuid: string): Promise<RecallRow> {
    const { sql, params } = listed(tenantCompanyId(this.em), await this.today(undefined), { recall_uuid: uuid });
    const [row] = await this.read<RecallRow>(`${sql} ${PAGE_SELECT}`, params);
    if (!row) throw notFound();
    return row;
  }

  /** The attempts of these recalls since each one's due date was last set, newest first. */
  attempts(recallUuids: readonly string[]): Promise<AttemptRow[]> {
    if (!recallUuids.length) return Promise.resolve([]);
    return this.read<AttemptRow>(
      `select a.uuid, a.recall_uuid, a.channel, a.outcome, a.note, a.created_at, a.user_uuid, au.first_name, au.last_name
       from recall_attempt a
       join recall r on r.uuid = a.recall_uuid
       left join identity_v1.user_ref au on au.uuid = a.user_uuid
       where a.company_id = ? and a.recall_uuid = any(?::uuid[]) and a.deleted_at is null and a.created_at >= r.cycle_started_at
       order by a.created_at desc, a.uuid`,
      [tenantCompanyId(this.em), `{${recallUuids.join(',')}}`],
    );
  }

  /** Today on the branch's clock (identity's published branch_ref; another company's branch: 404), else Riga's. */
  private async today(branchUuid: string | undefined): Promise<Today> {
    let timeZone = DEFAULT_TIME_ZONE;
    if (branchUuid) {
      const [branch] = await this.read<{ time_zone: string }>(
        'select b.time_zone from identity_v1.branch_ref b where b.uuid = ? and b.company_id = ? and b.deleted_at is null',
        [branchUuid, tenantCompanyId(this.em)],
      );
      if (!branch) throw notFound();
      timeZone = branch.time_zone;
    }
    const date = todayIn(timeZone);
    return { date, start: new Date(dayBounds(date, timeZone)[0]) };
  }

  private read<T>(sql: string, params: unknown[]): Promise<T[]> {
    return this.em.execute<T[]>(sql, params);
  }
}

/** The list's filters, or one recall by its uuid. */
type ListFilters = Partial<Omit<RecallListQuery, 'state' | 'page' | 'per_page'>> & { recall_uuid?: string };

/**
 * `listed`: the company's live recalls under the filters, each with its patient, its earliest
 * coming booking (an appointment of one of its type's services, in a booking status, starting
 * today or later, other than the visit it was done in) and its state.
 */
function listed(companyId: number, today: Today, filters: ListFilters): { sql: string; params: unknown[] } {
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
const PAGE_SELECT = `select l.*, pd.doctor_uuid, du.first_name as doctor_first_name, du.last_name as doctor_last_name,
    ou.first_name as override_first_name, ou.last_name as override_last_name
  from listed l
  left join patients_v1.patient_doctor pd on pd.patient_uuid = l.patient_uuid
  left join identity_v1.user_ref du on du.uuid = pd.doctor_uuid
  left join identity_v1.user_ref ou on ou.uuid = l.override_by`;
