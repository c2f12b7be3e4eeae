import { stringify, type Options } from 'csv-stringify';
import { stringify as stringifySync } from 'csv-stringify/sync';
import { Readable, pipeline } from 'node:stream';

/** One cell: text, a number, or nothing (an empty cell). */
export type CsvCell = string | number | null | undefined;

export interface CsvColumn {
  /** The header, already in the caller's language. */
  header: string;
  /** A column of amounts: a real number in it is written as is, so the spreadsheet can add it up. */
  numeric?: boolean;
}

/**
 * A cell a spreadsheet would run as a formula (OWASP CSV injection), fullwidth forms included
 * (some spreadsheets normalise them): written with a leading apostrophe, so it shows as text.
 */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
const REAL_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * CSV for spreadsheets, as every export writes it: UTF-8 with a byte-order mark (so Excel reads
 * ā, ņ, ж right), `;` between fields (Excel's list separator in Latvian and Russian locales), CRLF
 * line ends, a field quoted when it holds a separator (`;` or `,`), a quote or a line break, and
 * formula-looking cells defused (except real numbers in a numeric column).
 */
function csvOptions(columns: readonly CsvColumn[]): Options {
  const defuse = (text: string, column: number | string | undefined) =>
    columns[Number(column)]?.numeric && REAL_NUMBER.test(text) ? text : FORMULA_START.test(text) ? `'${text}` : text;
  return {
    bom: true,
    delimiter: ';',
    record_delimiter: 'windows',
    quote_record_delimiter: true,
    quoted_match: ',',
    header: true,
    columns: columns.map((column, index) => ({ key: String(index), header: column.header })),
    cast: {
      string: (value, { column }) => defuse(value, column),
      number: (value, { column }) => defuse(String(value), column),
    },
  };
}

/** The whole file at once, for exports that fit in memory (a calendar range). */
export function csvText(columns: readonly CsvColumn[], rows: readonly (readonly CsvCell[])[]): string {
  return stringifySync(rows as CsvCell[][], csvOptions(columns));
}

/** The file as a stream, for exports of any length: rows are written as they are produced. */
export function csvStream(columns: readonly CsvColumn[], rows: AsyncIterable<readonly CsvCell[]>): Readable {
  const file = stringify(csvOptions(columns));
  // pipeline, not pipe: a source that fails (the database) destroys the file stream with its
  // error, which ends the answer instead of leaving it open. The file stream reports it.
  pipeline(Readable.from(rows), file, () => undefined);
  return file;
}
