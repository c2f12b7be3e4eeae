import type { EntityManager } from '@mikro-orm/core';
import { APPOINTMENT_STATUS, INVOICE_SERIES_PREFIX } from '@dental/contracts';
import { calculateLine, paymentSummary, type PaymentMethod } from '@dental/domain-money';
import { addDays, localDate } from '@dental/domain-time';
import { Appointment } from '@dental/calendar';
import type { DemoContext } from '@dental/server-core';
import { Invoice } from '../invoices/invoice.entity.js';
import { DEFAULT_DUE_DAYS, keepBuyer } from '../invoices/invoice.service.js';
import { InvoiceLine } from '../lines/invoice-line.entity.js';
import { moneyProperties } from '../lines/money-columns.js';
import { BranchBilling } from '../numbering/branch-billing.entity.js';
import { InvoiceCounter } from '../numbering/invoice-counter.entity.js';
import { Payment } from '../payments/payment.entity.js';

/** Cycles through: paid in full (cash, card, transfer, mixed), part paid, unpaid. */
const PLANS: { paid: 'full' | 'part' | 'none'; methods: PaymentMethod[] }[] = [
  { paid: 'full', methods: [1] },
  { paid: 'full', methods: [3] },
  { paid: 'part', methods: [1] },
  { paid: 'full', methods: [1, 3] },
  { paid: 'none', methods: [] },
  { paid: 'full', methods: [2] },
];

/**
 * Invoices for the demo's ended appointments (status 8): each invoiced at its end with its booked
 * service, numbered in its branch's series; most paid (cash, card, transfer, or half cash and half
 * card), some partly, some not, the appointments moved to 9 or 10 accordingly; one credit note
 * reverses the last paid-in-full invoice's line. Amounts through domain-money as the API does.
 */
export async function seedBillingDemo(em: EntityManager, demo: DemoContext): Promise<void> {
  const ended = await em.find(
    Appointment,
    { status: APPOINTMENT_STATUS.finished, service: { $ne: null }, deletedAt: null },
    { populate: ['service', 'branch', 'company', 'patient'], orderBy: { timeTo: 'asc' }, filters: false },
  );
  const counters = new Map<string, number>();
  const billingOf = new Map<string, BranchBilling>();
  const next = (appointment: Appointment, kind: 'invoice' | 'credit_note', year: number) => {
    const branch = appointment.branch.getEntity();
    let billing = billingOf.get(branch.uuid);
    if (!billing) {
      const ordinal = [...billingOf.values()].filter((row) => row.company.id === branch.company.id).length + 1;
      const suffix = ordinal === 1 ? '' : String(ordinal);
      billing = em.create(BranchBilling, {
        company: branch.company,
        branch,
        invoicePrefix: `${INVOICE_SERIES_PREFIX.invoice}${suffix}`,
        creditNotePrefix: `${INVOICE_SERIES_PREFIX.credit_note}${suffix}`,
      });
      billingOf.set(branch.uuid, billing);
    }
    const key = `${branch.uuid}|${kind}|${year}`;
    const number = (counters.get(key) ?? 0) + 1;
    counters.set(key, number);
    const prefix = kind === 'invoice' ? billing.invoicePrefix : billing.creditNotePrefix;
    return `${prefix}-${year}-${String(number).padStart(6, '0')}`;
  };

  let lastPaid: { invoice: Invoice; line: InvoiceLine; appointment: Appointment } | null = null;
  ended.forEach((appointment, index) => {
    const service = appointment.service?.getEntity();
    if (!service || !appointment.timeTo) return;
    const branch = appointment.branch.getEntity();
    const issuedAt = appointment.timeTo;
    const today = localDate(issuedAt, branch.timeZone);
    // The price quoted at booking, as the API's draft takes it.
    const price = appointment.price ?? service.priceFrom;
    const amounts = calculateLine({ unit_price: price, vat: service.vatCategory });
    const invoice = em.create(Invoice, {
      company: appointment.company,
      branch,
      patient: appointment.patient,
      doctor: appointment.practitioner,
      appointmentUuid: appointment.uuid,
      status: 'issued',
      number: next(appointment, 'invoice', Number(today.slice(0, 4))),
      issuedAt,
      listedAt: issuedAt,
      supplyDate: today,
      invoiceDue: addDays(today, DEFAULT_DUE_DAYS),
      ...moneyProperties(amounts),
      createdAt: issuedAt,
    });
    keepBuyer(invoice, appointment.patient.getEntity());
    const line = em.create(InvoiceLine, {
      company: appointment.company,
      invoice,
      kind: 'service',
      serviceUuid: service.uuid,
      name: service.name,
      sku: service.sku,
      unit: service.unit,
      countMilli: 1000,
      price,
      vat: service.vatCategory,
      ...moneyProperties(amounts),
    });
    const plan = PLANS[index % PLANS.length] ?? PLANS[0];
    const due = amounts.price_to_pay;
    const parts = plan.paid === 'none' ? [] : plan.paid === 'part' ? [Math.floor(due / 2)] : plan.methods.length === 2 ? [Math.floor(due / 2), due - Math.floor(due / 2)] : [due];
    const payments = parts.filter((amount) => amount > 0).map((amount, part) =>
      em.create(Payment, {
        company: appointment.company,
        invoice,
        method: plan.methods[part] ?? plan.methods[0] ?? 1,
        amount,
        status: 2,
        paidAt: new Date(issuedAt.getTime() + (part + 1) * 60_000),
      }),
    );
    const summary = paymentSummary(due, payments);
    invoice.amountPaid = summary.amount_paid;
    invoice.paymentType = summary.payment_type;
    appointment.status = summary.amount_remaining === 0 ? APPOINTMENT_STATUS.paid : APPOINTMENT_STATUS.unpaid;
    if (plan.paid === 'full') lastPaid = { invoice, line, appointment };
  });

  // One credit note: the last fully paid invoice's service reversed (e.g. a treatment redone free).
  const paid = lastPaid as { invoice: Invoice; line: InvoiceLine; appointment: Appointment } | null;
  if (paid) {
    const { invoice, line, appointment } = paid;
    const branch = appointment.branch.getEntity();
    const issuedAt = new Date((invoice.issuedAt ?? new Date()).getTime() + 3_600_000);
    const note = em.create(Invoice, {
      company: invoice.company,
      branch,
      patient: invoice.patient,
      doctor: invoice.doctor,
      appointmentUuid: appointment.uuid,
      kind: 'credit_note',
      status: 'issued',
      creditedInvoice: invoice,
      creditReason: 'Ārstēšana atkārtota bez maksas',
      number: next(appointment, 'credit_note', Number(localDate(issuedAt, branch.timeZone).slice(0, 4))),
      issuedAt,
      listedAt: issuedAt,
      supplyDate: invoice.supplyDate,
      invoiceDue: localDate(issuedAt, branch.timeZone),
      priceGross: line.priceGross,
      priceDiscount: line.priceDiscount,
      priceWithoutVat: line.priceWithoutVat,
      priceVat: line.priceVat,
      priceTotal: line.priceTotal,
      priceInsurance: line.priceInsurance,
      priceToPay: line.priceToPay,
      createdAt: issuedAt,
      buyerFirstName: invoice.buyerFirstName,
      buyerLastName: invoice.buyerLastName,
      buyerPersonalCode: invoice.buyerPersonalCode,
    });
    em.create(InvoiceLine, {
      company: invoice.company,
      invoice: note,
      kind: 'service',
      serviceUuid: line.serviceUuid,
      creditedLine: line,
      name: line.name,
      sku: line.sku,
      unit: line.unit,
      countMilli: line.countMilli,
      price: line.price,
      vat: line.vat,
      priceGross: line.priceGross,
      priceDiscount: line.priceDiscount,
      priceWithoutVat: line.priceWithoutVat,
      priceVat: line.priceVat,
      priceTotal: line.priceTotal,
      priceInsurance: line.priceInsurance,
      priceToPay: line.priceToPay,
    });
    line.creditedCountMilli = line.countMilli;
    invoice.amountCredited = note.priceToPay;
  }
  await em.flush();

  // The counters stand where the seeded series stopped, so the next issue continues them.
  for (const [key, lastNumber] of counters) {
    const [branchUuid, kind, year] = key.split('|') as [string, 'invoice' | 'credit_note', string];
    const billing = billingOf.get(branchUuid);
    if (!billing) continue;
    em.create(InvoiceCounter, { company: billing.company, branch: billing.branch, kind, year: Number(year), lastNumber });
  }
  await em.flush();
  demo.billing = { invoices: ended.length };
}
