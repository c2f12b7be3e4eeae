import { Injectable } from '@nestjs/common';
import { EntityManager, ref } from '@mikro-orm/postgresql';
import { APPOINTMENT_STATUS, type PaymentCreate } from '@dental/contracts';
import { paymentSummary, PAYMENT_STATUS } from '@dental/domain-money';
import { AppointmentService } from '@dental/calendar';
import { User } from '@dental/identity';
import { ApiException, badRequest, conflict, notFound, type AuthSession } from '@dental/server-core';
import { BillingEvents } from '../events/billing-events.js';
import { InvoiceLine } from '../lines/invoice-line.entity.js';
import { Invoice } from '../invoices/invoice.entity.js';
import { amountDue } from '../invoices/invoice.mapper.js';
import { InvoiceService } from '../invoices/invoice.service.js';
import { Payment } from './payment.entity.js';

/**
 * Payments of issued invoices. Each runs in a transaction holding the invoice row's lock, and
 * decides on the payments read after taking it, so concurrent payments queue and the counted sum
 * never exceeds what is due. amount_paid and payment_type on the row are domain-money's
 * paymentSummary of the payments; a fully paid invoice moves its appointment to 10 (paid), a
 * cancelation that reopens it back to 9.
 */
@Injectable()
export class PaymentService {
  constructor(
    private readonly em: EntityManager,
    private readonly invoices: InvoiceService,
    private readonly appointments: AppointmentService,
    private readonly events: BillingEvents,
  ) {}

  async add(uuid: string, body: PaymentCreate, auth: AuthSession): Promise<Invoice> {
    await this.invoices.get(uuid);
    await this.em.transactional(async (em) => {
      const invoice = await this.invoices.lock(em, uuid);
      if (invoice.status !== 'issued') throw conflict('INVOICE_NOT_ISSUED');
      if (invoice.kind !== 'invoice') throw conflict('CONFLICT');
      if ((await em.count(InvoiceLine, { invoice, kind: 'service' })) === 0) throw badRequest('INVOICE_NO_SERVICES');
      const payments = await em.find(Payment, { invoice }, { refresh: true });
      const before = paymentSummary(Math.max(0, amountDue(invoice)), payments);
      if (body.amount > before.amount_remaining) throw badRequest('PAYMENT_EXCEEDS_REMAINING', { amount: 'PAYMENT_EXCEEDS_REMAINING' });
      const payment = em.create(Payment, {
        invoice,
        method: body.method,
        amount: body.amount,
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

  /** Status 3: the payment stays in the history and stops counting. */
  async cancel(uuid: string, paymentUuid: string, auth: AuthSession): Promise<Invoice> {
    await this.invoices.get(uuid);
    await this.em.transactional(async (em) => {
      const invoice = await this.invoices.lock(em, uuid);
      const payments = await em.find(Payment, { invoice }, { refresh: true });
      const payment = payments.find((candidate) => candidate.uuid === paymentUuid);
      if (!payment) throw notFound();
      if (payment.status === PAYMENT_STATUS.CANCELED) throw new ApiException(409, 'PAYMENT_CANCELED');
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
    if (!invoice.appointment || invoice.status !== 'issued') return;
    const appointment = await this.appointments.get(invoice.appointment.uuid);
    const wanted = summary.amount_remaining === 0 ? APPOINTMENT_STATUS.paid : APPOINTMENT_STATUS.unpaid;
    if (appointment.status !== wanted) await this.appointments.setBillingStatus(appointment.uuid, wanted, auth);
  }
}
