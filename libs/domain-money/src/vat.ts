import { MoneyError } from './money-error.js';

/**
 * VAT categories of docs/product-decisions.md "VAT": medical services are exempt, goods carry the standard
 * (21 %) or reduced (12 %) Latvian rate. Rates live here only, so a rate change is one edit.
 */
export type VatCategory = 'exempt' | 'standard' | 'reduced';

export const VAT_RATE_PERCENT: Readonly<Record<VatCategory, number>> = {
  exempt: 0,
  standard: 21,
  reduced: 12,
};

export const VAT_CATEGORIES: readonly VatCategory[] = ['exempt', 'standard', 'reduced'];

export function vatRatePercent(category: VatCategory): number {
  // hasOwn: a category read from a request could be 'toString' and hit the prototype.
  if (!Object.hasOwn(VAT_RATE_PERCENT, category)) throw new MoneyError('unknown_vat_category', `Unknown VAT category ${String(category)}`);
  return VAT_RATE_PERCENT[category];
}
