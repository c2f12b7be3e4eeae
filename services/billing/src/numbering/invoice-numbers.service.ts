import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { INVOICE_SERIES_PREFIX, type InvoiceKind } from '@dental/contracts';
import { localDate } from '@dental/domain-time';
import type { Branch } from '@dental/identity';
import { BranchBilling } from './branch-billing.entity.js';

/** Digits of the running number: RC-2026-000123. */
const NUMBER_DIGITS = 6;

/**
 * The numbers of a branch's two series (invoices, credit notes), one run per calendar year of the
 * branch's time zone. The prefixes live in branch_billing (unique per company); the counter row
 * is incremented inside the caller's issuing transaction (invoice-counter.entity.ts says why
 * that gives no gap and no duplicate).
 */
@Injectable()
export class InvoiceNumbers {
  constructor(private readonly em: EntityManager) {}

  /**
   * The branch's billing row, made on first use with the default prefixes (RC/KR for the
   * company's first branch, RC2/KR2 ... for the next ones). Runs in its own statement before any
   * issuing transaction: `on conflict do nothing` absorbs a concurrent first use, and a prefix
   * another branch took meanwhile moves on to the next ordinal.
   */
  async branchBilling(branch: Branch): Promise<BranchBilling> {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const existing = await this.em.findOne(BranchBilling, { branch: branch.uuid }, { refresh: true });
      if (existing) return existing;
      const [{ count }] = await this.em.execute<{ count: string }[]>(
        'select count(*)::text as count from branch_billing where company_id = ?',
        [branch.company.id],
      );
      const ordinal = Number(count) + 1 + attempt;
      const suffix = ordinal === 1 ? '' : String(ordinal);
      await this.em.execute(
        `insert into branch_billing (company_id, branch_uuid, invoice_prefix, credit_note_prefix) values (?, ?, ?, ?) on conflict do nothing`,
        [branch.company.id, branch.uuid, `${INVOICE_SERIES_PREFIX.invoice}${suffix}`, `${INVOICE_SERIES_PREFIX.credit_note}${suffix}`],
      );
    }
    throw new Error(`No free invoice prefix for branch ${branch.uuid}`);
  }

  /** The next number of the series; `em` must be the issuing transaction's. */
  async next(em: EntityManager, billing: BranchBilling, branch: Branch, kind: InvoiceKind, issuedAt: Date): Promise<string> {
    const year = Number(localDate(issuedAt, branch.timeZone).slice(0, 4));
    const [{ last_number }] = await em.execute<{ last_number: number }[]>(
      `insert into invoice_counter (company_id, branch_uuid, kind, year, last_number) values (?, ?, ?, ?, 1)
       on conflict (branch_uuid, kind, year) do update
         set last_number = invoice_counter.last_number + 1, updated_at = now(), version = invoice_counter.version + 1
       returning last_number`,
      [branch.company.id, branch.uuid, kind, year],
    );
    const prefix = kind === 'invoice' ? billing.invoicePrefix : billing.creditNotePrefix;
    return `${prefix}-${year}-${String(last_number).padStart(NUMBER_DIGITS, '0')}`;
  }
}
