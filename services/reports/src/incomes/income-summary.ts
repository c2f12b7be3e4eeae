import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * `report_income_day`: received, invoiced and produced cents per (company, branch, local day in
 * the branch's zone, doctor, assistant, room, payment method; 0 = not a payment). Billing and the
 * dental card keep it current through `recordIncome`, in the same transaction as the write it
 * sums, so a payment shows in the report at once and the report reads a year of a branch as a few
 * hundred rows instead of joining its invoices to payments and appointments (docs/decisions.md,
 * "Reports"). Attribution is the appointment's doctor, assistant and room at the time of the write.
 */
export const SUMMARY_TABLE = 'report_income_day';
/** The summary column a split is keyed by. */
export const SUMMARY_KEY = { doctor: 'doctor_uuid', assistant: 'assistant_uuid', room: 'room_uuid' } as const;
const KEY = 'company_id, branch_uuid, day, doctor_uuid, assistant_uuid, room_uuid, method';
const COLUMNS = `${KEY}, received, invoiced, production`;

/** The invoice's attribution: its appointment's (a credit note's through the invoice it credits), else its own doctor. */
const INVOICE_FROM = `invoice i
  join branch br on br.uuid = i.branch_uuid
  left join invoice o on o.uuid = i.credited_invoice_uuid
  left join appointment a on a.uuid = coalesce(i.appointment_uuid, o.appointment_uuid)`;
const INVOICE_PEOPLE = 'coalesce(a.practitioner_uuid, i.doctor_uuid, o.doctor_uuid), a.assistant_uuid, a.room_uuid';

/**
 * The three sources as rows of the summary's columns, each times `sign` (the first parameter):
 * paid payments (status 2) at their paid_at, issued invoices at issued_at (credit notes negative),
 * treated procedures (not invalidated or deleted; at their frozen price) at treated_at in their
 * appointment's branch. A reversal (-1) is recorded while its row still counts, before the write.
 */
const SOURCES = {
  payment: (sign: string) => `select i.company_id, i.branch_uuid, (p.paid_at at time zone br.time_zone)::date, ${INVOICE_PEOPLE}, p.method,
      ${sign} * p.amount::bigint, 0::bigint, 0::bigint
    from payment p join ${INVOICE_FROM} on i.uuid = p.invoice_uuid
    where p.status = 2 and p.deleted_at is null`,
  invoice: (sign: string) => `select i.company_id, i.branch_uuid, (i.issued_at at time zone br.time_zone)::date, ${INVOICE_PEOPLE}, 0::smallint,
      0::bigint, ${sign} * (case when i.kind = 'credit_note' then -abs(i.price_total) else i.price_total end)::bigint, 0::bigint
    from ${INVOICE_FROM}
    where i.status = 'issued' and i.deleted_at is null and i.issued_at is not null`,
  treatment: (sign: string) => `select t.company_id, a.branch_uuid, (t.treated_at at time zone br.time_zone)::date, a.practitioner_uuid, a.assistant_uuid, a.room_uuid, 0::smallint,
      0::bigint, 0::bigint, ${sign} * t.price::bigint
    from tooth_map_item t join appointment a on a.uuid = t.appointment_uuid join branch br on br.uuid = a.branch_uuid
    where t.stage = 'treated' and t.price is not null and t.treated_at is not null and t.invalidated_at is null and t.deleted_at is null`,
} as const;

const ADD_DELTAS = `on conflict (${KEY}) do update set
  received = ${SUMMARY_TABLE}.received + excluded.received,
  invoiced = ${SUMMARY_TABLE}.invoiced + excluded.invoiced,
  production = ${SUMMARY_TABLE}.production + excluded.production`;

/** What changed: a payment paid (+1) or canceled (-1), an invoice or credit note issued, a procedure treated (+1) or invalidated (-1). */
export type IncomeChange = { payment: string; sign: 1 | -1 } | { invoice: string } | { treatedItem: string; sign: 1 | -1 };

/**
 * Adds one write's amounts to the summary on the caller's transaction (`em` must be the one that
 * made the write, after its flush). Concurrent writes to the same row queue on its lock and add up.
 */
export async function recordIncome(em: EntityManager, change: IncomeChange): Promise<void> {
  const [source, sign, where, uuid] =
    'payment' in change
      ? [SOURCES.payment, change.sign, 'p.uuid', change.payment]
      : 'invoice' in change
        ? [SOURCES.invoice, 1, 'i.uuid', change.invoice]
        : [SOURCES.treatment, change.sign, 't.uuid', change.treatedItem];
  await em.execute(`insert into ${SUMMARY_TABLE} (${COLUMNS}) ${source('?::int')} and ${where} = ? ${ADD_DELTAS}`, [sign, uuid]);
}

/**
 * The insert that fills the summary from the rows it sums (one company, or every company; the
 * migration's backfill uses it too). `treatments` = the dental card's table exists.
 */
export function rebuildSql(companyId: number | null, treatments: boolean): string {
  const scope = (alias: string) => (companyId === null ? '' : ` and ${alias}.company_id = ${Number(companyId)}`);
  const parts = [`${SOURCES.payment('1')}${scope('i')}`, `${SOURCES.invoice('1')}${scope('i')}`, ...(treatments ? [`${SOURCES.treatment('1')}${scope('t')}`] : [])];
  return `insert into ${SUMMARY_TABLE} (${COLUMNS})
    select ${KEY}, sum(received), sum(invoiced), sum(production)
    from (${parts.map((part) => `(${part})`).join(' union all ')}) as s(${COLUMNS})
    group by ${KEY}`;
}

/**
 * The summary rebuilt from the rows it sums: the oracle the reports are tested against, and the
 * backfill of bulk-loaded data (the demo seed, the benchmark). Without the dental card's table
 * (its migration not run) production is left out.
 */
export async function rebuildIncomeSummary(em: EntityManager, companyId: number | null = null): Promise<void> {
  const [{ treatments }] = await em.execute<{ treatments: boolean }[]>(`select to_regclass('tooth_map_item') is not null as treatments`);
  await em.execute(`delete from ${SUMMARY_TABLE}${companyId === null ? '' : ` where company_id = ${Number(companyId)}`}`);
  await em.execute(rebuildSql(companyId, treatments));
}
