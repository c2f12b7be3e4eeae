import { decodeBirthDate } from './birth-date.js';
import { hasValidCheckDigit } from './check-digit.js';

/**
 * Latvian personal code (personas kods), docs/product-decisions.md "Identity".
 * - Old form (issued until mid-2017): DDMMYY-CNNNX; the date must be real and the check digit right.
 * - New form (from mid-2017): 32-39 then nine digits, no birth date; a wrong check digit is only a
 *   warning, because the authority does not promise the old checksum for new codes and a clinic
 *   must still be able to register the patient.
 * Forms are told apart by the first two digits: an old code starts with a day (01-31), a new one
 * with 32-39, so they can never be confused.
 */
export type PersonalCodeForm = 'old' | 'new';

export type PersonalCodeResult =
  | {
      ok: true;
      /** Always 'DDMMYY-NNNNN' (six digits, hyphen, five digits), also for new-form codes. */
      normalized: string;
      form: PersonalCodeForm;
      /** 'YYYY-MM-DD', only for the old form. */
      birthDate?: string;
      /** Set when a new-form code fails the check digit: store it, but show a hint. */
      warning?: 'checksum';
    }
  | { ok: false; reason: 'format' | 'date' | 'checksum' };

// Staff paste codes from documents and e-mails: surrounding spaces are dropped, one optional
// hyphen after the sixth digit is accepted, anything else is a format error.
const SHAPE = /^(\d{6})-?(\d{5})$/;
const NEW_FORM = /^3[2-9]/;

export function validatePersonalCode(input: string): PersonalCodeResult {
  // Request bodies are untyped at runtime; a missing or non-string code is a format error, not a crash.
  const match = typeof input === 'string' ? SHAPE.exec(input.trim()) : null;
  if (!match) return { ok: false, reason: 'format' };
  const digits = match[1] + match[2];
  const normalized = `${match[1]}-${match[2]}`;

  if (NEW_FORM.test(digits)) {
    return hasValidCheckDigit(digits)
      ? { ok: true, normalized, form: 'new' }
      : { ok: true, normalized, form: 'new', warning: 'checksum' };
  }

  // An unknown century digit (3-9) leaves the date undefined, so it is a date error, not format.
  const birthDate = decodeBirthDate(digits);
  if (birthDate === null) return { ok: false, reason: 'date' };
  if (!hasValidCheckDigit(digits)) return { ok: false, reason: 'checksum' };
  return { ok: true, normalized, form: 'old', birthDate };
}

/**
 * The birth date of a valid old-form code as 'YYYY-MM-DD'; null for new-form and invalid codes
 * (a form can prefill the date of birth from it, which is stored on its own).
 */
export function birthDateFromPersonalCode(input: string): string | null {
  const result = validatePersonalCode(input);
  return result.ok && result.birthDate !== undefined ? result.birthDate : null;
}
