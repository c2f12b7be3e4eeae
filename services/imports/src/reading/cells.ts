import type { CellValue } from 'exceljs';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A spreadsheet cell as the text the import reads, so an XLSX and a CSV go through the same value
 * parsers (values/): a date cell becomes `YYYY-MM-DD` (with `THH:mm` when it has a time; Excel's
 * dates are wall times, kept as written), a number its plain decimal form, a formula its result,
 * rich text its plain text.
 */
export function cellText(value: CellValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) {
    const date = `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
    const minutes = value.getUTCHours() * 60 + value.getUTCMinutes();
    return minutes || value.getUTCSeconds() ? `${date}T${pad(value.getUTCHours())}:${pad(value.getUTCMinutes())}` : date;
  }
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('error' in value) return '';
  if ('result' in value) return cellText(value.result as CellValue);
  if ('text' in value) return typeof value.text === 'string' ? value.text : cellText(value.text as CellValue);
  return '';
}
