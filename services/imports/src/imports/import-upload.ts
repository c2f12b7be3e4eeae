import { open } from 'node:fs/promises';
import { createReadStream } from 'node:fs';
import iconv from 'iconv-lite';
import { IMPORT_PREVIEW_ROWS, type ImportDateOrder, type ImportUploadFields } from '@dental/contracts';
import { badRequest } from '@dental/server-core';
import { detectDelimiter } from '../reading/delimiter.js';
import { detectEncoding } from '../reading/encoding.js';
import { headerNames, sheetRows, type TableSource } from '../reading/rows.js';
import { guessDateOrder } from '../values/dates.js';

/** Bytes read to tell the format, the encoding and the delimiter. */
const SAMPLE_BYTES = 64 * 1024;
/** Rows whose values the date order is guessed from. */
const DATE_SAMPLE_ROWS = 500;
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

/** What one read through an uploaded file found. */
export interface ReadUpload {
  source: TableSource;
  headers: string[];
  rows: number;
  preview: Record<string, string>[];
  dateOrder: ImportDateOrder;
}

async function sample(path: string): Promise<Buffer> {
  const file = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(SAMPLE_BYTES);
    const { bytesRead } = await file.read(buffer, 0, SAMPLE_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

/** How to read the file: an XLSX by its ZIP signature, else a CSV in the given or recognised encoding and delimiter. */
async function sourceOf(path: string, fields: ImportUploadFields): Promise<TableSource> {
  const head = await sample(path);
  if (ZIP_MAGIC.every((byte, index) => head[index] === byte)) return { format: 'xlsx', encoding: null, delimiter: null };
  const encoding = fields.encoding ?? detectEncoding(head);
  const text = iconv.decode(head, encoding);
  // The last line of a sample may be cut: the delimiter is read from whole lines only.
  const lines = head.length === SAMPLE_BYTES ? text.slice(0, text.lastIndexOf('\n') + 1) || text : text;
  return { format: 'csv', encoding, delimiter: fields.delimiter ?? detectDelimiter(lines) };
}

/**
 * Reads an uploaded file once, as a stream: how it is read, its headers, its data rows' count, the
 * first IMPORT_PREVIEW_ROWS rows by header, and the order its dates are written in. A file that is
 * no table (a PDF, a broken XLSX) or has no header row answers 400 naming `file`.
 */
export async function readUpload(path: string, fields: ImportUploadFields): Promise<ReadUpload> {
  const source = await sourceOf(path, fields);
  let headers: string[] | null = null;
  let rows = 0;
  const preview: Record<string, string>[] = [];
  const dateValues: string[] = [];
  try {
    for await (const { cells } of sheetRows(createReadStream(path), source)) {
      if (!headers) {
        headers = headerNames(cells);
        continue;
      }
      rows++;
      if (preview.length < IMPORT_PREVIEW_ROWS) preview.push(Object.fromEntries(headers.map((header, index) => [header, cells[index]?.trim() ?? ''])));
      if (rows <= DATE_SAMPLE_ROWS) dateValues.push(...cells);
    }
  } catch {
    throw badRequest('VALIDATION_FAILED', { file: 'import_file_unreadable' });
  }
  if (!headers) throw badRequest('VALIDATION_FAILED', { file: 'import_file_empty' });
  return { source, headers, rows, preview, dateOrder: guessDateOrder(dateValues) };
}
