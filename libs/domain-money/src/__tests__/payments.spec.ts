import {
  INVOICE_PAYMENT_TYPE,
  PAYMENT_METHOD,
  PAYMENT_STATUS,
  amountPaid,
  invoicePaymentType,
  paymentSummary,
  type PaymentLike,
  type PaymentMethod,
} from '../index.js';

const paid = (amount: number, method: PaymentMethod = PAYMENT_METHOD.CASH): PaymentLike => ({
  amount,
  method,
  status: PAYMENT_STATUS.PAID,
});
const canceled = (amount: number, method: PaymentMethod = PAYMENT_METHOD.CASH): PaymentLike => ({
  amount,
  method,
  status: PAYMENT_STATUS.CANCELED,
});
/** A refund of `amount` cents: a counted row of minus that amount. */
const refund = (amount: number, method: PaymentMethod = PAYMENT_METHOD.CASH): PaymentLike => ({
  amount: -amount,
  method,
  status: PAYMENT_STATUS.PAID,
  kind: 'refund',
});
const pending = (amount: number, method: PaymentMethod = PAYMENT_METHOD.BANK_TRANSFER): PaymentLike => ({
  amount,
  method,
  status: PAYMENT_STATUS.UNPAID,
});

describe('amountPaid', () => {
  it('counts only paid payments: canceled and still-unpaid ones never count', () => {
    expect(amountPaid([paid(1000), canceled(5000), pending(700), paid(250)])).toBe(1250);
    expect(amountPaid([canceled(5000), pending(700)])).toBe(0);
    expect(amountPaid([])).toBe(0);
  });

  it('refuses a fractional payment amount', () => {
    expect(() => amountPaid([paid(10.5)])).toThrow(/whole number of cents/);
  });

  it('subtracts refunds (money paid back); a canceled refund no longer counts', () => {
    expect(amountPaid([paid(5000), refund(690)])).toBe(4310);
    expect(amountPaid([paid(5000), { ...refund(690), status: PAYMENT_STATUS.CANCELED }])).toBe(5000);
  });

  it('refuses a payment below zero and a refund above zero (each row says which way the money went)', () => {
    expect(() => amountPaid([paid(-100)])).toThrow(/non-negative/);
    expect(() => amountPaid([{ ...refund(100), amount: 100 }])).toThrow(/non-negative/);
  });
});

describe('paymentSummary', () => {
  it('an invoice without payments is unpaid with everything remaining', () => {
    expect(paymentSummary(12000, [])).toEqual({
      amount_paid: 0,
      amount_remaining: 12000,
      amount_overpaid: 0,
      payment_type: 0,
      state: 'unpaid',
    });
  });

  it('a part payment leaves the rest remaining', () => {
    expect(paymentSummary(12000, [paid(5000, PAYMENT_METHOD.CREDIT_CARD), canceled(7000)])).toEqual({
      amount_paid: 5000,
      amount_remaining: 7000,
      amount_overpaid: 0,
      payment_type: INVOICE_PAYMENT_TYPE.CARD,
      state: 'partially_paid',
    });
  });

  it('is paid when the paid payments reach the amount due', () => {
    expect(paymentSummary(12000, [paid(5000), paid(7000)])).toMatchObject({
      amount_paid: 12000,
      amount_remaining: 0,
      state: 'paid',
    });
  });

  it('a canceled payment re-opens the invoice', () => {
    expect(paymentSummary(12000, [paid(5000), canceled(7000)])).toMatchObject({
      amount_remaining: 7000,
      state: 'partially_paid',
    });
  });

  it('shows an overpayment instead of a negative remainder', () => {
    expect(paymentSummary(10000, [paid(12000)])).toMatchObject({
      amount_paid: 12000,
      amount_remaining: 0,
      amount_overpaid: 2000,
      state: 'paid',
    });
  });

  it('an overpayment refunded reads settled: nothing remains, nothing overpaid', () => {
    expect(paymentSummary(4310, [paid(5000)])).toMatchObject({ amount_overpaid: 690, state: 'paid' });
    expect(paymentSummary(4310, [paid(5000), refund(690, PAYMENT_METHOD.CREDIT_CARD)])).toEqual({
      amount_paid: 4310,
      amount_remaining: 0,
      amount_overpaid: 0,
      payment_type: INVOICE_PAYMENT_TYPE.CASH,
      state: 'paid',
    });
  });

  it('an invoice with nothing to pay (fully insured) counts as paid', () => {
    expect(paymentSummary(0, [])).toMatchObject({ amount_remaining: 0, state: 'paid', payment_type: 0 });
  });
});

describe('invoicePaymentType', () => {
  it.each([
    [PAYMENT_METHOD.CASH, INVOICE_PAYMENT_TYPE.CASH, 1],
    [PAYMENT_METHOD.BANK_TRANSFER, INVOICE_PAYMENT_TYPE.TRANSFER, 3],
    [PAYMENT_METHOD.CREDIT_CARD, INVOICE_PAYMENT_TYPE.CARD, 2],
    [PAYMENT_METHOD.GIFT_CARD, INVOICE_PAYMENT_TYPE.OTHER, 4],
    [PAYMENT_METHOD.OTHER, INVOICE_PAYMENT_TYPE.OTHER, 4],
  ])('method %d alone shows as payment_type %d', (method, type, code) => {
    expect(type).toBe(code);
    expect(invoicePaymentType([paid(100, method)])).toBe(code);
    expect(invoicePaymentType([paid(100, method), paid(200, method)])).toBe(code);
  });

  it('is 0 (not paid) when nothing counted is paid', () => {
    expect(invoicePaymentType([])).toBe(0);
    expect(invoicePaymentType([canceled(100), pending(100, PAYMENT_METHOD.CREDIT_CARD)])).toBe(0);
  });

  it('mixed methods show as 4 (other)', () => {
    expect(invoicePaymentType([paid(100, PAYMENT_METHOD.CASH), paid(100, PAYMENT_METHOD.CREDIT_CARD)])).toBe(4);
    expect(invoicePaymentType([paid(100, PAYMENT_METHOD.BANK_TRANSFER), paid(100, PAYMENT_METHOD.GIFT_CARD)])).toBe(4);
  });

  it('gift card and "other" together are one type (4), not a mix', () => {
    expect(invoicePaymentType([paid(100, PAYMENT_METHOD.GIFT_CARD), paid(100, PAYMENT_METHOD.OTHER)])).toBe(4);
  });

  it('leaves refunds out: a cash invoice refunded by card is still a cash invoice', () => {
    expect(invoicePaymentType([paid(100, PAYMENT_METHOD.CASH), refund(50, PAYMENT_METHOD.CREDIT_CARD)])).toBe(1);
  });

  it('ignores canceled and unpaid payments when judging a mix', () => {
    expect(
      invoicePaymentType([
        paid(100, PAYMENT_METHOD.CASH),
        canceled(100, PAYMENT_METHOD.CREDIT_CARD),
        pending(100, PAYMENT_METHOD.BANK_TRANSFER),
      ]),
    ).toBe(1);
  });
});
