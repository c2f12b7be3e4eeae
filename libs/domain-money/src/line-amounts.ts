import { MoneyError } from './money-error.js';
import { assertCents, divideHalfUp, toSafeNumber, toScaledInteger } from './rounding.js';
import { vatRatePercent, type VatCategory } from './vat.js';

/**
 * One invoice line (a service or a product) and the spec's calculated fields.
 *
 * Unit prices are VAT-inclusive: Latvian dental price lists show the patient what they pay, and
 * the clinic's price list is entered that way. VAT is extracted from the final line total, so the
 * patient-facing price never moves by a cent when a rate or category changes.
 *
 * Order of work, each step rounded half-up to whole cents on this line:
 *   gross    = unit_price x count
 *   discount = percent of gross, or fixed cents
 *   total    = gross - discount                                (price_total)
 *   vat      = total x rate / (100 + rate)                     (price_vat)
 *   net      = total - vat                                     (price_without_vat)
 *   insurance= percent of total, or fixed cents                (price_insurance)
 *   to pay   = total - insurance                               (price_to_pay)
 * net + vat and insurance + to pay are exactly the total by construction.
 */
export type Share = { percent: number } | { cents: number };

export interface LineInput {
  /** Cents per unit, VAT included. */
  unit_price: number;
  /** Units; whole or with up to 3 decimals (0.5 ml, 1.25 m). Default 1. */
  count?: number;
  vat: VatCategory;
  /** Percent (0-100, up to 2 decimals) of the gross, or fixed cents. */
  discount?: Share;
  /** The insurer's part: percent (0-100, up to 2 decimals) of the total, or fixed cents. */
  insurance?: Share;
}

export interface LineAmounts {
  vat: VatCategory;
  /** unit_price x count before the discount. */
  price_gross: number;
  price_discount: number;
  price_without_vat: number;
  price_vat: number;
  price_total: number;
  price_insurance: number;
  price_to_pay: number;
}

export function calculateLine(line: LineInput): LineAmounts {
  assertCents(line.unit_price, 'unit_price');
  const rate = BigInt(vatRatePercent(line.vat));
  const countMilli = toScaledInteger(line.count ?? 1, 3);
  if (countMilli === null || countMilli < 0n) {
    throw new MoneyError('invalid_count', `count must be non-negative with at most 3 decimals, got ${line.count}`);
  }

  const gross = divideHalfUp(BigInt(line.unit_price) * countMilli, 1000n);
  const discount = shareOf(gross, line.discount, 'discount');
  if (discount > gross) throw new MoneyError('discount_exceeds_price', 'The discount is larger than the price');
  const total = gross - discount;
  const vat = divideHalfUp(total * rate, 100n + rate);
  const insurance = shareOf(total, line.insurance, 'insurance');
  if (insurance > total) throw new MoneyError('insurance_exceeds_price', 'The insurance part is larger than the price');

  return {
    vat: line.vat,
    price_gross: toSafeNumber(gross, 'price_gross'),
    price_discount: toSafeNumber(discount, 'price_discount'),
    price_without_vat: toSafeNumber(total - vat, 'price_without_vat'),
    price_vat: toSafeNumber(vat, 'price_vat'),
    price_total: toSafeNumber(total, 'price_total'),
    price_insurance: toSafeNumber(insurance, 'price_insurance'),
    price_to_pay: toSafeNumber(total - insurance, 'price_to_pay'),
  };
}

function shareOf(base: bigint, share: Share | undefined, what: string): bigint {
  if (share === undefined) return 0n;
  if ('cents' in share) {
    assertCents(share.cents, what);
    return BigInt(share.cents);
  }
  const basisPoints = toScaledInteger(share.percent, 2);
  if (basisPoints === null || basisPoints < 0n || basisPoints > 10000n) {
    throw new MoneyError('invalid_percent', `${what} percent must be 0-100 with at most 2 decimals, got ${share.percent}`);
  }
  return divideHalfUp(base * basisPoints, 10000n);
}
