import { validatePersonalCode } from '@dental/domain-personal-code';
import type { PatientWarning } from '@dental/contracts';
import { badRequest } from '@dental/server-core';

export interface PersonalCodeCheck {
  /** The code as stored (`DDMMYY-NNNNN`), or null when none was given. */
  normalized: string | null;
  /** The birth date an old-form code holds. */
  birthDate: string | null;
  warnings: PatientWarning[];
}

/**
 * docs/decisions.md, "Patients API": an old-form code must have a real date and a right check digit (else 400
 * naming `personal_code`); a new-form (32-39...) code is stored even when its check digit fails,
 * with a PERSONAL_CODE_CHECKSUM warning in the answer.
 */
export function checkPersonalCode(code: string | null | undefined): PersonalCodeCheck {
  if (!code) return { normalized: null, birthDate: null, warnings: [] };
  const result = validatePersonalCode(code);
  if (!result.ok) throw badRequest('VALIDATION_FAILED', { personal_code: `personal_code_${result.reason}` });
  return {
    normalized: result.normalized,
    birthDate: result.birthDate ?? null,
    warnings: result.warning === 'checksum' ? [{ code: 'PERSONAL_CODE_CHECKSUM', field: 'personal_code' }] : [],
  };
}

/**
 * The date of birth to store: the one given, or the one an old-form code holds. A given date that
 * contradicts the code is refused on the field the user just changed, since one of them is a typo.
 */
export function reconcileBirthDate(
  dob: string | null,
  birthDate: string | null,
  blame: 'dob' | 'personal_code',
): string | null {
  if (!birthDate) return dob;
  if (!dob) return birthDate;
  if (dob !== birthDate) throw badRequest('VALIDATION_FAILED', { [blame]: 'dob_personal_code_mismatch' });
  return dob;
}
