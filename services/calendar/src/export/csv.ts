/**
 * CSV as the patients export writes it (same conventions, so staff's spreadsheets open both alike):
 * UTF-8 with BOM, `;` separators, CRLF, quoting when needed, formula-looking cells defused.
 */
export const CSV_BOM = '\uFEFF';
const SEPARATOR = ';';
const FORMULA = /^(?:[=@\t\r]|[+-](?![\d\s]))/;

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (FORMULA.test(text)) text = `'${text}`;
  return /[";\r\n,]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: readonly (string | number | null | undefined)[]): string => `${cells.map(csvCell).join(SEPARATOR)}\r\n`;
