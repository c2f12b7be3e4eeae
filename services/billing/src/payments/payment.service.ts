import { Injectable } from '@nestjs/common';
import { EntityManager, ref } from '@mikro-orm/postgresql';
import { APPOINTMENT_STATUS, type PaymentCreate } from '@dental/contracts';
import { amountPaid, paymentSummary, PAYMENT_STATUS, type PaymentKind } from '@dental/domain-money';
import { AppointmentService } from '@dental/calendar';
import { User } from '@dental/identity';
import { ApiException, badRequest, conflict, notFound, type AuthSession } from '@dental/server-core';
import { BillingEvents } from '../events/billing-events.js';
import { InvoiceLine } from '../lines/invoice-line.entity.js';
import { Invoice } from '../invoices/invoice.entity.js';
import { amountDue, WITH_DELETED_REFERENCES } from '../invoices/invoice.mapper.js';
import { InvoiceService } from '../invoices/invoice.service.js';
import { Payment } from './payment.entity.js';

/**
 * Payments of issued invoices, and refunds of what was paid beyond what is owed (a credit note
 * after payment leaves the invoice overpaid: the money goes back to the payer by a method of its
 * own). Each runs in a transaction holding the invoice row's lock, and decides on the payments
 * read after taking it, so concurrent payments queue, the counted sum never exceeds what is due
 * and a refund never exceeds what was overpaid. amount_paid and payment_type on the row are
 * domain-money's paymentSummary of the rows (refunds count negative); a fully paid invoice moves
 * its appointment to 10 (paid), a cancelation that reopens it back to 9. Every counted row and
 * its cancelation is told to the other modules as `payment.recorded` / `payment.canceled` (a refund
 * as a negative amount: money out).
 */
@Injectable()
export class PaymentService {
  constructor(
    private readonly em: EntityManager,
    private readonly invoices: InvoiceService,
    private readonly appointments: AppointmentService,
    private readonly events: BillingEvents,
  ) {}

  /** Money in: at most what remains to be paid (400 PAYMENT_EXCEEDS_REMAINING). */
  add(uuid: string, body: PaymentCreate, auth: AuthSession): Promise<Invoice> {
    return this.record(uuid, 'payment', body, auth);
  }

  /** Money paid back: at most what was paid beyond what is owed (400 REFUND_EXCEEDS_OVERPAID). */
  refund(uuid: string, body: PaymentCreate, auth: AuthSession): Promise<Invoice> {
    return this.record(uuid, 'refund', body, auth);
  }

  /** Status 3: the row stays in the history and stops counting. */
  async cancel(uuid: string, paymentUuid: string, auth: AuthSession): Promise<Invoice> {
    await this.invoices.get(uuid);
    await this.em.transactional(async (em) => {
      const invoice = await this.invoices.lock(em, uuid);
      const payments = await em.find(Payment, { invoice }, { refresh: true, ...WITH_DELETED_REFERENCES });
      const payment = payments.find((candidate) => candidate.uuid === paymentUuid);
      if (!payment) throw notFound();
      if (payment.status === PAYMENT_STATUS.CANCELED) throw new ApiException(409, 'PAYMENT_CANCELED');
      // The refunds stand on the payments: one may not go while what it paid back would exceed what is left.
      if (amountPaid(payments.filter((other) => other !== payment)) < 0) throw new ApiException(409, 'PAYMENT_REFUNDED');
      const counted = payment.status === PAYMENT_STATUS.PAID;
      payment.status = PAYMENT_STATUS.CANCELED;
      payment.canceledAt = new Date();
      // Taken back on the day it was paid (attributed as of now); an expected payment never counted.
      if (counted) await this.events.paymentCanceled(em, payment, invoice);
      payment.canceledBy = ref(em.getReference(User, auth.userId));
      await this.settle(em, invoice, payments, auth);
    });
    this.em.clear();
    return this.invoices.get(uuid);
  }

  /** Writes the row's amount_paid and payment_type, and the appointment's 9/10, in `em`'s transaction. */
  async settle(em: EntityManager, invoice: Invoice, payments: readonly Payment[], auth: AuthSession | null): Promise<void> {
    const summary = paymentSummary(Math.max(0, amountDue(invoice)), payments);
    invoice.amountPaid = summary.amount_paid;
    invoice.paymentType = summary.payment_type;
    await em.flush();
    if (!invoice.appointmentUuid || invoice.status !== 'issued') return;
    const appointment = await this.appointments.get(invoice.appointmentUuid);
    const wanted = summary.amount_remaining === 0 ? APPOINTMENT_STATUS.paid : APPOINTMENT_STATUS.unpaid;
    if (appointment.status !== wanted) await this.appointments.setBillingStatus(appointment.uuid, wanted, auth);
  }

  /** A counted row of `kind`: its amount signed as the money goes (a refund negative), within what the invoice allows. */
  private async record(uuid: string, kind: PaymentKind, body: PaymentCreate, auth: AuthSession): Promise<Invoice> {
    await this.invoices.get(uuid);
    await this.em.transactional(async (em) => {
      const invoice = await this.invoices.lock(em, uuid);
      if (invoice.status !== 'issued') throw conflict('INVOICE_NOT_ISSUED');
      if (invoice.kind !== 'invoice') throw conflict('CONFLICT');
      if (kind === 'payment' && (await em.count(InvoiceLine, { invoice, kind: 'service' })) === 0) throw badRequest('INVOICE_NO_SERVICES');
      const payments = await em.find(Payment, { invoice }, { refresh: true, ...WITH_DELETED_REFERENCES });
      const before = paymentSummary(Math.max(0, amountDue(invoice)), payments);
      const [limit, refusal] = kind === 'payment' ? [before.amount_remaining, 'PAYMENT_EXCEEDS_REMAINING' as const] : [before.amount_overpaid, 'REFUND_EXCEEDS_OVERPAID' as const];
      if (body.amount > limit) throw badRequest(refusal, { amount: refusal });
      const payment = em.create(Payment, {
        invoice,
        kind,
        method: body.method,
        amount: kind === 'refund' ? -body.amount : body.amount,
        status: PAYMENT_STATUS.PAID,
        paidAt: body.paid_at ? new Date(body.paid_at) : new Date(),
        createdBy: ref(em.getReference(User, auth.userId)),
      });
      await this.settle(em, invoice, [...payments, payment], auth);
      await this.events.paymentRecorded(em, payment, invoice);
    });
    this.em.clear();
    return this.invoices.get(uuid);
  }
}
