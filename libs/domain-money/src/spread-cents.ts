import { MoneyError } from './money-error.js';
import { assertCents, toSafeNumber } from './rounding.js';

/**
 * Splits `cents` over parts in proportion to their `weights` (largest remainder: each part gets
 * the floor of its share, the cents left go one each to the largest remainders, ties to the
 * earlier part), so the parts always add up to exactly `cents`. Used for an invoice's fixed
 * discount, which becomes a fixed discount on each of its lines so totals stay sums of lines.
 */
export function spreadCents(cents: number, weights: readonly number[]): number[] {
  assertCents(cents, 'cents');
  weights.forEach((weight) => assertCents(weight, 'weight'));
  const total = weights.reduce((sum, weight) => sum + BigInt(weight), 0n);
  if (cents === 0) return weights.map(() => 0);
  if (total === 0n) throw new MoneyError('discount_exceeds_price', 'Nothing to spread the amount over');
  const amount = BigInt(cents);
  const shares = weights.map((weight, index) => {
    const exact = amount * BigInt(weight);
    return { index, floor: exact / total, remainder: exact % total };
  });
  let left = amount - shares.reduce((sum, share) => sum + share.floor, 0n);
  const byRemainder = [...shares].sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const share of byRemainder) {
    if (left === 0n) break;
    share.floor += 1n;
    left -= 1n;
  }
  return shares.map((share) => toSafeNumber(share.floor, 'cents'));
}
