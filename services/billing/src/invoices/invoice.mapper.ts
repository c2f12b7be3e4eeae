import type { Invoice as InvoiceAnswer, InvoiceLine as InvoiceLineAnswer, InvoiceListRow, Payment as PaymentAnswer } from '@dental/contracts';
import { invoiceTotals, paymentSummary, vatRatePercent, type PaymentMethod } from '@dental/domain-money';
import { SOFT_DELETE_FILTER, openPersonalCode } from '@dental/server-core';
import type { InvoiceLine } from '../lines/invoice-line.entity.js';
import type { Payment } from '../payments/payment.entity.js';
import type { Invoice } from './invoice.entity.js';
import type { ListRowSql } from './invoice-list.sql.js';
import { moneyOf } from '../lines/money-columns.js';

/** Relations every answer of an invoice reads. */
export const INVOICE_POPULATE = ['patient', 'doctor', 'creditedInvoice'] as const;

/**
 * How billing reads its own rows: whatever their references became since. An invoice, its lines
 * and payments point at a patient, doctor, appointment, branch or price-list item that may have
 * been deleted later, and MikroORM applies an active filter of a many-to-one's target to the row
 * itself (autoJoinRefsForFilters): with the soft-delete filter on, an issued invoice of a deleted
 * patient would vanish from its list while its count still held it. So the soft-delete filter is
 * off on these reads, and a query names its own row's `deletedAt: null` where it needs it.
 */
export const WITH_DELETED_REFERENCES = { filters: { [SOFT_DELETE_FILTER]: false } } as const;

const iso = (date: Date) => date.toISOString();

/** What is owed on an invoice: its price_to_pay less its credit notes; nothing on a credit note or a draft's payment side. */
export const amountDue = (invoice: Pick<Invoice, 'kind' | 'priceToPay' | 'amountCredited'>) => (invoice.kind === 'invoice' ? invoice.priceToPay - invoice.amountCredited : 0);

/** The columns an invoice's payment state is computed from (an entity, or a lean row read as one). */
type PaymentColumns = Pick<Invoice, 'kind' | 'status' | 'priceToPay' | 'amountCredited' | 'amountPaid'>;

/** amount_paid, amount_remaining... from the stored sums, as domain-money's paymentSummary computes them. */
export function paymentState(invoice: PaymentColumns) {
  const due = amountDue(invoice);
  const summary = paymentSummary(Math.max(0, due), invoice.amountPaid > 0 ? [{ amount: invoice.amountPaid, status: 2, method: 1 as PaymentMethod }] : []);
  return {
    amount: due,
    amount_paid: invoice.amountPaid,
    amount_remaining: summary.amount_remaining,
    amount_overpaid: summary.amount_overpaid,
    payment_state: invoice.status === 'issued' && invoice.kind === 'invoice' ? summary.state : null,
  };
}

/**
 * The buyer a row names: the patient as the invoice was issued to them (kept on it), or on a
 * draft the patient card as it is now.
 */
export function buyerOf(invoice: Invoice): { firstName: string; lastName: string; personalCode: string | null } {
  if (invoice.buyerFirstName !== null && invoice.buyerLastName !== null) {
    return { firstName: invoice.buyerFirstName, lastName: invoice.buyerLastName, personalCode: invoice.buyerPersonalCode };
  }
  const patient = invoice.patient.getEntity();
  return { firstName: patient.firstName, lastName: patient.lastName, personalCode: patient.personalCode };
}

/**
 * A row of the list's one statement (invoice-list.sql.ts) in the answer's shape, field for field
 * as `toListRow` maps an entity (invoice-list-lean.spec.ts holds them equal, byte for byte).
 */
export function toLeanListRow(row: ListRowSql): InvoiceListRow {
  const invoice = { kind: row.kind, status: row.status, priceToPay: row.price_to_pay, amountCredited: row.amount_credited, amountPaid: row.amount_paid };
  return {
    uuid: row.uuid,
    kind: row.kind,
    status: row.status,
    invoice_id: row.number,
    branch_uuid: row.branch_uuid,
    patient: {
      uuid: row.patient_uuid,
      first_name: row.kept ? (row.buyer_first_name as string) : row.patient_first_name,
      last_name: row.kept ? (row.buyer_last_name as string) : row.patient_last_name,
      personal_code: row.kept ? row.buyer_personal_code : openPersonalCode(row.patient_personal_code_sealed),
      communication_language: row.communication_language as InvoiceListRow['patient']['communication_language'],
    },
    doctor: row.doctor_uuid ? { uuid: row.doctor_uuid, first_name: row.doctor_first_name as string, last_name: row.doctor_last_name as string } : null,
    appointment_uuid: row.appointment_uuid,
    payer: row.payer as InvoiceListRow['payer'],
    comment: row.comment,
    discount: row.discount as InvoiceListRow['discount'],
    invoice_due: row.invoice_due,
    supply_date: row.supply_date,
    issued_at: row.issued_at,
    price_gross: row.price_gross,
    price_discount: row.price_discount,
    price_without_vat: row.price_without_vat,
    price_vat: row.price_vat,
    price_total: row.price_total,
    price_insurance: row.price_insurance,
    price_to_pay: row.price_to_pay,
    amount_credited: row.amount_credited,
    payment_type: row.payment_type as InvoiceListRow['payment_type'],
    ...paymentState(invoice),
    created_at: row.created_at,
    updated_at: row.updated_at,
    version: row.version,
  };
}

export function toListRow(invoice: Invoice): InvoiceListRow {
  const patient = invoice.patient.getEntity();
  const buyer = buyerOf(invoice);
  const doctor = invoice.doctor?.getEntity() ?? null;
  return {
    uuid: invoice.uuid,
    kind: invoice.kind,
    status: invoice.status,
    invoice_id: invoice.number,
    branch_uuid: invoice.branch.uuid,
    patient: {
      uuid: patient.uuid,
      first_name: buyer.firstName,
      last_name: buyer.lastName,
      personal_code: buyer.personalCode,
      communication_language: patient.communicationLanguage,
    },
    doctor: doctor ? { uuid: doctor.uuid, first_name: doctor.firstName, last_name: doctor.lastName } : null,
    appointment_uuid: invoice.appointmentUuid,
    payer: invoice.payer,
    comment: invoice.comment,
    discount: invoice.discount,
    invoice_due: invoice.invoiceDue,
    supply_date: invoice.supplyDate,
    issued_at: invoice.issuedAt ? iso(invoice.issuedAt) : null,
    ...moneyOf(invoice),
    amount_credited: invoice.amountCredited,
    payment_type: invoice.paymentType,
    ...paymentState(invoice),
    created_at: iso(invoice.createdAt),
    updated_at: iso(invoice.updatedAt),
    version: invoice.version,
  };
}

export function toLineAnswer(line: InvoiceLine): InvoiceLineAnswer {
  return {
    uuid: line.uuid,
    kind: line.kind,
    service_uuid: line.serviceUuid,
    product_uuid: line.productUuid,
    name: line.name,
    sku: line.sku,
    sku_custom: line.skuCustom,
    sku_description: line.skuDescription,
    tooth: line.tooth,
    unit: line.unit,
    count: line.countMilli / 1000,
    price: line.price,
    vat: line.vat,
    vat_rate_percent: vatRatePercent(line.vat),
    discount: line.discount,
    discount_from_invoice: line.discountFromInvoice,
    insurance: line.insurance,
    ...moneyOf(line),
    credited_count: line.creditedCountMilli / 1000,
    credited_line_uuid: line.creditedLine?.uuid ?? null,
  };
}

export function toPaymentAnswer(payment: Payment): PaymentAnswer {
  const by = payment.createdBy?.getEntity() ?? null;
  return {
    uuid: payment.uuid,
    invoice_uuid: payment.invoice.uuid,
    kind: payment.kind,
    method: payment.method,
    amount: payment.amount,
    status: payment.status,
    paid_at: iso(payment.paidAt),
    canceled_at: payment.canceledAt ? iso(payment.canceledAt) : null,
    created_by: by ? { uuid: by.uuid, first_name: by.firstName, last_name: by.lastName } : null,
    created_at: iso(payment.createdAt),
  };
}

/** The whole invoice: head, lines by kind, the VAT breakdown, payments and linked credit notes. */
export function toInvoiceAnswer(
  invoice: Invoice,
  lines: readonly InvoiceLine[],
  payments: readonly Payment[],
  creditNotes: readonly Invoice[],
): InvoiceAnswer {
  const credited = invoice.creditedInvoice?.getEntity() ?? null;
  const totals = invoiceTotals(lines.map((line) => ({ vat: line.vat, ...moneyOf(line) })));
  return {
    ...toListRow(invoice),
    services: lines.filter((line) => line.kind === 'service').map(toLineAnswer),
    products: lines.filter((line) => line.kind === 'product').map(toLineAnswer),
    vat_breakdown: totals.vat_breakdown,
    payments: payments.map(toPaymentAnswer),
    credited_invoice: credited ? { uuid: credited.uuid, invoice_id: credited.number, price_to_pay: credited.priceToPay } : null,
    credit_notes: creditNotes.map((note) => ({ uuid: note.uuid, invoice_id: note.number, price_to_pay: note.priceToPay })),
    credit_reason: invoice.creditReason,
  };
}
