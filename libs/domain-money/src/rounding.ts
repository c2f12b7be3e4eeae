import { MoneyError } from './money-error.js';

/**
 * Exact integer arithmetic for money. Intermediate products (cents x thousandths of a unit x
 * basis points) can pass 2^53, so they are done in BigInt and only the rounded cents come back
 * as numbers.
 */

/** numerator / denominator rounded half-up (ties away from zero, as on a till); denominator > 0. */
export function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  const rounded = (magnitude * 2n + denominator) / (denominator * 2n);
  return negative ? -rounded : rounded;
}

export function toSafeNumber(value: bigint, what: string): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw new MoneyError('invalid_amount', `${what} is too large`);
  return n;
}

/** Cents must be whole, non-negative and safe; money is never a float (docs/product-decisions.md "Payments"). */
export function assertCents(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new MoneyError('invalid_amount', `${what} must be a non-negative whole number of cents, got ${value}`);
  }
}

/**
 * A decimal with at most `decimals` places as an exact integer scaled by 10^decimals
 * (12.5 % -> 1250 basis points). Beyond that precision the input is refused instead of rounded,
 * because silently rounding a price-list value would change what the clinic agreed to.
 */
export function toScaledInteger(value: number, decimals: number): bigint | null {
  if (!Number.isFinite(value)) return null;
  const scale = 10 ** decimals;
  const scaled = Math.round(value * scale);
  // Binary floats cannot hold 0.1 exactly; allow that representation error, nothing more.
  if (Math.abs(value * scale - scaled) > 1e-6 || !Number.isSafeInteger(scaled)) return null;
  return BigInt(scaled);
}
