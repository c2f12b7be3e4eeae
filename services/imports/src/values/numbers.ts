/** Currency signs and codes a money column may carry, and the spaces that group thousands. */
const NOISE = /[\s\u00a0\u202f'’]|€|eur|₽|rub|\$|usd/gi;

/**
 * A number as an old system writes it, normalised to `123.45` text (never a float, so money stays
 * exact), or null: a decimal comma (`12,50`) or point, thousands grouped by spaces, apostrophes,
 * or the other mark (`1 234,50`, `1.234,50`, `1,234.50`), a sign or brackets for a negative
 * (`-12,50`, `−12,50`, `(12,50)`), a currency sign or code around it. With one kind of mark only,
 * it is the decimal mark, unless it repeats (`1.234.567`).
 */
export function readDecimal(text: string): string | null {
  let value = text.trim().replace(NOISE, '');
  let negative = false;
  if (/^\(.*\)$/.test(value)) {
    negative = true;
    value = value.slice(1, -1);
  }
  if (/^[-−]/.test(value)) {
    negative = true;
    value = value.slice(1);
  } else if (value.startsWith('+')) {
    value = value.slice(1);
  }
  if (!/^[0-9.,]+$/.test(value) || !/[0-9]/.test(value)) return null;
  const lastComma = value.lastIndexOf(',');
  const lastPoint = value.lastIndexOf('.');
  let decimalMark: string | null = null;
  if (lastComma >= 0 && lastPoint >= 0) decimalMark = lastComma > lastPoint ? ',' : '.';
  else if (lastComma >= 0) decimalMark = value.indexOf(',') === lastComma ? ',' : null;
  else if (lastPoint >= 0) decimalMark = value.indexOf('.') === lastPoint ? '.' : null;
  const [whole, fraction = ''] = decimalMark ? [value.slice(0, value.lastIndexOf(decimalMark)), value.slice(value.lastIndexOf(decimalMark) + 1)] : [value, ''];
  const digits = whole.replace(/[.,]/g, '');
  if (!/^[0-9]*$/.test(fraction) || (!digits && !fraction)) return null;
  const normal = `${digits.replace(/^0+(?=\d)/, '') || '0'}${fraction ? `.${fraction}` : ''}`;
  return negative && /[1-9]/.test(normal) ? `-${normal}` : normal;
}

/** Integer cents of an amount as written (`12,50` -> 1250), half a cent rounded away from zero; null when it is no number. */
export function readCents(text: string): number | null {
  const decimal = readDecimal(text);
  if (decimal === null) return null;
  const negative = decimal.startsWith('-');
  const [whole, fraction = ''] = decimal.replace('-', '').split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2)) + (Number(fraction[2] ?? '0') >= 5 ? 1 : 0);
  if (!Number.isSafeInteger(cents)) return null;
  return negative ? -cents : cents;
}

/** A whole number as written (`30`, `30,0`, `1 200`), or null (also for `30,5`). */
export function readInteger(text: string): number | null {
  const decimal = readDecimal(text);
  if (decimal === null || !/^-?\d+(\.0*)?$/.test(decimal)) return null;
  const value = Number.parseInt(decimal, 10);
  return Number.isSafeInteger(value) ? value : null;
}
