/** The largest amount a price, a payment or a line may hold (20,000,000.00 €): the contract's `centsSchema` bound too. */
export const MAX_CENTS = 2_000_000_000;

/**
 * What a person types in an amount field ("12,50", "12.5", "1 200") as cents, and back: the one
 * parser of every form (prices, payments, invoice lines). Exact: the digits are read as text, never
 * through a float. Empty text is null; anything that is not a non-negative amount with at most two
 * decimals, up to MAX_CENTS, is NaN (the form names the field).
 */
export function parseEuros(text: string): number | null {
  const value = text.trim().replace(/[\s\u00a0]/g, '');
  if (!value) return null;
  const m = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(value);
  if (!m) return Number.NaN;
  const cents = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return cents > MAX_CENTS ? Number.NaN : cents;
}

/** Cents as the text of an amount field ("12.50"): no symbol or grouping, so it parses back. */
export function centsToInput(cents: number): string {
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
