import { logger } from '../logging/logger.js';
import { keyedHash, keyedHashes, openText, sealText } from './sealed-text.js';

import type { SealedColumn } from './key-rotation.js';

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

/** The hashes a look-up by a whole code matches (today's key, and the previous one during a rotation). */
export const personalCodeHashes = (code: string): string[] => keyedHashes(digitsOf(code), PURPOSE);

/** The hashes a look-up by the first six digits matches (today's key, and the previous one during a rotation). */
export const personalCodePrefixHashes = (sixDigits: string): string[] => keyedHashes(digitsOf(sixDigits).slice(0, 6), `${PURPOSE}_prefix`);

export function sealPersonalCode(code: string | null): SealedPersonalCode {
  if (!code) return { personalCodeSealed: null, personalCodeHash: null, personalCodePrefixHash: null };
  return { personalCodeSealed: sealText(code, PURPOSE), personalCodeHash: personalCodeHash(code), personalCodePrefixHash: personalCodePrefixHash(code) };
}

/** The code a sealed value holds; throws when no key of this server opens it (the rotation and the bulk merge need the code itself). */
export const openPersonalCodeStrict = (sealed: string | null | undefined): string | null => (sealed ? openText(sealed, PURPOSE) : null);

/** Key ids whose failure was logged already: a list of 25 cards sealed under a missing key logs once, not 25 times a page. */
const loggedKeys = new Set<string>();

/**
 * What a read shows of a sealed code: the code, or, when this server has no key that opens it (a
 * key left out of DATA_ENCRYPTION_KEYS, a wrong key file), `personal_code_unavailable` and no code.
 * The list and the card keep working and read "cannot be decrypted"; the failure is logged once per
 * key id, naming the key, never the value (docs/decisions.md, "A code no key opens").
 */
export function readPersonalCode(sealed: string | null | undefined): { personal_code: string | null; personal_code_unavailable?: true } {
  if (!sealed) return { personal_code: null };
  try {
    return { personal_code: openText(sealed, PURPOSE) };
  } catch (error) {
    const keyId = sealed.slice(0, Math.max(sealed.indexOf(':'), 0)) || '(none)';
    if (!loggedKeys.has(keyId)) {
      loggedKeys.add(keyId);
      logger.error({ msg: `a personal code sealed under key "${keyId}" cannot be decrypted with this server's DATA_ENCRYPTION_KEYS; it reads as unavailable`, keyId, reason: (error as Error).message });
    }
    return { personal_code: null, personal_code_unavailable: true };
  }
}

/** The code, or null when none is stored or no key of this server opens it (readPersonalCode, logged once). */
export const openPersonalCode = (sealed: string | null | undefined): string | null => readPersonalCode(sealed).personal_code;

/** Whether a stored code cannot be opened by this server's keys. */
export const personalCodeUnavailable = (sealed: string | null | undefined): boolean => readPersonalCode(sealed).personal_code_unavailable === true;

/** A code as the History and logs show it: its last two digits only ("******-***97"). */
export function maskPersonalCode(code: string | null | undefined): string | null {
  if (!code) return null;
  return code.replace(/\d(?=(?:\D*\d){2})/g, '*');
}

/**
 * A table's personal code for the key rotation: its sealed column and the hash columns beside it
 * (the whole code's, and the first six digits' where the table keeps one), named as the table names them.
 */
export const personalCodeColumns = (table: string, hashColumn: string, prefixHashColumn?: string): SealedColumn => ({
  table,
  column: 'personal_code_sealed',
  purpose: PURPOSE,
  hashes: { [hashColumn]: personalCodeHash, ...(prefixHashColumn ? { [prefixHashColumn]: personalCodePrefixHash } : {}) },
});
