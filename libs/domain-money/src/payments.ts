import { assertCents, toSafeNumber } from './rounding.js';

/** Codes of docs/product-decisions.md "Payments"; the numbers are what the database and API carry. */
export const PAYMENT_STATUS = { UNPAID: 1, PAID: 2, CANCELED: 3 } as const;
export type PaymentStatus = (typeof PAYMENT_STATUS)[keyof typeof PAYMENT_STATUS];

export const PAYMENT_METHOD = { CASH: 1, BANK_TRANSFER: 2, CREDIT_CARD: 3, GIFT_CARD: 4, OTHER: 5 } as const;
export type PaymentMethod = (typeof PAYMENT_METHOD)[keyof typeof PAYMENT_METHOD];

/** The invoice list's payment_type, a coarser list than the payment methods. */
export const INVOICE_PAYMENT_TYPE = { NOT_PAID: 0, CASH: 1, CARD: 2, TRANSFER: 3, OTHER: 4 } as const;
export type InvoicePaymentType = (typeof INVOICE_PAYMENT_TYPE)[keyof typeof INVOICE_PAYMENT_TYPE];

/** Money in (a payment) or back out to the payer (a refund of an overpayment). */
export const PAYMENT_KINDS = ['payment', 'refund'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

export interface PaymentLike {
  /**
   * Cents this row settles on the invoice: positive for a payment, negative for a refund (money
   * paid back), so every sum of the rows (amount paid, the incomes report) counts a refund as
   * money out without knowing about refunds.
   */
  amount: number;
  status: PaymentStatus;
  method: PaymentMethod;
  /** Absent: a payment. */
  kind?: PaymentKind;
}

export type InvoicePaymentState = 'unpaid' | 'partially_paid' | 'paid';

export interface PaymentSummary {
  amount_paid: number;
  /** What the patient still owes; never negative. */
  amount_remaining: number;
  /** Paid beyond the amount due (to be refunded or kept as credit); shown rather than hidden. */
  amount_overpaid: number;
  payment_type: InvoicePaymentType;
  state: InvoicePaymentState;
}

const TYPE_BY_METHOD: Readonly<Record<PaymentMethod, InvoicePaymentType>> = {
  [PAYMENT_METHOD.CASH]: INVOICE_PAYMENT_TYPE.CASH,
  [PAYMENT_METHOD.BANK_TRANSFER]: INVOICE_PAYMENT_TYPE.TRANSFER,
  [PAYMENT_METHOD.CREDIT_CARD]: INVOICE_PAYMENT_TYPE.CARD,
  // The list has no gift-card column: docs/product-decisions.md files gift cards under "other".
  [PAYMENT_METHOD.GIFT_CARD]: INVOICE_PAYMENT_TYPE.OTHER,
  [PAYMENT_METHOD.OTHER]: INVOICE_PAYMENT_TYPE.OTHER,
};

/**
 * Only payments with status "paid" count. An unpaid payment is an expected one (a transfer not yet
 * on the account); a canceled one stays in history but never counts.
 */
export function countedPayments<P extends PaymentLike>(payments: readonly P[]): P[] {
  return payments.filter((p) => p.status === PAYMENT_STATUS.PAID);
}

/** What the counted rows come to: payments less refunds. */
export function amountPaid(payments: readonly PaymentLike[]): number {
  let sum = 0n;
  for (const p of countedPayments(payments)) {
    const refund = p.kind === 'refund';
    assertCents(refund ? -p.amount : p.amount, refund ? 'refund amount (negated)' : 'payment amount');
    sum += BigInt(p.amount);
  }
  return toSafeNumber(sum, 'amount_paid');
}

/**
 * payment_type for invoice lists: 0 when nothing counted is paid, the method's type when every
 * counted payment used methods of one type, and 4 (other) for a mix (cash + card shows as 4).
 * Refunds say how money went back, not how the invoice was paid: they are left out.
 */
export function invoicePaymentType(payments: readonly PaymentLike[]): InvoicePaymentType {
  const types = new Set(
    countedPayments(payments)
      .filter((p) => p.kind !== 'refund')
      .map((p) => TYPE_BY_METHOD[p.method]),
  );
  if (types.size === 0) return INVOICE_PAYMENT_TYPE.NOT_PAID;
  if (types.size > 1) return INVOICE_PAYMENT_TYPE.OTHER;
  const [only] = types;
  return only ?? INVOICE_PAYMENT_TYPE.OTHER;
}

/**
 * `amountDue` is what the patient owes on the invoice (the sum of price_to_pay; the insurer's part
 * is settled with the insurer). An invoice with nothing due counts as paid.
 */
export function paymentSummary(amountDue: number, payments: readonly PaymentLike[]): PaymentSummary {
  assertCents(amountDue, 'amount due');
  const paid = amountPaid(payments);
  const remaining = Math.max(0, amountDue - paid);
  return {
    amount_paid: paid,
    amount_remaining: remaining,
    amount_overpaid: Math.max(0, paid - amountDue),
    payment_type: invoicePaymentType(payments),
    state: remaining === 0 ? 'paid' : paid > 0 ? 'partially_paid' : 'unpaid',
  };
}
