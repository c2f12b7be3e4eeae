import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { BranchFigures, BranchesReport, branchesReportQuerySchema } from '@dental/contracts';
import { readSource, type AuthSession, type ReadSource } from '@dental/server-core';
import type { z } from 'zod';
import { addFigures, emptyFigures, methodOrder } from '../incomes/incomes.service.js';
import { SUMMARY_TABLE } from '../incomes/income-summary.js';
import { branchCte, type ReportScope } from '../reports/report-scope.js';
import { emptyCounts, withUtilisation, type AppointmentCounts, type Counts } from '../workload/workload.service.js';

type Query = z.output<typeof branchesReportQuerySchema>;
type Sums = { incomes: BranchFigures['incomes']; counts: Counts };

/**
 * The owner's view: each branch's incomes and workload over the period, one grouped read per
 * figure over the whole company, from day summaries of the same read model as the incomes and
 * workload reports (report_income_day, report_branch_day), so a branch's line equals its own
 * reports' totals and a year of 50 branches is ~18,000 rows a figure. Read in parallel on the
 * replica (read-source.ts); the chain's totals are summed here from the lines.
 */
@Injectable()
export class BranchesService {
  constructor(private readonly em: EntityManager) {}

  async report(query: Query, auth: AuthSession): Promise<BranchesReport> {
    const scope: ReportScope = { companyId: auth.companyId, branchUuid: null, from: query.from, to: query.to };
    const db = await readSource(this.em);
    const [names, incomes, workload] = await Promise.all([
      db.execute<{ uuid: string; name: string; deleted: boolean }[]>(
        'select uuid, name, deleted_at is not null as deleted from identity_v1.branch_ref where company_id = ?',
        [scope.companyId],
      ),
      this.incomeRows(db, scope),
      this.workloadRows(db, scope),
    ]);
    const byBranch = new Map<string, Sums>();
    const sums = (uuid: string) => {
      let found = byBranch.get(uuid);
      if (!found) byBranch.set(uuid, (found = { incomes: emptyFigures(), counts: emptyCounts() }));
      return found;
    };
    for (const branch of names) if (!branch.deleted) sums(branch.uuid);
    for (const r of incomes) {
      const target = sums(r.branch_uuid).incomes;
      const received = Number(r.received);
      target.received += received;
      target.invoiced += Number(r.invoiced);
      target.production += Number(r.production);
      if (received !== 0) target.by_method[r.method] = (target.by_method[r.method] ?? 0) + received;
    }
    for (const w of workload) {
      const c = sums(w.branch_uuid).counts;
      c.appointments += w.appointments;
      c.finished += w.finished;
      c.canceled += w.canceled;
      c.no_show += w.no_show;
      c.booked_minutes += Number(w.booked_minutes);
      c.working_minutes += Number(w.working_minutes);
    }

    const nameOf = new Map(names.map((b) => [b.uuid, b.name]));
    const branches = [...byBranch.entries()]
      .filter(([uuid]) => nameOf.has(uuid))
      .map(([uuid, s]) => ({ branch_uuid: uuid, name: nameOf.get(uuid) ?? '', incomes: s.incomes, workload: withUtilisation(s.counts) }))
      .sort((a, b) => a.name.localeCompare(b.name) || a.branch_uuid.localeCompare(b.branch_uuid));
    const totalIncomes = emptyFigures();
    const totalCounts = emptyCounts();
    for (const b of branches) {
      addFigures(totalIncomes, b.incomes);
      for (const field of Object.keys(totalCounts) as (keyof Counts)[]) totalCounts[field] += b.workload[field];
    }
    return { from: query.from, to: query.to, methods: methodOrder(totalIncomes), branches, totals: { incomes: totalIncomes, workload: withUtilisation(totalCounts) } };
  }

  private incomeRows(db: ReadSource, scope: ReportScope) {
    const cte = branchCte(scope);
    return db.execute<{ branch_uuid: string; method: string; received: string; invoiced: string; production: string }[]>(
      `${cte.sql}
      select s.branch_uuid, s.method::text as method,
        sum(s.received)::bigint as received, sum(s.invoiced)::bigint as invoiced, sum(s.production)::bigint as production
      from b join ${SUMMARY_TABLE} s on s.branch_uuid = b.uuid
      where s.company_id = ? and s.day >= ?::date and s.day <= ?::date
      group by 1, 2`,
      [...cte.params, scope.companyId, scope.from, scope.to],
    );
  }

  /**
   * The workload report's counts without its buckets, from the per-branch day summary its triggers
   * keep (migration report_branch_day): a day is the branch's local day, as the report's are.
   */
  private workloadRows(db: ReadSource, scope: ReportScope) {
    return db.execute<({ branch_uuid: string; working_minutes: string } & AppointmentCounts)[]>(
      `select d.branch_uuid, sum(d.appointments)::int as appointments, sum(d.finished)::int as finished, sum(d.canceled)::int as canceled,
        sum(d.no_show)::int as no_show, sum(d.booked_minutes)::bigint as booked_minutes, sum(d.working_minutes)::bigint as working_minutes
      from report_branch_day d
      where d.company_id = ? and d.day >= ?::date and d.day <= ?::date
      group by 1`,
      [scope.companyId, scope.from, scope.to],
    );
  }
}
