/**
 * The birth date an old-form code carries: DDMMYY plus the century digit (7th digit).
 * Century digit 0 = 1800s, 1 = 1900s, 2 = 2000s; any other digit has no defined century.
 */
const CENTURY_BY_DIGIT: Readonly<Record<string, number>> = { '0': 1800, '1': 1900, '2': 2000 };

/** `digits` is the 11-digit code; returns 'YYYY-MM-DD' or null when the date is not a real one. */
export function decodeBirthDate(digits: string): string | null {
  const century = CENTURY_BY_DIGIT[digits[6]];
  if (century === undefined) return null;
  const day = Number(digits.slice(0, 2));
  const month = Number(digits.slice(2, 4));
  const year = century + Number(digits.slice(4, 6));
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return `${year}-${pad2(month)}-${pad2(day)}`;
}

function daysInMonth(year: number, month: number): number {
  // Day 0 of the next month is the last day of this one; UTC avoids any local-time shift.
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}
