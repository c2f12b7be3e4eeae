import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { DASHBOARD_STATUS_GROUPS, type DashboardCounts } from '@dental/contracts';
import { readSource } from '@dental/server-core';

export interface CountsQuery {
  companyId: number;
  from: Date;
  to: Date;
  timeZone: string;
  branchUuid?: string;
  practitionerUuids?: string[];
}

export interface DayCounts extends DashboardCounts {
  date: string;
}

const empty = (): DashboardCounts => ({ all: 0, planned: 0, closed: 0, canceled: 0 });

function add(target: DashboardCounts, status: number, count: number): void {
  const group = (Object.entries(DASHBOARD_STATUS_GROUPS) as [keyof typeof DASHBOARD_STATUS_GROUPS, readonly number[]][]).find(([, statuses]) =>
    statuses.includes(status),
  );
  if (!group) return;
  target[group[0]] += count;
  target.all += count;
}

/**
 * Appointment counts by status group per local day, for the dashboard (reports module). One
 * grouped query; the company is passed explicitly because raw SQL is not tenant-filtered. A
 * report: read from the replica when there is one (readSource).
 */
@Injectable()
export class AppointmentCountsService {
  constructor(private readonly em: EntityManager) {}

  async count(query: CountsQuery): Promise<{ total: DashboardCounts; days: DayCounts[] }> {
    const params: unknown[] = [query.timeZone, query.companyId, query.from, query.to];
    let sql = `select to_char(time_from at time zone ?, 'YYYY-MM-DD') as day, status, count(*)::int as count
      from appointment
      where company_id = ? and deleted_at is null and time_from >= ? and time_from < ?`;
    if (query.branchUuid) {
      sql += ' and branch_uuid = ?';
      params.push(query.branchUuid);
    }
    if (query.practitionerUuids?.length) {
      sql += ' and practitioner_uuid = any(?::uuid[])';
      params.push(`{${query.practitionerUuids.join(',')}}`);
    }
    sql += ' group by 1, 2 order by 1';
    const rows = await (await readSource(this.em)).execute<{ day: string; status: number; count: number }[]>(sql, params);
    const total = empty();
    const byDay = new Map<string, DayCounts>();
    for (const row of rows) {
      add(total, row.status, row.count);
      const day = byDay.get(row.day) ?? { date: row.day, ...empty() };
      add(day, row.status, row.count);
      byDay.set(row.day, day);
    }
    return { total, days: [...byDay.values()] };
  }

  /** The practitioners of the period's appointments (names from identity's published `user_ref`), by last and first name. */
  async practitioners(query: Omit<CountsQuery, 'timeZone' | 'practitionerUuids'>): Promise<{ uuid: string; first_name: string; last_name: string }[]> {
    return (await readSource(this.em)).execute(
      `select u.uuid, u.first_name, u.last_name from identity_v1.user_ref u
       where u.company_id = ? and u.uuid in (
         select a.practitioner_uuid from appointment a
         where a.company_id = ? and a.deleted_at is null and a.time_from >= ? and a.time_from < ?${query.branchUuid ? ' and a.branch_uuid = ?' : ''}
       )
       order by u.last_name, u.first_name, u.uuid`,
      [query.companyId, query.companyId, query.from, query.to, ...(query.branchUuid ? [query.branchUuid] : [])],
    );
  }
}
