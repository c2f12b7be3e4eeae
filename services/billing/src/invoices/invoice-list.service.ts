import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { INVOICE_SORTS, type InvoiceExportQuery, type InvoiceListQuery, type InvoiceListRow, type InvoiceSums, type PatientBalance } from '@dental/contracts';
import { dayBounds, DEFAULT_TIME_ZONE } from '@dental/domain-time';
import { badRequest, likePattern, pageOf, personalCodeHashes, personalCodePrefixHashes, readSource, type AuthSession, type Paged, type ReadSource } from '@dental/server-core';
import { OpeningBalanceService } from '../opening-balances/opening-balance.service.js';
import { Invoice } from './invoice.entity.js';
import { INVOICE_POPULATE, WITH_DELETED_REFERENCES, toLeanListRow } from './invoice.mapper.js';
import { LIST_ROWS_SQL, type ListRowSql } from './invoice-list.sql.js';

/** Owed on a row: invoices only, price_to_pay less credit notes. */
const DUE = `(case when i."kind" = 'invoice' then i."price_to_pay" - i."amount_credited" else 0 end)`;
const REMAINING = `greatest(0, ${DUE} - i."amount_paid")`;
/** Credit notes subtract in the sums. */
const SIGN = `(case when i."kind" = 'credit_note' then -1 else 1 end)`;

const SORT_SQL: Record<(typeof INVOICE_SORTS)[number], string> = {
  issued_at: 'i."listed_at"',
  created_at: 'i."created_at"',
  invoice_id: 'i."number"',
  price_to_pay: 'i."price_to_pay"',
  amount_remaining: REMAINING,
};

type Filters = Omit<InvoiceExportQuery, 'search'> & { search?: string };

/** The buyer's columns a row is found by: as issued (kept on the invoice), else the patient card's (a draft). */
const BUYER = {
  first: 'coalesce(i."buyer_first_name", p."first_name")',
  last: 'coalesce(i."buyer_last_name", p."last_name")',
};
const PERSONAL_CODE_LIKE = /^[\d\s-]+$/;

/**
 * The invoice list of /invoices and the patient's tab: filters (branch, status, kind, period,
 * doctor, payment method, patient, search by number, name or personal code), the sums of every
 * matching row, the CSV export and a patient's balance. One SQL where-clause serves the page, the
 * count and the sums, and the page's rows are read whatever became of their patient, doctor or
 * branch since (WITH_DELETED_REFERENCES), so the count and sums are always those of the rows
 * shown. A patient's balance adds the opening entries carried over from the clinic's old system
 * (OpeningBalanceService). Company scoping is explicit here (raw SQL does not pass through the
 * tenant filter).
 */
@Injectable()
export class InvoiceListService {
  constructor(
    private readonly em: EntityManager,
    private readonly openings: OpeningBalanceService,
  ) {}

  /**
   * A page of the list with the sums of every matching row: the page's rows read in one statement
   * (invoice-list.sql.ts), not through the entities, since the list is the screen a desk refreshes.
   */
  async list(query: InvoiceListQuery, auth: AuthSession): Promise<{ page: Paged<InvoiceListRow>; sums: InvoiceSums }> {
    const { ids, sums } = await this.select(query, auth, <T>(sql: string, params: unknown[]) => this.em.execute(sql, params) as Promise<T>);
    const rows = ids.length ? await this.em.execute<ListRowSql[]>(LIST_ROWS_SQL, [auth.companyId, `{${ids.join(',')}}`]) : [];
    const byUuid = new Map(rows.map((row) => [row.uuid, toLeanListRow(row)]));
    return { page: pageOf(query, ids.flatMap((uuid) => byUuid.get(uuid) ?? []), sums.count), sums };
  }

  /** The matching rows' uuids for one page, in order, and the sums of every matching row. */
  private async select(query: InvoiceListQuery, auth: AuthSession, execute: <T>(sql: string, params: unknown[]) => Promise<T>): Promise<{ ids: string[]; sums: InvoiceSums }> {
    const sortKey = query.sort ?? 'issued_at';
    if (!(INVOICE_SORTS as readonly string[]).includes(sortKey)) throw badRequest('VALIDATION_FAILED', { sort: 'invalid_option' });
    const { sql, params } = await this.where(query, auth);
    const order = query.order === 'desc' ? 'desc' : 'asc';
    const offset = (query.page - 1) * query.per_page;
    const [ids, [sums]] = await Promise.all([
      execute<{ uuid: string }[]>(
        `select i."uuid" from "invoice" i join patients_v1.patient_ref p on p."uuid" = i."patient_uuid" where ${sql}
         order by ${SORT_SQL[sortKey as keyof typeof SORT_SQL]} ${order} nulls last, i."uuid" asc limit ? offset ?`,
        [...params, query.per_page, offset],
      ),
      execute<Record<string, string>[]>(
        `select count(*)::text as count,
           coalesce(sum(${SIGN} * i."price_without_vat"), 0)::text as price_without_vat,
           coalesce(sum(${SIGN} * i."price_vat"), 0)::text as price_vat,
           coalesce(sum(${SIGN} * i."price_total"), 0)::text as price_total,
           coalesce(sum(${SIGN} * i."price_insurance"), 0)::text as price_insurance,
           coalesce(sum(${SIGN} * i."price_to_pay"), 0)::text as price_to_pay,
           coalesce(sum(i."amount_paid"), 0)::text as amount_paid,
           coalesce(sum(${REMAINING}), 0)::text as amount_remaining
         from "invoice" i join patients_v1.patient_ref p on p."uuid" = i."patient_uuid" where ${sql}`,
        params,
      ),
    ]);
    return {
      ids: ids.map((row) => row.uuid),
      sums: {
        count: Number(sums?.count ?? 0),
        price_without_vat: Number(sums?.price_without_vat ?? 0),
        price_vat: Number(sums?.price_vat ?? 0),
        price_total: Number(sums?.price_total ?? 0),
        price_insurance: Number(sums?.price_insurance ?? 0),
        price_to_pay: Number(sums?.price_to_pay ?? 0),
        amount_paid: Number(sums?.amount_paid ?? 0),
        amount_remaining: Number(sums?.amount_remaining ?? 0),
      },
    };
  }

  /**
   * Every matching invoice for the CSV, as entities (the file's columns are the entity answer's),
   * in pages of 200 (the file streams as they come), read from the replica when there is one
   * (read-your-writes aside): chosen before the answer starts.
   */
  async export(query: InvoiceExportQuery, auth: AuthSession): Promise<AsyncGenerator<Invoice>> {
    return this.all(query, auth, await readSource(this.em));
  }

  private async *all(query: InvoiceExportQuery, auth: AuthSession, source: ReadSource): AsyncGenerator<Invoice> {
    for (let page = 1; ; page += 1) {
      const { ids } = await this.select({ ...query, page, per_page: 200, order: 'asc', sort: 'issued_at' }, auth, (sql, params) => source.execute(sql, params));
      yield* await this.entities(ids, source);
      if (ids.length < 200) return;
      this.em.clear();
    }
  }

  /** Invoices by uuid, in that order, whatever became of their references (the export; the lean read's test oracle). */
  async entities(ids: readonly string[], source?: ReadSource): Promise<Invoice[]> {
    if (!ids.length) return [];
    const found = await this.em.find(Invoice, { uuid: { $in: [...ids] } }, { populate: INVOICE_POPULATE, connectionType: source?.connectionType, ...WITH_DELETED_REFERENCES });
    const byUuid = new Map(found.map((invoice) => [invoice.uuid, invoice]));
    return ids.flatMap((uuid) => byUuid.get(uuid) ?? []);
  }

  /** Each branch's time zone (a retired branch's too: its invoices stay listed), for dates shown as the branch's days. */
  async branchTimeZones(auth: AuthSession): Promise<Map<string, string>> {
    const branches = await this.em.execute<{ uuid: string; time_zone: string }[]>('select uuid, time_zone from identity_v1.branch_ref where company_id = ?', [auth.companyId]);
    return new Map(branches.map((branch) => [branch.uuid, branch.time_zone]));
  }

  async balance(patientUuid: string, auth: AuthSession): Promise<PatientBalance> {
    const [row] = await this.em.execute<Record<string, string>[]>(
      `select coalesce(sum(${DUE}), 0)::text as due, coalesce(sum(i."amount_paid"), 0)::text as paid,
              coalesce(sum(${REMAINING}), 0)::text as remaining, count(*) filter (where ${REMAINING} > 0)::text as open
       from "invoice" i where i."company_id" = ? and i."patient_uuid" = ? and i."deleted_at" is null and i."status" = 'issued' and i."kind" = 'invoice'`,
      [auth.companyId, patientUuid],
    );
    const remaining = Number(row?.remaining ?? 0);
    const opening = await this.openings.ofPatient(patientUuid);
    return {
      patient_uuid: patientUuid,
      amount_due: Number(row?.due ?? 0),
      amount_paid: Number(row?.paid ?? 0),
      amount_remaining: remaining,
      open_invoices: Number(row?.open ?? 0),
      opening_balance: opening,
      balance: remaining + opening,
    };
  }

  /** Which of `patientUuids` have an invoice (a draft too): an import that made them may no longer be undone. */
  async patientsInvoiced(patientUuids: readonly string[]): Promise<Set<string>> {
    if (!patientUuids.length) return new Set();
    const found = await this.em.find(Invoice, { patient: { $in: [...patientUuids] } }, { fields: ['patient'] });
    return new Set(found.map((invoice) => invoice.patient.uuid));
  }

  private async where(query: Filters, auth: AuthSession): Promise<{ sql: string; params: unknown[] }> {
    const parts = ['i."company_id" = ?', 'i."deleted_at" is null'];
    const params: unknown[] = [auth.companyId];
    let timeZone = DEFAULT_TIME_ZONE;
    if (query.branch_uuid) {
      const [branch] = await this.em.execute<{ time_zone: string }[]>(
        'select time_zone from identity_v1.branch_ref where uuid = ? and company_id = ? and deleted_at is null',
        [query.branch_uuid, auth.companyId],
      );
      if (!branch) throw badRequest('VALIDATION_FAILED', { branch_uuid: 'unknown_branch' });
      timeZone = branch.time_zone;
      parts.push('i."branch_uuid" = ?');
      params.push(query.branch_uuid);
    }
    if (query.kind) {
      parts.push('i."kind" = ?');
      params.push(query.kind);
    }
    switch (query.status) {
      case 'draft':
        parts.push(`i."status" = 'draft'`);
        break;
      case 'unpaid':
        parts.push(`i."status" = 'issued' and i."kind" = 'invoice' and i."amount_paid" = 0 and ${REMAINING} > 0`);
        break;
      case 'partially_paid':
        parts.push(`i."status" = 'issued' and i."kind" = 'invoice' and i."amount_paid" > 0 and ${REMAINING} > 0`);
        break;
      case 'paid':
        parts.push(`i."status" = 'issued' and i."kind" = 'invoice' and ${REMAINING} = 0`);
        break;
      default:
        break;
    }
    if (query.date_from) {
      parts.push('i."listed_at" >= ?');
      params.push(new Date(dayBounds(query.date_from, timeZone)[0]));
    }
    if (query.date_to) {
      parts.push('i."listed_at" < ?');
      params.push(new Date(dayBounds(query.date_to, timeZone)[1]));
    }
    if (query.doctor_uuid) {
      parts.push('i."doctor_uuid" = ?');
      params.push(query.doctor_uuid);
    }
    if (query.method !== undefined) {
      // Any counted payment of that method: a split cash + card invoice is found under both.
      parts.push(`exists (select 1 from "payment" pm where pm."invoice_uuid" = i."uuid" and pm."kind" = 'payment' and pm."status" = 2 and pm."method" = ?)`);
      params.push(query.method);
    }
    if (query.patient_uuid) {
      parts.push('i."patient_uuid" = ?');
      params.push(query.patient_uuid);
    }
    const search = query.search?.trim();
    if (search) {
      const pattern = likePattern(search);
      const digits = search.replace(/\D/g, '');
      // What looks like a personal code ("010190-12345", "01019012345") is matched on its digits as
      // issued (kept on the invoice), else on a draft by the patient card's keyed hashes (the card
      // holds its code sealed): the whole code, or its first six digits.
      const codeLike = PERSONAL_CODE_LIKE.test(search) && digits.length >= 3;
      // Either hash key's while the hash key is rotated (DATA_HASH_KEY_PREVIOUS): rows not re-hashed yet are found too.
      const wholeHashes = digits.length === 11 ? personalCodeHashes(digits) : [''];
      const prefixHashes = digits.length === 6 ? personalCodePrefixHashes(digits) : [''];
      const marks = (values: string[]) => values.map(() => '?').join(', ');
      const byCard = `i."buyer_personal_code" is null and (p."personal_code_hash" in (${marks(wholeHashes)}) or p."personal_code_prefix_hash" in (${marks(prefixHashes)}))`;
      parts.push(
        `(i."number" ilike ? or ${BUYER.first} ilike ? or ${BUYER.last} ilike ? or (${BUYER.first} || ' ' || ${BUYER.last}) ilike ?${codeLike ? ` or replace(i."buyer_personal_code", '-', '') like ? or (${byCard})` : ''})`,
      );
      params.push(pattern, pattern, pattern, pattern, ...(codeLike ? [likePattern(digits), ...wholeHashes, ...prefixHashes] : []));
    }
    return { sql: parts.join(' and '), params };
  }
}
