export { calculateLine } from './line-amounts.js';
export type { LineInput, LineAmounts, Share } from './line-amounts.js';
export { invoiceTotals } from './invoice-totals.js';
export type { InvoiceTotals, VatBreakdownRow } from './invoice-totals.js';
export { VAT_CATEGORIES, VAT_RATE_PERCENT, vatRatePercent } from './vat.js';
export type { VatCategory } from './vat.js';
export {
  PAYMENT_STATUS,
  PAYMENT_METHOD,
  INVOICE_PAYMENT_TYPE,
  PAYMENT_KINDS,
  amountPaid,
  countedPayments,
  invoicePaymentType,
  paymentSummary,
} from './payments.js';
export type {
  PaymentStatus,
  PaymentMethod,
  InvoicePaymentType,
  PaymentKind,
  PaymentLike,
  PaymentSummary,
  InvoicePaymentState,
} from './payments.js';
export { formatMoney } from './format-money.js';
export { divideHalfUp } from './rounding.js';
export { MoneyError } from './money-error.js';
export type { MoneyErrorCode } from './money-error.js';
export { MAX_CENTS, parseEuros, centsToInput } from './parse-euros.js';
export { spreadCents } from './spread-cents.js';
export { compactIban, isValidIban, printedIban } from './iban.js';
