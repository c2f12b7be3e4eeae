import { expectedCheckDigit } from '@dental/domain-personal-code';

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/**
 * A valid old-form personal code for a birth date: DDMMYY-CNNNX, C the century (0 1800s, 1 1900s,
 * 2 2000s), NNN a serial, X the check digit (the rules: libs/domain-personal-code).
 */
export function oldFormCode(dob: string, serial: number): string {
  const [year, month, day] = dob.split('-').map(Number);
  const century = Math.floor(year / 100) - 18;
  const ten = `${pad(day, 2)}${pad(month, 2)}${pad(year % 100, 2)}${century}${pad(serial % 1000, 3)}`;
  return `${ten.slice(0, 6)}-${ten.slice(6)}${expectedCheckDigit(ten)}`;
}

/** A new-form code (32 + nine digits, no birth date in it) with a right check digit. */
export function newFormCode(serial: number): string {
  const ten = `32${pad(serial % 100_000_000, 8)}`;
  return `${ten.slice(0, 6)}-${ten.slice(6)}${expectedCheckDigit(ten)}`;
}
