import type { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import type { ImportEncoding, ImportFormat } from '@dental/contracts';
import { cellText } from './cells.js';

/** How a stored file is read. */
export interface TableSource {
  format: ImportFormat;
  encoding: ImportEncoding | null;
  delimiter: string | null;
}

/** One row of the file: its number as a spreadsheet shows it (the first line is 1) and its cells' text. */
export interface SheetRow {
  row: number;
  cells: string[];
}

const isEmpty = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

/** A CSV's rows, decoded on the way (the bytes never sit in memory whole), blank lines counted but not yielded. */
async function* csvRows(input: Readable, source: TableSource): AsyncGenerator<SheetRow> {
  const parser = input
    .pipe(iconv.decodeStream(source.encoding ?? 'utf-8'))
    .pipe(parse({ delimiter: source.delimiter ?? ';', bom: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: false }));
  let row = 0;
  for await (const cells of parser as AsyncIterable<string[]>) {
    row++;
    if (!isEmpty(cells)) yield { row, cells };
  }
}

/** The first worksheet's rows of an XLSX, read as a stream (shared strings and styles cached, so dates read as dates). */
async function* xlsxRows(input: Readable): AsyncGenerator<SheetRow> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(input, { sharedStrings: 'cache', styles: 'cache', hyperlinks: 'ignore', worksheets: 'emit', entries: 'emit' });
  for await (const worksheet of workbook) {
    for await (const sheetRow of worksheet) {
      // exceljs's values are 1-based: index 0 is empty.
      const values = (sheetRow.values as ExcelJS.CellValue[]).slice(1);
      const cells = Array.from({ length: values.length }, (_, index) => cellText(values[index]));
      if (!isEmpty(cells)) yield { row: sheetRow.number, cells };
    }
    return;
  }
}

/** Every non-blank row of the file, the header row first, read as a stream. */
export function sheetRows(input: Readable, source: TableSource): AsyncGenerator<SheetRow> {
  return source.format === 'xlsx' ? xlsxRows(input) : csvRows(input, source);
}

/**
 * The header row's names as the mapping screen shows them: trimmed, a blank one named by its
 * position (`#3`), a repeated one numbered (`Phone (2)`), so every column has a name of its own.
 */
export function headerNames(cells: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return cells.map((cell, index) => {
    const name = cell.trim() || `#${index + 1}`;
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    return count === 1 ? name : `${name} (${count})`;
  });
}
