import type { ReportSplitBy } from '@dental/contracts';

/** The appointment column a split is keyed by (a fixed list: the only text put into the SQL). */
export const SPLIT_COLUMN: Record<ReportSplitBy, string> = {
  doctor: 'practitioner_uuid',
  assistant: 'assistant_uuid',
  room: 'room_uuid',
};

export interface ReportScope {
  companyId: number;
  /** null = every branch of the company. */
  branchUuid: string | null;
  from: string;
  to: string;
}

/**
 * The branches a report reads, as the CTE `b`: one branch or every branch of the company (raw SQL
 * is not tenant-filtered, so the company is always a parameter), from the identity module's
 * published `branch_ref`. Each branch's first and last
 * local day become instants in its own zone, `b.day_from` and `b.day_to` ([from 00:00, to+1 00:00)),
 * so a day is the branch's day across daylight-saving changes.
 */
export function branchCte(scope: ReportScope): { sql: string; params: unknown[] } {
  return {
    sql: `with b as (
      select uuid, time_zone,
        (?::date)::timestamp at time zone time_zone as day_from,
        (?::date + 1)::timestamp at time zone time_zone as day_to
      from identity_v1.branch_ref where company_id = ?${scope.branchUuid ? ' and uuid = ?' : ''}
    )`,
    params: [scope.from, scope.to, scope.companyId, ...(scope.branchUuid ? [scope.branchUuid] : [])],
  };
}

/** The local bucket start of an instant column in its branch's zone (Postgres weeks start on Monday). */
export const bucketSql = (column: string) => `(date_trunc(?, ${column} at time zone b.time_zone))::date::text`;

/**
 * After the branch CTE `b`: the CTE `k`, each branch's buckets as instant ranges (`k.bucket`, the
 * local start day; `[k.t_from, k.t_to)` clipped to the period). A read joins its rows to `k` by
 * range, so the time zone is applied once per bucket instead of once per row (docs/perf.md,
 * "Reports (issue 14)"). Parameters: the bucket three times, then the period's first and last day.
 */
export function bucketRangesCte(scope: ReportScope, bucket: string): { sql: string; params: unknown[] } {
  return {
    sql: `, k as (
      select b.uuid as branch_uuid, s::date::text as bucket,
        greatest(b.day_from, s at time zone b.time_zone) as t_from,
        least(b.day_to, (s + ('1 ' || ?)::interval) at time zone b.time_zone) as t_to
      from b, generate_series(date_trunc(?, (?::date)::timestamp), (?::date)::timestamp, ('1 ' || ?)::interval) as s
    )`,
    params: [bucket, bucket, scope.from, scope.to, bucket],
  };
}
