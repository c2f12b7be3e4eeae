import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { IncomeFigures, IncomeRow, IncomesReport, reportQuerySchema } from '@dental/contracts';
import { readSource, type AuthSession } from '@dental/server-core';
import type { z } from 'zod';
import { bucketStarts } from '../reports/report-buckets.js';
import { reportBranch } from '../reports/report-branch.js';
import { ReportLabelsService } from '../reports/report-labels.service.js';
import { branchCte, type ReportScope } from '../reports/report-scope.js';
import { SUMMARY_KEY, SUMMARY_TABLE } from './income-summary.js';
import { openingBalancesOf } from './opening-balances.js';

type Query = z.output<typeof reportQuerySchema>;
interface SummaryRow {
  bucket: string;
  key: string | null;
  method: string;
  received: string;
  invoiced: string;
  production: string;
}

export const emptyFigures = (): IncomeFigures => ({ received: 0, by_method: {}, invoiced: 0, production: 0 });

export function addFigures(target: IncomeFigures, source: IncomeFigures): void {
  target.received += source.received;
  target.invoiced += source.invoiced;
  target.production += source.production;
  for (const [method, cents] of Object.entries(source.by_method)) target.by_method[method] = (target.by_method[method] ?? 0) + cents;
}

/** The payment methods of `figures` in a stable order (by their number). */
export const methodOrder = (figures: IncomeFigures) => Object.keys(figures.by_method).sort((a, b) => Number(a) - Number(b) || a.localeCompare(b));

/**
 * Money received, invoiced and produced per (bucket, key) in the branch's zone, read from the
 * summary the incomes consumer keeps from billing's and the dental card's events
 * (income-summary.ts): a payment shows within a second of its commit (the benchmark measures the
 * lag), and a replay of the event log rebuilds it equal (rebuild/reports-rebuild.ts).
 */
@Injectable()
export class IncomesService {
  constructor(
    private readonly em: EntityManager,
    private readonly labels: ReportLabelsService,
  ) {}

  async report(query: Query, auth: AuthSession): Promise<IncomesReport> {
    const branchUuid = await reportBranch(this.em, query.branch_uuid);
    const scope: ReportScope = { companyId: auth.companyId, branchUuid, from: query.from, to: query.to };
    // The sums are read from the replica when there is one (read-your-writes aside): read-source.ts.
    const db = await readSource(this.em);
    const cte = branchCte(scope);
    const summary = await db.execute<SummaryRow[]>(
      `${cte.sql}
      select (date_trunc(?, s.day::timestamp))::date::text as bucket, s.${SUMMARY_KEY[query.by]} as key, s.method::text as method,
        sum(s.received)::bigint as received, sum(s.invoiced)::bigint as invoiced, sum(s.production)::bigint as production
      from b join ${SUMMARY_TABLE} s on s.branch_uuid = b.uuid
      where s.company_id = ? and s.day >= ?::date and s.day <= ?::date
      group by 1, 2, 3`,
      [...cte.params, query.bucket, scope.companyId, query.from, query.to],
    );

    const byKey = new Map<string, IncomeFigures & { bucket: string; key: string | null }>();
    const row = (source: SummaryRow) => {
      const id = `${source.bucket}|${source.key ?? ''}`;
      let found = byKey.get(id);
      if (!found) byKey.set(id, (found = { bucket: source.bucket, key: source.key, ...emptyFigures() }));
      return found;
    };
    for (const r of summary) {
      const [received, invoiced, production] = [Number(r.received), Number(r.invoiced), Number(r.production)];
      // A payment canceled later leaves zeros behind: no row, as the live SQL would show none.
      if (received === 0 && invoiced === 0 && production === 0) continue;
      const target = row(r);
      target.received += received;
      target.invoiced += invoiced;
      target.production += production;
      if (received !== 0) target.by_method[r.method] = (target.by_method[r.method] ?? 0) + received;
    }
    const names = await this.labels.labels(query.by, auth.companyId, [...byKey.values()].map((r) => r.key));
    const rows: IncomeRow[] = [...byKey.values()]
      .map((r) => ({ ...r, label: r.key ? (names.get(r.key) ?? null) : null }))
      .sort((a, b) => a.bucket.localeCompare(b.bucket) || (a.label ?? '\uffff').localeCompare(b.label ?? '\uffff') || (a.key ?? '').localeCompare(b.key ?? ''));
    const totals = emptyFigures();
    for (const r of rows) addFigures(totals, r);
    const methods = methodOrder(totals);
    return {
      from: query.from,
      to: query.to,
      bucket: query.bucket,
      by: query.by,
      branch_uuid: branchUuid,
      buckets: bucketStarts(query.from, query.to, query.bucket),
      methods,
      rows,
      totals,
      opening_balances: await openingBalancesOf(db, scope.companyId, query.from, query.to),
    };
  }
}
