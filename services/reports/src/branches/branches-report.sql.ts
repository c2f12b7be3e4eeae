import { SUMMARY_TABLE } from '../incomes/income-summary.js';
import { branchCte, type ReportScope } from '../reports/report-scope.js';

/**
 * The owner's view's statements (branches.service.ts runs the three side by side; tools/bench
 * sends the very same ones straight to Postgres as its floor). Placeholders are `?`; each is
 * `{ sql, params }` for the company and period of `scope` (every branch: `branchUuid` null).
 */
export type Statement = { sql: string; params: unknown[] };

/** Every branch of the company with its name, the deleted ones marked (their lines are left out). */
export const branchNamesStatement = (scope: ReportScope): Statement => ({
  sql: 'select uuid, name, deleted_at is not null as deleted from identity_v1.branch_ref where company_id = ?',
  params: [scope.companyId],
});

/** Each branch's incomes by payment method over the period, from the incomes report's day summary. */
export function branchIncomesStatement(scope: ReportScope): Statement {
  const cte = branchCte(scope);
  return {
    sql: `${cte.sql}
      select s.branch_uuid, s.method::text as method,
        sum(s.received)::bigint as received, sum(s.invoiced)::bigint as invoiced, sum(s.production)::bigint as production
      from b join ${SUMMARY_TABLE} s on s.branch_uuid = b.uuid
      where s.company_id = ? and s.day >= ?::date and s.day <= ?::date
      group by 1, 2`,
    params: [...cte.params, scope.companyId, scope.from, scope.to],
  };
}

/**
 * The workload report's counts without its buckets, from the per-branch day summary its triggers
 * keep (migration report_branch_day): a day is the branch's local day, as the report's are.
 */
export const branchWorkloadStatement = (scope: ReportScope): Statement => ({
  sql: `select d.branch_uuid, sum(d.appointments)::int as appointments, sum(d.finished)::int as finished, sum(d.canceled)::int as canceled,
        sum(d.no_show)::int as no_show, sum(d.booked_minutes)::bigint as booked_minutes, sum(d.working_minutes)::bigint as working_minutes
      from report_branch_day d
      where d.company_id = ? and d.day >= ?::date and d.day <= ?::date
      group by 1`,
  params: [scope.companyId, scope.from, scope.to],
});
