import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { BranchFigures, BranchesReport, branchesReportQuerySchema } from '@dental/contracts';
import { readSource, type AuthSession } from '@dental/server-core';
import type { z } from 'zod';
import { addFigures, emptyFigures, methodOrder } from '../incomes/incomes.service.js';
import type { ReportScope } from '../reports/report-scope.js';
import { emptyCounts, withUtilisation, type AppointmentCounts, type Counts } from '../workload/workload.service.js';
import { branchIncomesStatement, branchNamesStatement, branchWorkloadStatement } from './branches-report.sql.js';

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
    // The statements are branches-report.sql.ts's, which the benchmark sends as its floor.
    const names = branchNamesStatement(scope);
    const incomeRows = branchIncomesStatement(scope);
    const workloadRows = branchWorkloadStatement(scope);
    const [branchNames, incomes, workload] = await Promise.all([
      db.execute<{ uuid: string; name: string; deleted: boolean }[]>(names.sql, names.params),
      db.execute<{ branch_uuid: string; method: string; received: string; invoiced: string; production: string }[]>(incomeRows.sql, incomeRows.params),
      db.execute<({ branch_uuid: string; working_minutes: string } & AppointmentCounts)[]>(workloadRows.sql, workloadRows.params),
    ]);
    const byBranch = new Map<string, Sums>();
    const sums = (uuid: string) => {
      let found = byBranch.get(uuid);
      if (!found) byBranch.set(uuid, (found = { incomes: emptyFigures(), counts: emptyCounts() }));
      return found;
    };
    for (const branch of branchNames) if (!branch.deleted) sums(branch.uuid);
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

    const nameOf = new Map(branchNames.map((b) => [b.uuid, b.name]));
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
}
