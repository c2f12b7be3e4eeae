/**
 * What a person types in an amount field ("12,50", "12.5", "1 200") as cents, and back. Exact:
 * the digits are read as text, never through a float. Empty text is null; anything else that is
 * not a non-negative amount with at most two decimals is NaN (the form names the field).
 */
export function parseEuros(text: string): number | null {
  const value = text.trim().replace(/[\s\u00a0]/g, '');
  if (!value) return null;
  const m = /^(\d{1,8})(?:[.,](\d{1,2}))?$/.exec(value);
  if (!m) return Number.NaN;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** Cents as the text of an amount field ("12.50"): no symbol or grouping, so it parses back. */
export function centsToInput(cents: number): string {
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
