/**
 * The invoices module's plain values (no zod): paths, codes and value lists the invoice screens
 * offer, safe for browser bundles that must stay small. invoices.ts re-exports them beside its
 * schemas. The numbers of payment methods, payment statuses and payment types are those of
 * @dental/domain-money (docs/decisions.md "Money"); a test keeps both equal.
 */
import { apiRoute } from './routes.values.js';

/**
 * The invoices module's routes (issue 13): `{uuid}` is the invoice, `{payment_uuid}` one of its
 * payments, `{appointment_uuid}` the visit whose used products are listed.
 */
export const INVOICE_ROUTES = {
  list: apiRoute('GET', '/api/invoices'),
  create: apiRoute('POST', '/api/invoices'),
  export: apiRoute('GET', '/api/invoices/export.csv'),
  balance: apiRoute('GET', '/api/invoices/balance'),
  one: apiRoute('GET', '/api/invoices/{uuid}'),
  edit: apiRoute('PATCH', '/api/invoices/{uuid}'),
  remove: apiRoute('DELETE', '/api/invoices/{uuid}'),
  issue: apiRoute('POST', '/api/invoices/{uuid}/issue'),
  pay: apiRoute('POST', '/api/invoices/{uuid}/payments'),
  refund: apiRoute('POST', '/api/invoices/{uuid}/refunds'),
  cancelPayment: apiRoute('POST', '/api/invoices/{uuid}/payments/{payment_uuid}/cancel'),
  creditNote: apiRoute('POST', '/api/invoices/{uuid}/credit-note'),
  pdf: apiRoute('GET', '/api/invoices/{uuid}/pdf'),
  ubl: apiRoute('GET', '/api/invoices/{uuid}/ubl'),
  productsUsed: apiRoute('GET', '/api/invoices/appointments/{appointment_uuid}/products'),
  addProductUsed: apiRoute('POST', '/api/invoices/appointments/{appointment_uuid}/products'),
  removeProductUsed: apiRoute('DELETE', '/api/invoices/appointments/{appointment_uuid}/products/{uuid}'),
} as const;

/**
 * The list's filters (GET /api/invoices and its CSV export take the same): the query schemas are
 * built over exactly these keys, and the screen carries exactly these in its address.
 */
export const INVOICE_FILTER_KEYS = ['branch_uuid', 'status', 'kind', 'date_from', 'date_to', 'doctor_uuid', 'method', 'patient_uuid', 'search'] as const;
export type InvoiceFilterKey = (typeof INVOICE_FILTER_KEYS)[number];

/** An invoice or a credit note (which reverses lines of an issued invoice, its own number series). */
export const INVOICE_KINDS = ['invoice', 'credit_note'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** draft: no number, editable and deletable; issued: numbered and immutable. */
export const INVOICE_STATUSES = ['draft', 'issued'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** Where an issued invoice stands with its payments (domain-money's paymentSummary().state). */
export const INVOICE_PAYMENT_STATES = ['unpaid', 'partially_paid', 'paid'] as const;
export type InvoicePaymentState = (typeof INVOICE_PAYMENT_STATES)[number];

/** The list's `status` filter: drafts, or issued invoices by their payment state. */
export const INVOICE_LIST_STATUSES = ['draft', 'unpaid', 'partially_paid', 'paid'] as const;
export type InvoiceListStatus = (typeof INVOICE_LIST_STATUSES)[number];

/** Payment methods: 1 cash, 2 bank transfer, 3 credit card, 4 gift card, 5 other (docs/spec.md). i18n: `invoices:method.<n>`. */
export const PAYMENT_METHODS = [1, 2, 3, 4, 5] as const;
export type PaymentMethodCode = (typeof PAYMENT_METHODS)[number];

/** A payment row is money in (`payment`) or money paid back to the payer (`refund`, of an overpayment). i18n: `invoices:payment_kind.<kind>`. */
export const PAYMENT_KINDS = ['payment', 'refund'] as const;
export type PaymentKindCode = (typeof PAYMENT_KINDS)[number];

/** Payment statuses: 1 unpaid (expected), 2 paid, 3 canceled. Only 2 counts. */
export const PAYMENT_STATUSES = [1, 2, 3] as const;
export type PaymentStatusCode = (typeof PAYMENT_STATUSES)[number];

/** The invoice's derived payment_type: 0 not paid, 1 cash, 2 card, 3 transfer, 4 other or mixed. */
export const INVOICE_PAYMENT_TYPES = [0, 1, 2, 3, 4] as const;
export type InvoicePaymentTypeCode = (typeof INVOICE_PAYMENT_TYPES)[number];

/** The default series prefixes of a branch (docs/decisions.md "Invoices"): RC-2026-000123, KR-2026-000004. */
export const INVOICE_SERIES_PREFIX: Record<InvoiceKind, string> = { invoice: 'RC', credit_note: 'KR' };

/**
 * Error codes this module answers besides the shared ones (NOT_FOUND 404, FORBIDDEN 403,
 * VERSION_CONFLICT 409, VALIDATION_FAILED 400). Messages: `errors:<code>` in lv, en and ru.
 */
export const INVOICE_ERROR_CODES = [
  /** 409: PATCH/DELETE/issue of an invoice that is already issued (issued invoices are immutable). */
  'INVOICE_ISSUED',
  /** 409: payments, PDF, UBL or a credit note of a draft. */
  'INVOICE_NOT_ISSUED',
  /** 400: the spec's 'An invoice with no services cannot be paid' (issuing an invoice without a service line, or paying one). */
  'INVOICE_NO_SERVICES',
  /** 400 on `amount`: more than what remains to be paid. */
  'PAYMENT_EXCEEDS_REMAINING',
  /** 409: the payment is already canceled. */
  'PAYMENT_CANCELED',
  /** 400 on `amount`: a refund larger than what was paid beyond what is owed. */
  'REFUND_EXCEEDS_OVERPAID',
  /** 409: canceling this payment would leave more refunded than paid; cancel the refund first. */
  'PAYMENT_REFUNDED',
  /** 409: the appointment is not ended (status 8) or already has a live invoice. */
  'APPOINTMENT_NOT_INVOICEABLE',
  /** 400 on `lines`: a credit note reverses more than is left of a line. */
  'CREDIT_EXCEEDS_INVOICE',
  /** 409: a credit note of a credit note. */
  'CREDIT_NOTE_OF_CREDIT_NOTE',
  /** 409 on `company_number`: a UBL e-invoice needs the branch's register number (the seller's 0218 id). */
  'UBL_SELLER_ID_MISSING',
  /** 409 on `vat_number`: a UBL e-invoice with standard-rated or exempt lines needs the seller's VAT number (EN 16931 BR-S-02, BR-E-02). */
  'UBL_SELLER_VAT_MISSING',
  /** 409: products used are recorded only while the appointment is in the room or ended and not yet invoiced. */
  'APPOINTMENT_PRODUCTS_CLOSED',
] as const;
export type InvoiceErrorCode = (typeof INVOICE_ERROR_CODES)[number];
