import { Controller, Req, StreamableFile } from '@nestjs/common';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import { invoiceExportQuerySchema, type InvoiceExportQuery, INVOICE_ROUTES } from '@dental/contracts';
import { DEFAULT_TIME_ZONE, localDate } from '@dental/domain-time';
import { translate } from '@dental/i18n';
import { Audited } from '@dental/patients';
import { Access, CurrentAuth, csvStream, ZodQuery, type ApiRequest, type AuthSession, type CsvCell, Endpoint } from '@dental/server-core';
import { InvoiceListService } from '../invoices/invoice-list.service.js';
import { paymentState } from '../invoices/invoice.mapper.js';

const COLUMNS = [
  'number',
  'kind',
  'status',
  'issued_at',
  'patient',
  'personal_code',
  'doctor',
  'payer',
  'price_without_vat',
  'price_vat',
  'price_total',
  'price_insurance',
  'price_to_pay',
  'amount_paid',
  'amount_remaining',
  'payment_type',
] as const;
const MONEY = new Set<string>(['price_without_vat', 'price_vat', 'price_total', 'price_insurance', 'price_to_pay', 'amount_paid', 'amount_remaining']);
const euros = (cents: number) => (cents / 100).toFixed(2);

/**
 * GET /api/invoices/export.csv (invoices_export): the list's filters, every match, headers and
 * values in the caller's language, amounts in euros (numbers a spreadsheet adds up). Registered
 * before the invoice controller, whose `invoices/:uuid` would otherwise claim the path. Like the
 * patients' export, it is one company-level `export` entry of the patient audit trail (its filters
 * in the details), written by the global interceptor before the file streams.
 */
@ApiTags('invoices')
@Controller()
@Audited('invoices', 'export')
export class InvoiceExportController {
  constructor(private readonly list: InvoiceListService) {}

  @Endpoint(INVOICE_ROUTES.export)
  @Access('invoices_export')
  @ApiProduces('text/csv')
  async csv(@ZodQuery(invoiceExportQuerySchema) query: InvoiceExportQuery, @CurrentAuth() auth: AuthSession, @Req() req: ApiRequest): Promise<StreamableFile> {
    const language = req.context?.language ?? 'lv';
    const t = (key: string) => translate(language, `errors:invoice_export.${key}`);
    const invoices = await this.list.export(query, auth);
    // "Issued" is the branch's day (an invoice issued at 00:30 in Riga is that day's, not UTC's).
    const zones = await this.list.branchTimeZones(auth);
    async function* rows(): AsyncGenerator<CsvCell[]> {
      for await (const invoice of invoices) {
        const patient = invoice.patient.getEntity();
        const doctor = invoice.doctor?.getEntity();
        const state = paymentState(invoice);
        const status = invoice.status === 'draft' ? 'draft' : (state.payment_state ?? 'paid');
        yield [
          invoice.number,
          t(`kind_${invoice.kind}`),
          invoice.kind === 'credit_note' ? '' : t(`status_${status}`),
          invoice.issuedAt ? localDate(invoice.issuedAt, zones.get(invoice.branch.uuid) ?? DEFAULT_TIME_ZONE) : null,
          `${patient.lastName} ${patient.firstName}`,
          patient.personalCode,
          doctor ? `${doctor.lastName} ${doctor.firstName}` : null,
          invoice.payer?.name,
          euros(invoice.priceWithoutVat),
          euros(invoice.priceVat),
          euros(invoice.priceTotal),
          euros(invoice.priceInsurance),
          euros(invoice.priceToPay),
          euros(state.amount_paid),
          euros(state.amount_remaining),
          t(`payment_type_${invoice.paymentType}`),
        ];
      }
    }
    const day = new Date().toISOString().slice(0, 10);
    return new StreamableFile(csvStream(COLUMNS.map((key) => ({ header: t(key), numeric: MONEY.has(key) })), rows()), {
      type: 'text/csv; charset=utf-8',
      disposition: `attachment; filename="invoices-${day}.csv"`,
    });
  }
}
