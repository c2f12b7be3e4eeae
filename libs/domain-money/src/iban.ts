/**
 * International Bank Account Numbers (ISO 13616): a country code, two check digits and the
 * national account (up to 30 letters and digits). Written with spaces in groups of four on paper
 * ("LV80 BANK 0000 4351 9500 1"), compared and stored without them.
 */
const SHAPE = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/;

/** Without spaces, upper case: the form an IBAN is checked, stored and sent (UBL) in. */
export const compactIban = (text: string): string => text.replace(/\s+/g, '').toUpperCase();

/** In groups of four, as printed on an invoice. */
export const printedIban = (text: string): string => compactIban(text).replace(/(.{4})(?=.)/g, '$1 ');

/**
 * True when `text` (spaces allowed) is an IBAN whose check digits hold: the account with its
 * first four characters moved to the end, letters as 10-35, is 1 modulo 97 (ISO 7064 MOD 97-10).
 */
export function isValidIban(text: string): boolean {
  const iban = compactIban(text);
  if (!SHAPE.test(iban)) return false;
  let remainder = 0;
  for (const char of `${iban.slice(4)}${iban.slice(0, 4)}`) {
    const value = char >= 'A' ? char.charCodeAt(0) - 55 : Number(char);
    remainder = (remainder * (value > 9 ? 100 : 10) + value) % 97;
  }
  return remainder === 1;
}
