import { INVOICE_PAYMENT_STATES, INVOICE_PAYMENT_TYPES, PAYMENT_KINDS, PAYMENT_METHODS, PAYMENT_STATUSES, VAT_CATEGORY_CODES } from '@dental/contracts';
import { INVOICE_PAYMENT_TYPE, PAYMENT_KINDS as MONEY_PAYMENT_KINDS, PAYMENT_METHOD, PAYMENT_STATUS, VAT_CATEGORIES, paymentSummary } from '@dental/domain-money';

/** The contract repeats domain-money's codes (contracts import only zod): a drift fails here. */
describe('billing: the contract lists the money library codes', () => {
  it('has the same payment kinds, methods, statuses, payment types and VAT categories', () => {
    expect([...PAYMENT_KINDS]).toEqual([...MONEY_PAYMENT_KINDS]);
    expect([...PAYMENT_METHODS]).toEqual(Object.values(PAYMENT_METHOD));
    expect([...PAYMENT_STATUSES]).toEqual(Object.values(PAYMENT_STATUS));
    expect([...INVOICE_PAYMENT_TYPES]).toEqual(Object.values(INVOICE_PAYMENT_TYPE));
    expect([...VAT_CATEGORY_CODES].sort()).toEqual([...VAT_CATEGORIES].sort());
  });

  it('names every payment state paymentSummary can answer', () => {
    const states = [paymentSummary(100, []), paymentSummary(100, [{ amount: 50, status: 2, method: 1 }]), paymentSummary(100, [{ amount: 100, status: 2, method: 1 }])].map(
      (summary) => summary.state,
    );
    expect(states).toEqual([...INVOICE_PAYMENT_STATES]);
  });
});
