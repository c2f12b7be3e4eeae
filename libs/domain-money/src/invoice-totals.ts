import { toSafeNumber } from './rounding.js';
import { VAT_CATEGORIES, VAT_RATE_PERCENT, type VatCategory } from './vat.js';
import type { LineAmounts } from './line-amounts.js';

/**
 * Invoice totals are the sums of the rounded lines (docs/product-decisions.md "Payments"), never a
 * recalculation of the whole, so a printed invoice always adds up line by line.
 * The per-category breakdown is what a Latvian VAT invoice prints under the lines.
 */
export interface VatBreakdownRow {
  vat: VatCategory;
  rate_percent: number;
  price_without_vat: number;
  price_vat: number;
  price_total: number;
}

export interface InvoiceTotals {
  price_gross: number;
  price_discount: number;
  price_without_vat: number;
  price_vat: number;
  price_total: number;
  price_insurance: number;
  price_to_pay: number;
  /** One row per category that occurs on the invoice, in the order exempt, standard, reduced. */
  vat_breakdown: VatBreakdownRow[];
}

const SUMMED = [
  'price_gross',
  'price_discount',
  'price_without_vat',
  'price_vat',
  'price_total',
  'price_insurance',
  'price_to_pay',
] as const;

export function invoiceTotals(lines: readonly LineAmounts[]): InvoiceTotals {
  const sums = Object.fromEntries(SUMMED.map((key) => [key, 0n])) as Record<(typeof SUMMED)[number], bigint>;
  const byVat = new Map<VatCategory, { net: bigint; vat: bigint; total: bigint }>();
  for (const line of lines) {
    for (const key of SUMMED) sums[key] += BigInt(line[key]);
    const row = byVat.get(line.vat) ?? { net: 0n, vat: 0n, total: 0n };
    row.net += BigInt(line.price_without_vat);
    row.vat += BigInt(line.price_vat);
    row.total += BigInt(line.price_total);
    byVat.set(line.vat, row);
  }
  const totals = Object.fromEntries(SUMMED.map((key) => [key, toSafeNumber(sums[key], key)])) as Record<
    (typeof SUMMED)[number],
    number
  >;
  const vat_breakdown = VAT_CATEGORIES.flatMap((vat) => {
    const row = byVat.get(vat);
    if (!row) return [];
    return [
      {
        vat,
        rate_percent: VAT_RATE_PERCENT[vat],
        price_without_vat: toSafeNumber(row.net, 'price_without_vat'),
        price_vat: toSafeNumber(row.vat, 'price_vat'),
        price_total: toSafeNumber(row.total, 'price_total'),
      },
    ];
  });
  return { ...totals, vat_breakdown };
}
