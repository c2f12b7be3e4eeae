import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { INVOICE_SORTS, type InvoiceExportQuery, type InvoiceListQuery, type InvoiceSums, type PatientBalance } from '@dental/contracts';
import { dayBounds, DEFAULT_TIME_ZONE } from '@dental/domain-time';
import { Branch } from '@dental/identity';
import { badRequest, likePattern, pageOf, readSource, type AuthSession, type Paged, type ReadSource } from '@dental/server-core';
import { OpeningBalanceService } from '../opening-balances/opening-balance.service.js';
import { Invoice } from './invoice.entity.js';
import { INVOICE_POPULATE } from './invoice.mapper.js';

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

/**
 * The invoice list of /invoices and the patient's tab: filters (branch, status, kind, period,
 * doctor, payment type, patient, search), the sums of every matching row, the CSV export and a
 * patient's balance. One SQL where-clause serves the page, the count and the sums, so the sums
 * are always those of the rows the filters show. A patient's balance adds the opening entries
 * carried over from the clinic's old system (OpeningBalanceService). Company scoping is explicit
 * here (raw SQL does not pass through the tenant filter).
 */
@Injectable()
export class InvoiceListService {
  constructor(
    private readonly em: EntityManager,
    private readonly openings: OpeningBalanceService,
  ) {}

  /** `source`: the export's (readSource); the list itself reads from the primary. */
  async list(query: InvoiceListQuery, auth: AuthSession, source?: ReadSource): Promise<{ page: Paged<Invoice>; sums: InvoiceSums }> {
    const execute = <T>(sql: string, params: unknown[]): Promise<T> => (source ? source.execute<T>(sql, params) : (this.em.execute(sql, params) as Promise<T>));
    const sortKey = query.sort ?? 'issued_at';
    if (!(INVOICE_SORTS as readonly string[]).includes(sortKey)) throw badRequest('VALIDATION_FAILED', { sort: 'invalid_option' });
    const { sql, params } = await this.where(query, auth);
    const order = query.order === 'desc' ? 'desc' : 'asc';
    const offset = (query.page - 1) * query.per_page;
    const [ids, [sums]] = await Promise.all([
      execute<{ uuid: string }[]>(
        `select i."uuid" from "invoice" i join "patient" p on p."uuid" = i."patient_uuid" where ${sql}
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
         from "invoice" i join "patient" p on p."uuid" = i."patient_uuid" where ${sql}`,
        params,
      ),
    ]);
    const found: Invoice[] = ids.length ? await this.em.find(Invoice, { uuid: { $in: ids.map((row) => row.uuid) } }, { populate: INVOICE_POPULATE, connectionType: source?.connectionType }) : [];
    const byUuid = new Map(found.map((invoice) => [invoice.uuid, invoice]));
    const items = ids.flatMap((row) => byUuid.get(row.uuid) ?? []);
    const total = Number(sums?.count ?? 0);
    return {
      page: pageOf(query, items, total),
      sums: {
        count: total,
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
   * Every matching invoice for the CSV, in pages of 200 (the file streams as they come), read from
   * the replica when there is one (read-your-writes aside): chosen before the answer starts.
   */
  async export(query: InvoiceExportQuery, auth: AuthSession): Promise<AsyncGenerator<Invoice>> {
    return this.all(query, auth, await readSource(this.em));
  }

  private async *all(query: InvoiceExportQuery, auth: AuthSession, source: ReadSource): AsyncGenerator<Invoice> {
    for (let page = 1; ; page += 1) {
      const { page: found } = await this.list({ ...query, page, per_page: 200, order: 'asc', sort: 'issued_at' }, auth, source);
      for (const invoice of found.items) yield invoice;
      if (found.items.length < 200) return;
      this.em.clear();
    }
  }

  /** Each branch's time zone (a retired branch's too: its invoices stay listed), for dates shown as the branch's days. */
  async branchTimeZones(): Promise<Map<string, string>> {
    const branches = await this.em.find(Branch, {}, { fields: ['uuid', 'timeZone'], filters: { softDelete: false } });
    return new Map(branches.map((branch) => [branch.uuid, branch.timeZone]));
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
      const branch = await this.em.findOne(Branch, { uuid: query.branch_uuid });
      if (!branch) throw badRequest('VALIDATION_FAILED', { branch_uuid: 'unknown_branch' });
      timeZone = branch.timeZone;
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
    if (query.payment_type !== undefined) {
      parts.push('i."payment_type" = ?');
      params.push(query.payment_type);
    }
    if (query.patient_uuid) {
      parts.push('i."patient_uuid" = ?');
      params.push(query.patient_uuid);
    }
    const search = query.search?.trim();
    if (search) {
      parts.push(`(i."number" ilike ? or p."first_name" ilike ? or p."last_name" ilike ? or (p."first_name" || ' ' || p."last_name") ilike ?)`);
      const pattern = likePattern(search);
      params.push(pattern, pattern, pattern, pattern);
    }
    return { sql: parts.join(' and '), params };
  }
}
