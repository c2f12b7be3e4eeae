import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { RECALL_STATES, type RecallCounts, type RecallListQuery, type RecallState, type RecallTypeName } from '@dental/contracts';
import { DEFAULT_TIME_ZONE, dayBounds, todayIn } from '@dental/domain-time';
import { notFound, tenantCompanyId } from '@dental/server-core';
import { ATTEMPTS_SQL, listed, PAGE_SELECT, pageStatements, type Today } from './recall-list.sql.js';

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
    const statements = pageStatements(tenantCompanyId(this.em), today, query);
    const [grouped, rows] = await Promise.all([
      this.read<{ state: RecallState; count: number }>(statements.counts.sql, statements.counts.params),
      this.read<RecallRow>(statements.page.sql, statements.page.params),
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
    return this.read<AttemptRow>(ATTEMPTS_SQL, [tenantCompanyId(this.em), `{${recallUuids.join(',')}}`]);
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
