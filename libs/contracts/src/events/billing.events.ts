import { z } from 'zod';
import { attributionSchema, eventCentsSchema, eventInstantSchema } from './envelope.js';

/** An invoice issued (numbered): its total counts as invoiced on the day of issue. */
export const invoiceIssuedV1 = z.strictObject({
  invoice_uuid: z.uuid(),
  branch_uuid: z.uuid(),
  patient_uuid: z.uuid().nullable(),
  appointment_uuid: z.uuid().nullable(),
  issued_at: eventInstantSchema,
  total: eventCentsSchema,
  attribution: attributionSchema,
});

/** A credit note issued against an invoice: `total` is what it takes back (negative). */
export const invoiceCreditedV1 = z.strictObject({
  credit_note_uuid: z.uuid(),
  invoice_uuid: z.uuid(),
  branch_uuid: z.uuid(),
  patient_uuid: z.uuid().nullable(),
  issued_at: eventInstantSchema,
  total: eventCentsSchema,
  attribution: attributionSchema,
});

/** Money received (a payment: positive) or paid back (a refund: negative), by method (1-5), on `paid_at`. */
export const paymentRecordedV1 = z.strictObject({
  payment_uuid: z.uuid(),
  kind: z.enum(['payment', 'refund']),
  invoice_uuid: z.uuid(),
  branch_uuid: z.uuid(),
  patient_uuid: z.uuid().nullable(),
  method: z.number().int().min(1).max(5),
  amount: eventCentsSchema,
  paid_at: eventInstantSchema,
  attribution: attributionSchema,
});

/** A recorded payment canceled: it stops counting on the day it was paid. */
export const paymentCanceledV1 = paymentRecordedV1.extend({ canceled_at: eventInstantSchema });

/**
 * A balance carried over from a clinic's old system as it stands (booked, changed or removed): a
 * patient's debt (positive) or credit (negative) on `booked_on`, never income. Its version orders
 * the changes of one entry.
 */
export const openingBalanceRecordedV1 = z.strictObject({
  opening_balance_uuid: z.uuid(),
  patient_uuid: z.uuid(),
  amount: eventCentsSchema,
  booked_on: z.iso.date(),
  deleted: z.boolean(),
  version: z.number().int().min(1),
});
