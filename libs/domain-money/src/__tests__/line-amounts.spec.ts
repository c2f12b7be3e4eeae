import { calculateLine, MoneyError, type LineInput } from '../index.js';

function errorCode(line: LineInput): string | undefined {
  try {
    calculateLine(line);
  } catch (error) {
    if (error instanceof MoneyError) return error.code;
    throw error;
  }
  return undefined;
}

describe('calculateLine: VAT-inclusive unit prices', () => {
  it('an exempt medical service has no VAT', () => {
    expect(calculateLine({ unit_price: 4500, vat: 'exempt' })).toEqual({
      vat: 'exempt',
      price_gross: 4500,
      price_discount: 0,
      price_without_vat: 4500,
      price_vat: 0,
      price_total: 4500,
      price_insurance: 0,
      price_to_pay: 4500,
    });
  });

  it('extracts 21 % VAT from an inclusive price', () => {
    expect(calculateLine({ unit_price: 1210, vat: 'standard' })).toMatchObject({
      price_without_vat: 1000,
      price_vat: 210,
      price_total: 1210,
    });
    // 100 x 21 / 121 = 17.355... -> 17
    expect(calculateLine({ unit_price: 100, vat: 'standard' })).toMatchObject({ price_without_vat: 83, price_vat: 17 });
  });

  it('extracts 12 % VAT and rounds an exact half up', () => {
    expect(calculateLine({ unit_price: 1120, vat: 'reduced' })).toMatchObject({ price_without_vat: 1000, price_vat: 120 });
    // 42 x 12 / 112 = 4.5 -> 5 (half-up; banker's rounding would give 4)
    expect(calculateLine({ unit_price: 42, vat: 'reduced' })).toMatchObject({ price_without_vat: 37, price_vat: 5 });
    // 14 x 12 / 112 = 1.5 -> 2
    expect(calculateLine({ unit_price: 14, vat: 'reduced' })).toMatchObject({ price_without_vat: 12, price_vat: 2 });
  });

  it('multiplies by whole and fractional counts, rounding the line half-up', () => {
    expect(calculateLine({ unit_price: 1999, count: 3, vat: 'exempt' }).price_total).toBe(5997);
    expect(calculateLine({ unit_price: 333, count: 0.5, vat: 'exempt' }).price_total).toBe(167); // 166.5
    expect(calculateLine({ unit_price: 1000, count: 1.25, vat: 'exempt' }).price_total).toBe(1250);
    expect(calculateLine({ unit_price: 1, count: 0.001, vat: 'exempt' }).price_total).toBe(0); // 0.001 cent
    expect(calculateLine({ unit_price: 999, count: 0, vat: 'standard' })).toMatchObject({
      price_total: 0,
      price_vat: 0,
      price_to_pay: 0,
    });
  });

  it('applies a percentage discount to the gross, rounding half-up, before VAT', () => {
    // 1 % of 250 = 2.5 -> 3
    expect(calculateLine({ unit_price: 250, vat: 'exempt', discount: { percent: 1 } })).toMatchObject({
      price_gross: 250,
      price_discount: 3,
      price_total: 247,
    });
    // 10 % of 1999 = 199.9 -> 200; VAT then comes out of the discounted 1799
    expect(calculateLine({ unit_price: 1999, vat: 'standard', discount: { percent: 10 } })).toMatchObject({
      price_discount: 200,
      price_total: 1799,
      price_vat: 312, // 1799 x 21 / 121 = 312.22
      price_without_vat: 1487,
    });
    expect(calculateLine({ unit_price: 1000, vat: 'exempt', discount: { percent: 12.5 } }).price_total).toBe(875);
    expect(calculateLine({ unit_price: 1000, vat: 'exempt', discount: { percent: 100 } }).price_total).toBe(0);
  });

  it('applies a fixed discount in cents', () => {
    expect(calculateLine({ unit_price: 2000, count: 2, vat: 'exempt', discount: { cents: 500 } })).toMatchObject({
      price_gross: 4000,
      price_discount: 500,
      price_total: 3500,
    });
  });

  it('splits the total between the insurer and the patient', () => {
    expect(calculateLine({ unit_price: 4500, vat: 'exempt', insurance: { cents: 1000 } })).toMatchObject({
      price_total: 4500,
      price_insurance: 1000,
      price_to_pay: 3500,
    });
    // 50 % of 4501 = 2250.5 -> 2251 for the insurer, the patient pays the remaining 2250
    expect(calculateLine({ unit_price: 4501, vat: 'exempt', insurance: { percent: 50 } })).toMatchObject({
      price_insurance: 2251,
      price_to_pay: 2250,
    });
    // insurance is a share of the discounted total
    expect(
      calculateLine({ unit_price: 10000, vat: 'exempt', discount: { percent: 20 }, insurance: { percent: 50 } }),
    ).toMatchObject({ price_total: 8000, price_insurance: 4000, price_to_pay: 4000 });
  });

  it('refuses inputs no invoice can have, with a code', () => {
    expect(errorCode({ unit_price: 10.5, vat: 'exempt' })).toBe('invalid_amount');
    expect(errorCode({ unit_price: -1, vat: 'exempt' })).toBe('invalid_amount');
    expect(errorCode({ unit_price: Number.NaN, vat: 'exempt' })).toBe('invalid_amount');
    expect(errorCode({ unit_price: 100, count: 1.2345, vat: 'exempt' })).toBe('invalid_count');
    expect(errorCode({ unit_price: 100, count: -1, vat: 'exempt' })).toBe('invalid_count');
    expect(errorCode({ unit_price: 100, count: Number.POSITIVE_INFINITY, vat: 'exempt' })).toBe('invalid_count');
    expect(errorCode({ unit_price: 100, vat: 'exempt', discount: { percent: 100.01 } })).toBe('invalid_percent');
    expect(errorCode({ unit_price: 100, vat: 'exempt', discount: { percent: -1 } })).toBe('invalid_percent');
    expect(errorCode({ unit_price: 100, vat: 'exempt', discount: { percent: 12.345 } })).toBe('invalid_percent');
    expect(errorCode({ unit_price: 100, vat: 'exempt', discount: { cents: 101 } })).toBe('discount_exceeds_price');
    expect(errorCode({ unit_price: 100, vat: 'exempt', discount: { cents: 0.5 } })).toBe('invalid_amount');
    expect(errorCode({ unit_price: 100, vat: 'exempt', discount: { cents: 50 }, insurance: { cents: 51 } })).toBe(
      'insurance_exceeds_price',
    );
    expect(errorCode({ unit_price: 100, vat: 'exempt', insurance: { percent: 101 } })).toBe('invalid_percent');
    expect(errorCode({ unit_price: 100, vat: 'toString' as never })).toBe('unknown_vat_category');
    expect(errorCode({ unit_price: 100, vat: 'exempt', discount: { cents: 100 }, insurance: { cents: 0 } })).toBe(
      undefined,
    );
  });
});
