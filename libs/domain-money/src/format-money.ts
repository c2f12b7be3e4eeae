import { assertCents } from './rounding.js';

/**
 * Cents as euros for display, through Intl so each language gets its own separators and symbol
 * placement (lv "1234,56 €", en "€1,234.56", ru "1 234,56 €"). The amount is handed to Intl as an
 * exact decimal string, so no float ever touches it.
 */
const formatters = new Map<string, Intl.NumberFormat>();

export function formatMoney(cents: number, locale = 'lv'): string {
  // Negative amounts are allowed here (refunds, credit): display is not arithmetic.
  assertCents(Math.abs(cents), 'cents');
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const decimal = `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}` as `${number}`;
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
    formatters.set(locale, formatter);
  }
  return formatter.format(decimal);
}
