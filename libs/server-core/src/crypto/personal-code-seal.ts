import { keyedHash, openText, sealText } from './sealed-text.js';

const PURPOSE = 'personal_code';

/** What a personal code is stored as: sealed, with the keyed hashes of the whole code and of its first six digits. */
export interface SealedPersonalCode {
  personalCodeSealed: string | null;
  personalCodeHash: string | null;
  personalCodePrefixHash: string | null;
}

const digitsOf = (code: string): string => code.replace(/\D/g, '');

/** The hash of a whole code, from its digits (so "161175-19997" and "16117519997" are one code). */
export const personalCodeHash = (code: string): string => keyedHash(digitsOf(code), PURPOSE);

/** The hash of a code's first six digits: the birth date of the older codes, which the desk searches by. */
export const personalCodePrefixHash = (sixDigits: string): string => keyedHash(digitsOf(sixDigits).slice(0, 6), `${PURPOSE}_prefix`);

export function sealPersonalCode(code: string | null): SealedPersonalCode {
  if (!code) return { personalCodeSealed: null, personalCodeHash: null, personalCodePrefixHash: null };
  return { personalCodeSealed: sealText(code, PURPOSE), personalCodeHash: personalCodeHash(code), personalCodePrefixHash: personalCodePrefixHash(code) };
}

export const openPersonalCode = (sealed: string | null | undefined): string | null => (sealed ? openText(sealed, PURPOSE) : null);

/** A code as the History and logs show it: its last two digits only ("******-***97"). */
export function maskPersonalCode(code: string | null | undefined): string | null {
  if (!code) return null;
  return code.replace(/\d(?=(?:\D*\d){2})/g, '*');
}
