import { Injectable, type OnModuleInit } from '@nestjs/common';
import { PatientDataRegistry, patientRows, type PatientDataContext, type PatientDataProvider } from '@dental/patients';

/** A patient's invoices and credit notes with their lines and payments, and their opening balances. */
@Injectable()
export class BillingDataProvider implements PatientDataProvider, OnModuleInit {
  readonly name = 'invoices';

  constructor(private readonly registry: PatientDataRegistry) {}

  onModuleInit(): void {
    this.registry.register(this);
  }

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
}
