/**
 * CSV for spreadsheets: UTF-8 with a byte-order mark (so Excel reads ā, ņ, ж right), `;` between
 * fields (Excel's list separator in Latvian and Russian locales, where this file is opened), CRLF
 * line ends, and every field quoted when it holds a separator, a quote or a line break.
 */
export const CSV_BOM = '\uFEFF';
export const CSV_SEPARATOR = ';';

/**
 * A cell that a spreadsheet would run as a formula (=, @, a tab or CR, or + / - not followed by a
 * digit, so "+371 2..." phones stay as they are) gets a leading apostrophe (OWASP CSV injection).
 */
const FORMULA = /^(?:[=@\t\r]|[+-](?![\d\s]))/;

export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (FORMULA.test(text)) text = `'${text}`;
  return /[";\r\n,]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: readonly (string | number | boolean | null | undefined)[]): string =>
  `${cells.map(csvCell).join(CSV_SEPARATOR)}\r\n`;
