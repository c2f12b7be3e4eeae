import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { IncomeFigures, IncomeRow, IncomesReport, reportQuerySchema } from '@dental/contracts';
import { readSource, type AuthSession } from '@dental/server-core';
import type { z } from 'zod';
import { bucketStarts } from '../reports/report-buckets.js';
import { reportBranch } from '../reports/report-branch.js';
import { ReportLabelsService } from '../reports/report-labels.service.js';
import { branchCte, type ReportScope } from '../reports/report-scope.js';
import { PRODUCTION_COLUMNS, PRODUCTION_TABLE, invoicedSql, productionSql, receivedSql } from './income-sources.js';

type Query = z.output<typeof reportQuerySchema>;
interface SourceRow {
  bucket: string;
  key: string | null;
  method?: string;
  cents: string;
}

const emptyFigures = (): IncomeFigures => ({ received: 0, by_method: {}, invoiced: 0, production: 0 });

function addFigures(target: IncomeFigures, source: IncomeFigures): void {
  target.received += source.received;
  target.invoiced += source.invoiced;
  target.production += source.production;
  for (const [method, cents] of Object.entries(source.by_method)) target.by_method[method] = (target.by_method[method] ?? 0) + cents;
}

/**
 * Money received, invoiced and produced per (bucket, key) in the branch's zone: three grouped
 * reads (income-sources.ts), merged here. Read live, so a payment shows at once.
 */
@Injectable()
export class IncomesService {
  constructor(
    private readonly em: EntityManager,
    private readonly labels: ReportLabelsService,
  ) {}

  private production: Promise<boolean> | null = null;

  /**
   * Whether the dental card's treated procedures are in this database (the card's module is
   * composed in, its migration run): asked once per process; without them production is 0.
   */
  private hasProduction(): Promise<boolean> {
    this.production ??= this.em
      .getConnection()
      .execute<{ n: number }[]>(`select count(*)::int as n from information_schema.columns where table_schema = current_schema() and table_name = ? and column_name = any(?::text[])`, [
        PRODUCTION_TABLE,
        `{${PRODUCTION_COLUMNS.join(',')}}`,
      ])
      .then(([row]) => row.n === PRODUCTION_COLUMNS.length)
      .catch(() => {
        this.production = null;
        return false;
      });
    return this.production;
  }

  async report(query: Query, auth: AuthSession): Promise<IncomesReport> {
    const branchUuid = await reportBranch(this.em, query.branch_uuid);
    const scope: ReportScope = { companyId: auth.companyId, branchUuid, from: query.from, to: query.to };
    // The sums are read from the replica when there is one (read-your-writes aside): read-source.ts.
    const db = await readSource(this.em);
    const run = (sql: string | null): Promise<SourceRow[]> => {
      if (sql === null) return Promise.resolve([] as SourceRow[]);
      const cte = branchCte(scope);
      return db.execute<SourceRow[]>(`${cte.sql} ${sql}`, [...cte.params, query.bucket, scope.companyId]);
    };
    const [received, invoiced, production] = await Promise.all([
      run(receivedSql(query.by)),
      run(invoicedSql(query.by)),
      run((await this.hasProduction()) ? productionSql(query.by) : null),
    ]);

    const byKey = new Map<string, IncomeFigures & { bucket: string; key: string | null }>();
    const row = (source: SourceRow) => {
      const id = `${source.bucket}|${source.key ?? ''}`;
      let found = byKey.get(id);
      if (!found) byKey.set(id, (found = { bucket: source.bucket, key: source.key, ...emptyFigures() }));
      return found;
    };
    for (const r of received) {
      const target = row(r);
      target.received += Number(r.cents);
      const method = r.method ?? '';
      target.by_method[method] = (target.by_method[method] ?? 0) + Number(r.cents);
    }
    for (const r of invoiced) row(r).invoiced += Number(r.cents);
    for (const r of production) row(r).production += Number(r.cents);

    const names = await this.labels.labels(query.by, auth.companyId, [...byKey.values()].map((r) => r.key));
    const rows: IncomeRow[] = [...byKey.values()]
      .map((r) => ({ ...r, label: r.key ? (names.get(r.key) ?? null) : null }))
      .sort((a, b) => a.bucket.localeCompare(b.bucket) || (a.label ?? '\uffff').localeCompare(b.label ?? '\uffff') || (a.key ?? '').localeCompare(b.key ?? ''));
    const totals = emptyFigures();
    for (const r of rows) addFigures(totals, r);
    const methods = Object.keys(totals.by_method).sort((a, b) => Number(a) - Number(b) || a.localeCompare(b));
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
    };
  }
}
