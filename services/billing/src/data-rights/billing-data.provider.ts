import { Injectable } from '@nestjs/common';
import {
  RegisteredPatientDataProvider,
  patientRows,
  runSql,
  type PatientDataContext,
  type PatientErasureContext,
  type PatientErasureOutcome,
} from '@dental/patients';

/** A patient's invoices and credit notes with their lines and payments, and their opening balances. */
@Injectable()
export class BillingDataProvider extends RegisteredPatientDataProvider {
  readonly name = 'invoices';

  async export(context: PatientDataContext): Promise<unknown> {
    const connection = context.em.getConnection();
    const ofInvoices = (table: 'invoice_line' | 'payment') =>
      connection.execute<Record<string, unknown>[]>(
        `select x.* from "${table}" x join "invoice" i on i."uuid" = x."invoice_uuid" where i."company_id" = ? and i."patient_uuid" = ? order by x."created_at", x."uuid"`,
        [context.companyId, context.patientUuid],
      );
    const [invoices, lines, payments] = await Promise.all([patientRows(context, 'invoice'), ofInvoices('invoice_line'), ofInvoices('payment')]);
    return {
      invoices: invoices.map((invoice) => ({ ...invoice, lines: lines.filter((line) => line.invoice_uuid === invoice.uuid) })),
      payments,
      opening_balances: await patientRows(context, 'opening_balance'),
    };
  }

  /**
   * Drafts never issued are not accounting documents: deleted, their comment and payer emptied.
   * Issued invoices and credit notes keep what the accounting law requires (number, dates, the
   * buyer as issued, lines, amounts, payments) until the accounting period after the last one ends;
   * their free comment goes, as do the notes of opening balances.
   */
  async erase(context: PatientErasureContext): Promise<PatientErasureOutcome> {
    const params = [context.companyId, context.patientUuid];
    await runSql(
      context,
      `update "invoice" set "comment" = null, "payer" = null, "deleted_at" = coalesce("deleted_at", now()), "updated_at" = now(), "version" = "version" + 1 where "company_id" = ? and "patient_uuid" = ? and "status" = 'draft'`,
      params,
    );
    await runSql(context, `update "invoice" set "comment" = null, "updated_at" = now(), "version" = "version" + 1 where "company_id" = ? and "patient_uuid" = ? and "status" <> 'draft' and "comment" is not null`, params);
    await runSql(context, `update "opening_balance" set "note" = null, "updated_at" = now(), "version" = "version" + 1 where "company_id" = ? and "patient_uuid" = ? and "note" is not null`, params);
    const [last] = await context.em
      .getConnection()
      .execute<{ issued_at: Date | null }[]>(
        `select max("issued_at") as "issued_at" from "invoice" where "company_id" = ? and "patient_uuid" = ? and "status" <> 'draft'`,
        params,
        'all',
        context.em.getTransactionContext(),
      );
    const kept = [];
    if (last?.issued_at) {
      const until = new Date(last.issued_at);
      until.setUTCFullYear(until.getUTCFullYear() + context.retention.accountingYears);
      kept.push({ what: 'issued_invoices', until, law: 'accounting' });
    }
    return { erased: ['draft_invoices', 'invoice_comments', 'balance_notes'], kept };
  }
}
