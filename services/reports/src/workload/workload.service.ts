import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { WorkloadFigures, WorkloadReport, WorkloadRow, reportQuerySchema } from '@dental/contracts';
import { readSource, type AuthSession, type ReadSource } from '@dental/server-core';
import type { z } from 'zod';
import { bucketStarts } from '../reports/report-buckets.js';
import { reportBranch } from '../reports/report-branch.js';
import { ReportLabelsService } from '../reports/report-labels.service.js';
import { SPLIT_COLUMN, branchCte, bucketRangesCte, type ReportScope } from '../reports/report-scope.js';

type Query = z.output<typeof reportQuerySchema>;
export type Counts = Omit<WorkloadFigures, 'utilisation'>;

export const emptyCounts = (): Counts => ({ appointments: 0, finished: 0, canceled: 0, no_show: 0, booked_minutes: 0, working_minutes: 0 });
const utilisation = (c: Counts) => (c.working_minutes > 0 ? Math.round((c.booked_minutes / c.working_minutes) * 1000) / 1000 : null);
export const withUtilisation = (c: Counts): WorkloadFigures => ({ ...c, utilisation: utilisation(c) });

/** The workload's counts of report_appointment rows `a` (statuses as workloadFiguresSchema says), for a select list. */
export const APPOINTMENT_COUNTS = `count(*)::int as appointments,
  count(*) filter (where a.status in (8, 9, 10))::int as finished,
  count(*) filter (where a.status = 4)::int as canceled,
  count(*) filter (where a.status = 5)::int as no_show,
  round(extract(epoch from coalesce(sum(a.time_to - a.time_from) filter (where a.status <> 4), interval '0')) / 60)::bigint as booked_minutes`;
export type AppointmentCounts = { appointments: number; finished: number; canceled: number; no_show: number; booked_minutes: string };

/**
 * Appointments (with a time, not deleted) by their start, and the planner's work times by their
 * start, grouped per (bucket, key) in the branch's zone, from the reports' own read model of the
 * calendar's events (workload-projection.ts): each read joins its rows to the period's bucket
 * ranges (report-scope.ts `bucketRangesCte`), one index range per bucket, an index-only scan of
 * report_appointment_branch_time_index (tools/bench/reports.mjs measures both at scale).
 */
@Injectable()
export class WorkloadService {
  constructor(
    private readonly em: EntityManager,
    private readonly labels: ReportLabelsService,
  ) {}

  async report(query: Query, auth: AuthSession): Promise<WorkloadReport> {
    const branchUuid = await reportBranch(this.em, query.branch_uuid);
    const scope: ReportScope = { companyId: auth.companyId, branchUuid, from: query.from, to: query.to };
    const db = await readSource(this.em);
    // Independent reads, in parallel: the appointments, the planner's time and who holds the split's position.
    const [appointments, work, people] = await Promise.all([
      this.appointmentRows(db, scope, query),
      this.workRows(db, scope, query),
      query.by === 'room' ? null : this.labels.usersOfType(auth.companyId, query.by === 'doctor' ? 1 : 2),
    ]);
    const byKey = new Map<string, Counts & { bucket: string; key: string | null }>();
    const row = (bucket: string, key: string | null) => {
      const id = `${bucket}|${key ?? ''}`;
      let found = byKey.get(id);
      if (!found) byKey.set(id, (found = { bucket, key, ...emptyCounts() }));
      return found;
    };
    for (const a of appointments) {
      const r = row(a.bucket, a.key);
      r.appointments += a.appointments;
      r.finished += a.finished;
      r.canceled += a.canceled;
      r.no_show += a.no_show;
      r.booked_minutes += Number(a.booked_minutes);
    }
    // A person split lists the planner time of the doctors (or assistants), and of anyone booked in that role.
    const booked = new Set(appointments.map((a) => a.key));
    for (const w of work) {
      if (people && !people.has(w.key) && !booked.has(w.key)) continue;
      row(w.bucket, w.key).working_minutes += Number(w.minutes);
    }
    const names = await this.labels.labels(query.by, auth.companyId, [...byKey.values()].map((r) => r.key));
    const rows: WorkloadRow[] = [...byKey.values()]
      .map((r) => ({ ...withUtilisation(r), bucket: r.bucket, key: r.key, label: r.key ? (names.get(r.key) ?? null) : null }))
      .sort((a, b) => a.bucket.localeCompare(b.bucket) || (a.label ?? '\uffff').localeCompare(b.label ?? '\uffff') || (a.key ?? '').localeCompare(b.key ?? ''));
    const totals = emptyCounts();
    for (const r of rows) for (const field of Object.keys(totals) as (keyof Counts)[]) totals[field] += r[field];
    return {
      from: query.from,
      to: query.to,
      bucket: query.bucket,
      by: query.by,
      branch_uuid: branchUuid,
      buckets: bucketStarts(query.from, query.to, query.bucket),
      rows,
      totals: withUtilisation(totals),
    };
  }

  private appointmentRows(db: ReadSource, scope: ReportScope, query: Query) {
    const cte = branchCte(scope);
    const ranges = bucketRangesCte(scope, query.bucket);
    return db.execute<({ bucket: string; key: string | null } & AppointmentCounts)[]>(
      `${cte.sql}${ranges.sql}
      select k.bucket, a.${SPLIT_COLUMN[query.by]} as key,
        ${APPOINTMENT_COUNTS}
      from k join report_appointment a on a.branch_uuid = k.branch_uuid and a.time_from >= k.t_from and a.time_from < k.t_to
      where a.company_id = ? and not a.deleted
      group by 1, 2`,
      [...cte.params, ...ranges.params, scope.companyId],
    );
  }

  private workRows(db: ReadSource, scope: ReportScope, query: Query) {
    const cte = branchCte(scope);
    const ranges = bucketRangesCte(scope, query.bucket);
    const column = query.by === 'room' ? 'room_uuid' : 'user_uuid';
    return db.execute<{ bucket: string; key: string; minutes: string }[]>(
      `${cte.sql}${ranges.sql}
      select k.bucket, w.${column} as key,
        round(extract(epoch from sum(w.time_to - w.time_from)) / 60)::bigint as minutes
      from k join report_work_time w on w.branch_uuid = k.branch_uuid and w.time_from >= k.t_from and w.time_from < k.t_to
      where w.company_id = ? and not w.deleted
      group by 1, 2`,
      [...cte.params, ...ranges.params, scope.companyId],
    );
  }
}
