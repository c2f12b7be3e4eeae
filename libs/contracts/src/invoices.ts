import { z } from 'zod';
import { pagedEnvelope, pageQuerySchema, personRefSchema } from './common.js';
import { centsSchema, dateSchema, instantSchema, optionalTextSchema, requiredTextSchema, textSchema } from './fields.js';
import { LANGUAGES } from './languages.js';
import { versionField } from './settings-fields.js';
import { VAT_CATEGORY_CODES } from './settings.values.js';
import {
  INVOICE_KINDS,
  INVOICE_LIST_STATUSES,
  INVOICE_PAYMENT_STATES,
  INVOICE_PAYMENT_TYPES,
  INVOICE_STATUSES,
  PAYMENT_KINDS,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  type InvoiceFilterKey,
} from './invoices.values.js';

export * from './invoices.values.js';

/**
 * The invoices module's API (issue 13): drafts, issuing with a number of the branch's series,
 * payments, credit notes, the printed PDF and the UBL 2.1 e-invoice. Money is integer cents,
 * unit prices VAT-inclusive; every calculated field comes from @dental/domain-money (calculateLine,
 * invoiceTotals, paymentSummary) on the server, and the browser may use the same functions to
 * preview a draft. Permissions: patients_invoices_view (reads), invoices_edit (drafts, issuing,
 * credit notes), payments_add (payments and their cancelation), invoices_export (CSV).
 */

// ============================================================================ shared pieces

const storedDate = z.iso.date();
const storedInstant = z.iso.datetime({ offset: true });
const cents = centsSchema;
/** Counts: up to 3 decimals (0.5 ml), as domain-money's calculateLine accepts. */
const count = z
  .number()
  .positive()
  .max(100_000)
  .refine((value) => Number.isInteger(Math.round(value * 1000)) && Math.abs(value * 1000 - Math.round(value * 1000)) < 1e-6, {
    params: { key: 'invalid_value' },
  });
/** Percent 0-100 with at most 2 decimals. */
const percent = z
  .number()
  .min(0)
  .max(100)
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, { params: { key: 'invalid_value' } });

/** A discount or the insurer's part: a percent, or fixed cents (domain-money's `Share`). */
export const shareSchema = z.union([z.object({ percent }).strict(), z.object({ cents }).strict()]);
export type ShareInput = z.infer<typeof shareSchema>;
const shareAnswer = z.union([z.object({ percent: z.number() }), z.object({ cents: z.number().int() })]);

export const vatCategoryCodeSchema = z.enum(VAT_CATEGORY_CODES);
export const paymentMethodSchema = z.literal(PAYMENT_METHODS);
export const paymentStatusSchema = z.literal(PAYMENT_STATUSES);
export const invoicePaymentTypeSchema = z.literal(INVOICE_PAYMENT_TYPES);

/**
 * The payer when it is not the patient: an employer or an insurer. The buyer of the UBL invoice
 * (Peppol BIS 3.0 needs a name, an address with a country, and a legal registration number).
 */
export const invoicePayerSchema = z
  .object({
    name: requiredTextSchema(200),
    registration_number: requiredTextSchema(50),
    vat_number: optionalTextSchema(30),
    address: requiredTextSchema(500),
    /** ISO 3166-1 alpha-2. */
    country: z.string().regex(/^[A-Z]{2}$/).default('LV'),
  })
  .strict();
export type InvoicePayer = z.infer<typeof invoicePayerSchema>;

// ============================================================================ requests

/** A service line by hand or edited: price defaults to the service's price_from and must stay within its range. */
export const invoiceServiceInputSchema = z
  .object({
    service_uuid: z.uuid(),
    count: count.default(1),
    /** Cents per unit, VAT included; within the service's price_from..price_to. */
    price: cents.optional(),
    discount: shareSchema.nullable().optional(),
    insurance: shareSchema.nullable().optional(),
    /** FDI tooth number the service treated, if any. */
    tooth: z.number().int().min(11).max(85).nullable().optional(),
    /** The spec's sku_description: the surfaces (e.g. "MOD"). */
    sku_description: optionalTextSchema(100),
    /** The spec's sku_custom: the clinic's own code for this line. */
    sku_custom: optionalTextSchema(50),
  })
  .strict();
export type InvoiceServiceInput = z.infer<typeof invoiceServiceInputSchema>;

/** A product line: the product's price and VAT category. */
export const invoiceProductInputSchema = z
  .object({
    product_uuid: z.uuid(),
    count: count.default(1),
    discount: shareSchema.nullable().optional(),
    insurance: shareSchema.nullable().optional(),
  })
  .strict();
export type InvoiceProductInput = z.infer<typeof invoiceProductInputSchema>;

const draftFields = {
  doctor_uuid: z.uuid().nullable().optional(),
  services: z.array(invoiceServiceInputSchema).max(200).optional(),
  products: z.array(invoiceProductInputSchema).max(200).optional(),
  /** The invoice's own discount: applied to every line that has none of its own (docs/decisions.md "Invoices"). */
  discount: shareSchema.nullable().optional(),
  payer: invoicePayerSchema.nullable().optional(),
  comment: optionalTextSchema(2000),
  /** Date the payment is due (the spec's invoice_due); default issue date + 14 days. */
  invoice_due: dateSchema.nullable().optional(),
  /** Date of supply; default the appointment's day, else the issue date. */
  supply_date: dateSchema.nullable().optional(),
};

/**
 * POST /api/invoices (invoices_edit): a draft from an ended appointment (`{appointment_uuid}`:
 * lines from its treated tooth-map items and products used) or by hand (`patient_uuid` and
 * `branch_uuid` required, lines in `services` and `products`).
 */
export const invoiceCreateSchema = z
  .object({
    appointment_uuid: z.uuid().optional(),
    patient_uuid: z.uuid().optional(),
    branch_uuid: z.uuid().optional(),
    ...draftFields,
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.appointment_uuid) return;
    for (const field of ['patient_uuid', 'branch_uuid'] as const) {
      if (!value[field]) ctx.addIssue({ code: 'custom', path: [field], params: { key: 'is_required' }, message: 'is_required' });
    }
  });
export type InvoiceCreate = z.output<typeof invoiceCreateSchema>;

/** PATCH /api/invoices/{uuid} (invoices_edit, drafts only): `services`/`products` replace all lines of their kind. */
export const invoiceEditSchema = z.object({ ...draftFields, version: versionField }).strict();
export type InvoiceEdit = z.output<typeof invoiceEditSchema>;

/** DELETE /api/invoices/{uuid}?version= (drafts only; soft). */
export const invoiceVersionQuerySchema = z.object({ version: z.coerce.number().int().min(1) }).strict();
/** POST /api/invoices/{uuid}/issue `{version}`. */
export const invoiceIssueSchema = z.object({ version: versionField }).strict();

/**
 * POST /api/invoices/{uuid}/payments (payments_add). `paid_at` defaults to now. The same shape
 * pays money back, POST /api/invoices/{uuid}/refunds (payments_add): `amount` (positive) of what
 * was paid beyond what is owed goes back to the payer by `method`; it is kept as a payment row
 * of kind `refund` with the amount negative.
 */
export const paymentCreateSchema = z
  .object({
    method: paymentMethodSchema,
    amount: cents.min(1),
    paid_at: instantSchema.optional(),
  })
  .strict();
export type PaymentCreate = z.output<typeof paymentCreateSchema>;

export const paymentParamsSchema = z.object({ uuid: z.uuid(), payment_uuid: z.uuid() }).strict();

/**
 * POST /api/invoices/{uuid}/credit-note (invoices_edit): an issued credit note of its own series
 * reversing `lines` (each `count` of at most what is left of that line) or, without `lines`,
 * everything not yet reversed.
 */
export const creditNoteCreateSchema = z
  .object({
    lines: z
      .array(z.object({ line_uuid: z.uuid(), count }).strict())
      .min(1)
      .max(400)
      .optional(),
    reason: optionalTextSchema(500),
  })
  .strict();
export type CreditNoteCreate = z.output<typeof creditNoteCreateSchema>;

const invoiceFilters = {
  /** Default: every branch the company has (the screen sends the chosen branch). */
  branch_uuid: z.uuid().optional(),
  status: z.enum(INVOICE_LIST_STATUSES).optional(),
  kind: z.enum(INVOICE_KINDS).optional(),
  /** Period, by issue date (drafts: creation date) in the branch's time zone, inclusive. */
  date_from: dateSchema.optional(),
  date_to: dateSchema.optional(),
  doctor_uuid: z.uuid().optional(),
  /** A payment method (1-5): invoices with any counted payment of it (a cash + card invoice is found under both). */
  method: z.coerce.number().pipe(paymentMethodSchema).optional(),
  patient_uuid: z.uuid().optional(),
} satisfies Record<Exclude<InvoiceFilterKey, 'search'>, z.ZodType>;

/**
 * GET /api/invoices (patients_invoices_view): `sort` one of issued_at, created_at, invoice_id,
 * price_to_pay, amount_remaining; `search` matches the number, the buyer's name, or (digits, with
 * or without the dash) their personal code. An issued invoice names its buyer as issued.
 */
export const invoiceListQuerySchema = pageQuerySchema.extend(invoiceFilters).strict();
export type InvoiceListQuery = z.output<typeof invoiceListQuerySchema>;
export const INVOICE_SORTS = ['issued_at', 'created_at', 'invoice_id', 'price_to_pay', 'amount_remaining'] as const;

/** GET /api/invoices/export.csv (invoices_export): the list's filters, every match. */
export const invoiceExportQuerySchema = z.object({ ...invoiceFilters, search: textSchema(200).optional() }).strict();
export type InvoiceExportQuery = z.output<typeof invoiceExportQuerySchema>;

/** GET /api/invoices/balance?patient_uuid= (patients_invoices_view): what the patient owes across invoices. */
export const patientBalanceQuerySchema = z.object({ patient_uuid: z.uuid() }).strict();

/**
 * An opening entry: a patient's debt (positive cents) or credit (negative) carried over from the
 * clinic's old system on `booked_on`. Never income: reports show it apart (docs/decisions.md,
 * "Imports"). Made by imports (services/imports) through billing's OpeningBalanceService.
 */
export const openingBalanceCreateSchema = z
  .object({
    patient_uuid: z.uuid(),
    amount: z.number().int().min(-100_000_000).max(100_000_000).refine((amount) => amount !== 0, { params: { key: 'opening_balance_zero' } }),
    booked_on: dateSchema,
    note: optionalTextSchema(500),
  })
  .strict();
export type OpeningBalanceCreate = z.infer<typeof openingBalanceCreateSchema>;

// ============================================================================ answers

const personRef = personRefSchema;

export const invoicePatientSchema = personRefSchema.extend({
  personal_code: z.string().nullable(),
  communication_language: z.enum(LANGUAGES),
});

/** The calculated fields of a line, and of an invoice (sums of its lines). */
const calculated = {
  price_gross: z.number().int(),
  price_discount: z.number().int(),
  price_without_vat: z.number().int(),
  price_vat: z.number().int(),
  price_total: z.number().int(),
  price_insurance: z.number().int(),
  price_to_pay: z.number().int(),
};

/** One line: a service (`services`) or a product (`products`). */
export const invoiceLineSchema = z.object({
  uuid: z.uuid(),
  kind: z.enum(['service', 'product']),
  service_uuid: z.uuid().nullable(),
  product_uuid: z.uuid().nullable(),
  name: z.string(),
  sku: z.string(),
  sku_custom: z.string().nullable(),
  sku_description: z.string().nullable(),
  tooth: z.number().int().nullable(),
  /** Measurement unit code (MEASUREMENT_UNITS). */
  unit: z.string(),
  count: z.number(),
  /** Cents per unit, VAT included. */
  price: z.number().int(),
  /** The spec's `tax` of products: the VAT category; exempt lines carry no VAT. */
  vat: vatCategoryCodeSchema,
  vat_rate_percent: z.number(),
  discount: shareAnswer.nullable(),
  /** The discount is the invoice's own, spread over this line (not the line's): an editor leaves it out of the line. */
  discount_from_invoice: z.boolean(),
  insurance: shareAnswer.nullable(),
  ...calculated,
  /** On an invoice: how much of `count` credit notes already reversed. On a credit note: the reversed line. */
  credited_count: z.number(),
  credited_line_uuid: z.uuid().nullable(),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

export const vatBreakdownRowSchema = z.object({
  vat: vatCategoryCodeSchema,
  rate_percent: z.number(),
  price_without_vat: z.number().int(),
  price_vat: z.number().int(),
  price_total: z.number().int(),
});

export const paymentSchema = z.object({
  uuid: z.uuid(),
  invoice_uuid: z.uuid(),
  /** `payment`: money in; `refund`: money paid back (an overpayment). */
  kind: z.enum(PAYMENT_KINDS),
  method: paymentMethodSchema,
  /** Cents: negative for a refund, so the payments of an invoice add up to its amount_paid. */
  amount: z.number().int(),
  status: paymentStatusSchema,
  paid_at: storedInstant,
  canceled_at: storedInstant.nullable(),
  created_by: personRef.nullable(),
  created_at: storedInstant,
});
export type Payment = z.infer<typeof paymentSchema>;

const invoiceRefSchema = z.object({ uuid: z.uuid(), invoice_id: z.string().nullable(), price_to_pay: z.number().int() });

/** What a list row and the full invoice share. */
const invoiceHead = {
  uuid: z.uuid(),
  kind: z.enum(INVOICE_KINDS),
  status: z.enum(INVOICE_STATUSES),
  /** The number, e.g. RC-2026-000123; null on a draft. */
  invoice_id: z.string().nullable(),
  branch_uuid: z.uuid(),
  patient: invoicePatientSchema,
  doctor: personRef.nullable(),
  appointment_uuid: z.uuid().nullable(),
  payer: invoicePayerSchema.nullable(),
  comment: z.string().nullable(),
  discount: shareAnswer.nullable(),
  invoice_due: storedDate.nullable(),
  supply_date: storedDate.nullable(),
  issued_at: storedInstant.nullable(),
  ...calculated,
  /** What is owed on this invoice: price_to_pay less credit notes (0 on a credit note). */
  amount: z.number().int(),
  amount_credited: z.number().int(),
  amount_paid: z.number().int(),
  amount_remaining: z.number().int(),
  amount_overpaid: z.number().int(),
  payment_type: invoicePaymentTypeSchema,
  /** Null on drafts and credit notes. */
  payment_state: z.enum(INVOICE_PAYMENT_STATES).nullable(),
  created_at: storedInstant,
  updated_at: storedInstant,
  version: z.number().int(),
};

export const invoiceListRowSchema = z.object(invoiceHead);
export type InvoiceListRow = z.infer<typeof invoiceListRowSchema>;

export const invoiceSchema = z.object({
  ...invoiceHead,
  services: z.array(invoiceLineSchema),
  products: z.array(invoiceLineSchema),
  vat_breakdown: z.array(vatBreakdownRowSchema),
  payments: z.array(paymentSchema),
  /** On a credit note: the invoice it corrects. */
  credited_invoice: invoiceRefSchema.nullable(),
  credit_notes: z.array(invoiceRefSchema),
  /** On a credit note: why. */
  credit_reason: z.string().nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;
export const invoiceAnswerSchema = z.object({ data: invoiceSchema });

/** Sums of every row the filters match (credit notes subtract). */
export const invoiceSumsSchema = z.object({
  count: z.number().int(),
  price_without_vat: z.number().int(),
  price_vat: z.number().int(),
  price_total: z.number().int(),
  price_insurance: z.number().int(),
  price_to_pay: z.number().int(),
  amount_paid: z.number().int(),
  amount_remaining: z.number().int(),
});
export type InvoiceSums = z.infer<typeof invoiceSumsSchema>;
export const invoiceListAnswerSchema = pagedEnvelope(invoiceListRowSchema).extend({ sums: invoiceSumsSchema });
export type InvoiceListAnswer = z.infer<typeof invoiceListAnswerSchema>;

export const patientBalanceSchema = z.object({
  patient_uuid: z.uuid(),
  /** Owed on issued invoices, less credit notes. */
  amount_due: z.number().int(),
  amount_paid: z.number().int(),
  amount_remaining: z.number().int(),
  open_invoices: z.number().int(),
  /** Carried over from the clinic's old system (opening entries): owed when positive, the patient's credit when negative. */
  opening_balance: z.number().int(),
  /** amount_remaining + opening_balance: what the patient owes in all (negative: the clinic owes them). */
  balance: z.number().int(),
});
export type PatientBalance = z.infer<typeof patientBalanceSchema>;
export const patientBalanceAnswerSchema = z.object({ data: patientBalanceSchema });

// ============================================================================ products used

/**
 * Products used in an appointment, under /api/invoices/appointments/{appointment_uuid}/products:
 * GET (patients_invoices_view), POST and DELETE one (invoices_edit). The appointment's invoice
 * draft adds them as product lines beside its treated procedures.
 */
export const appointmentProductsParamsSchema = z.object({ appointment_uuid: z.uuid() }).strict();
export const appointmentProductParamsSchema = z.object({ appointment_uuid: z.uuid(), uuid: z.uuid() }).strict();
/** POST: a product of the company's price list and how many (up to 3 decimals, 0.5 ml). */
export const appointmentProductCreateSchema = z.object({ product_uuid: z.uuid(), count: count.default(1) }).strict();
export type AppointmentProductCreate = z.output<typeof appointmentProductCreateSchema>;
export const appointmentProductSchema = z.object({
  uuid: z.uuid(),
  product_uuid: z.uuid(),
  name: z.string(),
  sku: z.string(),
  unit: z.string(),
  count: z.number(),
  /** The product's price today (cents, VAT included): the draft copies it onto its line. */
  price: z.number().int(),
  version: z.number().int(),
  created_at: storedInstant,
});
export type AppointmentProduct = z.infer<typeof appointmentProductSchema>;
export const appointmentProductsAnswerSchema = z.object({ data: z.array(appointmentProductSchema) });
export const appointmentProductAnswerSchema = z.object({ data: appointmentProductSchema });
