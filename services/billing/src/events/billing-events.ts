import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Attribution } from '@dental/contracts';
import { EventOutbox } from '@dental/server-core';
import type { Invoice } from '../invoices/invoice.entity.js';
import type { Payment } from '../payments/payment.entity.js';

/**
 * Billing's events, each published in the transaction of its write: an invoice issued, a credit
 * note issued against one, a payment recorded or canceled. Each carries who it counts for (the
 * reports' split): the invoice's appointment's doctor, assistant and room (from the calendar's
 * published `appointment_ref`), a credit note's through the invoice it credits, an invoice made by
 * hand its own doctor.
 */
@Injectable()
export class BillingEvents {
  constructor(private readonly outbox: EventOutbox) {}

  async invoiceIssued(em: EntityManager, invoice: Invoice): Promise<void> {
    await this.outbox.publish(em, 'invoice.issued', {
      invoice_uuid: invoice.uuid,
      branch_uuid: invoice.branch.uuid,
      patient_uuid: invoice.patient.uuid,
      appointment_uuid: invoice.appointmentUuid,
      issued_at: (invoice.issuedAt ?? new Date()).toISOString(),
      total: invoice.priceTotal,
      attribution: await attributionOf(em, invoice, null),
    });
  }

  async invoiceCredited(em: EntityManager, note: Invoice, credited: Invoice): Promise<void> {
    await this.outbox.publish(em, 'invoice.credited', {
      credit_note_uuid: note.uuid,
      invoice_uuid: credited.uuid,
      branch_uuid: note.branch.uuid,
      patient_uuid: note.patient.uuid,
      issued_at: (note.issuedAt ?? new Date()).toISOString(),
      total: -Math.abs(note.priceTotal),
      attribution: await attributionOf(em, note, credited),
    });
  }

  async paymentRecorded(em: EntityManager, payment: Payment, invoice: Invoice): Promise<void> {
    await this.outbox.publish(em, 'payment.recorded', await this.paymentData(em, payment, invoice));
  }

  async paymentCanceled(em: EntityManager, payment: Payment, invoice: Invoice): Promise<void> {
    await this.outbox.publish(em, 'payment.canceled', { ...(await this.paymentData(em, payment, invoice)), canceled_at: (payment.canceledAt ?? new Date()).toISOString() });
  }

  private async paymentData(em: EntityManager, payment: Payment, invoice: Invoice) {
    return {
      payment_uuid: payment.uuid,
      kind: payment.kind,
      invoice_uuid: invoice.uuid,
      branch_uuid: invoice.branch.uuid,
      patient_uuid: invoice.patient.uuid,
      method: payment.method,
      amount: payment.amount,
      paid_at: payment.paidAt.toISOString(),
      // Payments are taken on invoices only, never on credit notes.
      attribution: await attributionOf(em, invoice, null),
    };
  }
}

/** Who an invoice (or a credit note, through `credited`) counts for. */
async function attributionOf(em: EntityManager, invoice: Invoice, credited: Invoice | null): Promise<Attribution> {
  const appointmentUuid = invoice.appointmentUuid ?? credited?.appointmentUuid ?? null;
  const [appointment] = appointmentUuid
    ? await em.execute<{ practitioner_uuid: string | null; assistant_uuid: string | null; room_uuid: string | null }[]>(
        'select practitioner_uuid, assistant_uuid, room_uuid from calendar_v1.appointment_ref where uuid = ?',
        [appointmentUuid],
      )
    : [];
  return {
    doctor_uuid: appointment?.practitioner_uuid ?? invoice.doctor?.uuid ?? credited?.doctor?.uuid ?? null,
    assistant_uuid: appointment?.assistant_uuid ?? null,
    room_uuid: appointment?.room_uuid ?? null,
  };
}
