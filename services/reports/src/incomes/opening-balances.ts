import type { EntityManager } from '@mikro-orm/postgresql';
import type { DomainEvent, OpeningBalances } from '@dental/contracts';

/**
 * `report_opening_balance`: the balances carried over from a clinic's old system, as billing tells
 * them (`opening_balance.recorded`, each entry's whole state and version: the newest wins). The
 * incomes report shows their debt and credit of the period apart, never as income.
 */
export const OPENING_EVENTS = ['opening_balance.recorded'] as const;
export type OpeningEvent = DomainEvent<(typeof OPENING_EVENTS)[number]>;

export async function projectOpeningBalances(em: EntityManager, events: readonly OpeningEvent[]): Promise<void> {
  if (!events.length) return;
  const rows = events.map(({ company_id, data }) => ({ company_id, ...data, uuid: data.opening_balance_uuid }));
  await em.execute(
    `insert into report_opening_balance (uuid, company_id, amount, booked_on, deleted, version)
     select distinct on (uuid) uuid, company_id, amount, booked_on, deleted, version
     from jsonb_to_recordset(?::jsonb) as r(uuid uuid, company_id int, amount bigint, booked_on date, deleted boolean, version int)
     order by uuid, version desc
     on conflict (uuid) do update set amount = excluded.amount, booked_on = excluded.booked_on, deleted = excluded.deleted, version = excluded.version
     where report_opening_balance.version < excluded.version`,
    [JSON.stringify(rows)],
  );
}

/** The company's carried-over debt and credit booked from `from` to `to` (inclusive). */
export async function openingBalancesOf(db: { execute<T>(sql: string, params: unknown[]): Promise<T> }, companyId: number, from: string, to: string): Promise<OpeningBalances> {
  const [row] = await db.execute<{ debt: string; credit: string }[]>(
    `select coalesce(sum(greatest(amount, 0)), 0)::text as debt, coalesce(sum(greatest(-amount, 0)), 0)::text as credit
     from report_opening_balance where company_id = ? and not deleted and booked_on >= ?::date and booked_on <= ?::date`,
    [companyId, from, to],
  );
  return { debt: Number(row?.debt ?? 0), credit: Number(row?.credit ?? 0) };
}
