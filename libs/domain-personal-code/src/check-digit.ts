/**
 * The check digit of a Latvian personal code: X = (1101 - sum(d_i * w_i)) mod 11 mod 10 over the
 * first ten digits. The weights are fixed by the issuing authority (PMLP); the same formula is
 * applied to new-form codes, where a mismatch is only a warning (see personal-code.ts).
 */
const WEIGHTS = [1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;

/** `digits` is the 11-digit code without the hyphen; returns the expected 11th digit. */
export function expectedCheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < WEIGHTS.length; i++) sum += Number(digits[i]) * WEIGHTS[i];
  // The largest possible sum is 9 * 55 = 495, so 1101 - sum stays positive and `%` is a true mod.
  return ((1101 - sum) % 11) % 10;
}

export function hasValidCheckDigit(digits: string): boolean {
  return expectedCheckDigit(digits) === Number(digits[10]);
}
