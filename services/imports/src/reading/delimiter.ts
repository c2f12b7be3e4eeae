import { parse } from 'csv-parse/sync';
import { IMPORT_DELIMITERS } from '@dental/contracts';

const LINES = 20;

/**
 * The delimiter of a CSV from its first lines (decoded text): each candidate is tried with the
 * parser itself, and the one that splits the header into the most columns while the rows after it
 * keep that count wins. A file of one column reads as `;`, the delimiter Baltic exports use most.
 */
export function detectDelimiter(text: string): string {
  let best = { delimiter: IMPORT_DELIMITERS[0] as string, score: 0 };
  for (const delimiter of IMPORT_DELIMITERS) {
    let records: string[][];
    try {
      records = parse(text, { delimiter, to_line: LINES, relax_column_count: true, relax_quotes: true, skip_empty_lines: true, bom: true }) as string[][];
    } catch {
      continue;
    }
    const columns = records[0]?.length ?? 0;
    if (columns < 2) continue;
    const consistent = records.filter((record) => record.length === columns).length / records.length;
    const score = columns * consistent;
    if (score > best.score) best = { delimiter, score };
  }
  return best.delimiter;
}
