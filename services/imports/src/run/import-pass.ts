import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { EntityManager, OptimisticLockError } from '@mikro-orm/postgresql';
import { IMPORT_ERRORS_SHOWN, IMPORT_FIELDS, type ImportDuplicate, type Language } from '@dental/contracts';
import { ApiException, issuesToFields, logger, type AuthSession, type FieldMessage } from '@dental/server-core';
import { ImportErrors, type RowError } from '../errors/import-errors.service.js';
import { ImportFileStore } from '../file/import-file-store.js';
import type { DataImport } from '../imports/data-import.entity.js';
import type { FieldErrors, ImportTarget, Match, RowInput, RowRelation, RunContext } from '../kinds/import-target.js';
import { ImportTargets } from '../kinds/import-targets.js';
import { ReferenceSources } from '../kinds/references.js';
import type { ImportRecord } from '../records/import-record.entity.js';
import { ImportRecords } from '../records/import-records.service.js';
import { headerNames, sheetRows, type SheetRow } from '../reading/rows.js';

const log = logger.child('imports');

/** What a pass did (or, dry, would do) with the rows. A row matching a record the clinic has counts as skipped. */
export interface PassCounts {
  created: number;
  updated: number;
  skipped: number;
  failed: number;
}

export interface PassResult extends PassCounts {
  rows: number;
  errors: number;
  /** Rows that match a patient the clinic already has (the first IMPORT_ERRORS_SHOWN). */
  duplicates: ImportDuplicate[];
}

export interface PassOptions {
  write: boolean;
  auth: AuthSession;
  requestId: string | null;
  language: Language;
  /** Told after each batch: the counts so far and how many rows were gone through. */
  progress?: (counts: PassCounts, rowsDone: number) => Promise<void>;
}

/** Where each mapped field and the key sit in the file's rows. */
interface Layout {
  keyIndex: number;
  keyColumn: string;
  fields: { field: string; index: number }[];
  columnOf: Map<string, string>;
}

/** A row that read and checked as its API would take it. */
interface ValidRow {
  input: RowInput;
  body: object;
  hash: string;
  relation?: RowRelation;
}

interface PendingRelation extends RowRelation {
  row: number;
  /** The record of the row that asks (null on a dry run). */
  from: string | null;
}

/** A stable digest of a body: the same values in any key order hash alike. */
function hashOf(body: object): string {
  const sorted = (value: unknown): unknown =>
    Array.isArray(value) ? value.map(sorted) : value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, sorted(v)])) : value;
  return createHash('sha256').update(JSON.stringify(sorted(body))).digest('hex');
}

/** An error a module answered for one row, as the row's field errors. */
function rowFailure(error: unknown): FieldErrors {
  if (error instanceof OptimisticLockError) return { _: 'import_changed_since' };
  if (error instanceof ApiException) {
    if (error.code === 'VERSION_CONFLICT' || error.code === 'NOT_FOUND') return { _: 'import_changed_since' };
    return error.fields && Object.keys(error.fields).length ? error.fields : { _: { key: error.code, params: error.params } };
  }
  throw error;
}

/**
 * One pass over an import's file, the same for the dry run and the run: every row read into the
 * API's body (kinds/), checked with the API's own schema and the owning module's rules, found
 * among the keys of earlier imports, and then (on a run) created, linked to the record the clinic
 * already has, updated (a later file's changes of a row imported before) or skipped (the same
 * values again). The file is read as a stream a batch at a time, each batch written in its own
 * transaction with its keys, so memory stays flat and a run that stops can be run again.
 */
@Injectable()
export class ImportPass {
  constructor(
    private readonly em: EntityManager,
    private readonly store: ImportFileStore,
    private readonly records: ImportRecords,
    private readonly errors: ImportErrors,
    private readonly targets: ImportTargets,
    private readonly references: ReferenceSources,
  ) {}

  async perform(dataImport: DataImport, options: PassOptions): Promise<PassResult> {
    const mapping = dataImport.mapping!;
    const target = this.targets.of(dataImport.kind!);
    const context: RunContext = {
      importUuid: dataImport.uuid,
      dateOrder: mapping.dateOrder,
      write: options.write,
      auth: options.auth,
      requestId: options.requestId,
      language: options.language,
      refs: this.references.forRun(options.write),
      now: new Date(),
    };
    const pass = new PassState();
    await this.errors.clear(dataImport.uuid);
    let layout: Layout | null = null;
    let batch: SheetRow[] = [];
    const flush = async () => {
      await this.batch(batch, layout!, target, context, pass);
      batch = [];
      this.em.clear();
      await options.progress?.(pass.counts, pass.rows);
    };
    for await (const row of sheetRows(this.store.open(dataImport.uuid), dataImport)) {
      if (!layout) {
        layout = layoutOf(headerNames(row.cells), mapping.keyColumn, mapping.columns);
        continue;
      }
      batch.push(row);
      if (batch.length >= target.batchSize) await flush();
    }
    if (batch.length) await flush();
    if (layout) await this.relate(pass, layout, target, context);
    return { ...pass.counts, rows: pass.rows, errors: pass.errorCount, duplicates: pass.duplicates };
  }

  private async batch(rows: readonly SheetRow[], layout: Layout, target: ImportTarget<object>, context: RunContext, pass: PassState): Promise<void> {
    const errors: RowError[] = [];
    const fail = (row: number, fields: FieldErrors, counted = true) => {
      errors.push(...this.rowErrors(row, fields, layout, target));
      if (counted) pass.counts.failed++;
    };
    pass.rows += rows.length;
    const inputs: RowInput[] = [];
    for (const { row, cells } of rows) {
      const key = cells[layout.keyIndex]?.trim() ?? '';
      if (!key) fail(row, { key: 'import_key_missing' });
      else if (pass.keys.has(key)) fail(row, { key: { key: 'import_key_repeated', params: { key } } });
      else {
        pass.keys.add(key);
        const values: RowInput['values'] = {};
        for (const { field, index } of layout.fields) {
          const text = cells[index]?.trim();
          if (text) values[field as keyof RowInput['values']] = text;
        }
        inputs.push({ row, key, values });
      }
    }

    const read = await target.read(inputs, context);
    const valid: ValidRow[] = [];
    read.forEach((result, index) => {
      const input = inputs[index];
      if ('fields' in result) return fail(input.row, result.fields);
      const parsed = target.schema.safeParse(result.body);
      if (!parsed.success) return fail(input.row, issuesToFields(parsed.error.issues, result.body));
      const refused = target.check?.(parsed.data);
      if (refused) return fail(input.row, refused);
      valid.push({ input, body: parsed.data, hash: hashOf(parsed.data), relation: result.relation });
    });

    const known = await this.records.byKeys(target.kind, valid.map((row) => row.input.key));
    const fresh = valid.filter((row) => !known.has(row.input.key));
    const changed = valid.filter((row) => known.has(row.input.key) && known.get(row.input.key)!.hash !== row.hash);
    for (const row of valid) {
      const record = known.get(row.input.key);
      if (record && record.hash === row.hash) {
        // A row this import already took (an earlier attempt of the same run) was counted then.
        if (record.dataImport.uuid !== context.importUuid) pass.counts.skipped++;
        pass.relate(row, record.recordUuid, context.write);
      }
    }
    // A record changed by hand since it was imported is the clinic's now: a later file does not overwrite it.
    const versions = await target.versions(changed.map((row) => known.get(row.input.key)!.recordUuid));
    const updating = changed.filter((row) => {
      const record = known.get(row.input.key)!;
      if (versions.get(record.recordUuid) === record.recordVersion) return true;
      fail(row.input.row, { _: 'import_changed_since' });
      return false;
    });
    const matches: (Match | null)[] = target.matches ? await target.matches(fresh.map((row) => row.body)) : fresh.map(() => null);
    const creating = fresh.filter((_, index) => !matches[index]);
    const linking = fresh.flatMap((row, index) => (matches[index] ? [{ row, match: matches[index] }] : []));
    for (const { row, match } of linking) if (match.patient) pass.duplicate({ row: row.input.row, patient: match.patient });

    if (!context.write) {
      pass.counts.created += creating.length;
      pass.counts.updated += updating.length;
      pass.counts.skipped += linking.length;
      for (const row of [...creating, ...updating, ...linking.map(({ row: linked }) => linked)]) pass.relate(row, null, false);
    } else {
      await this.create(creating, target, context, pass, fail);
      await this.records.add(
        context.importUuid,
        target.kind,
        linking.map(({ row, match }) => ({ key: row.input.key, recordUuid: match.uuid, version: match.version, hash: row.hash, outcome: 'linked' as const })),
      );
      pass.counts.skipped += linking.length;
      for (const { row, match } of linking) pass.relate(row, match.uuid, true);
      for (const row of updating) await this.update(row, known.get(row.input.key)!, target, context, pass, fail);
    }
    pass.errorCount += errors.length;
    await this.errors.add(context.importUuid, errors);
  }

  /** New records: a batch in one transaction with their keys, or row by row (a failed batch is retried so, to find its bad row). */
  private async create(rows: readonly ValidRow[], target: ImportTarget<object>, context: RunContext, pass: PassState, fail: (row: number, fields: FieldErrors) => void): Promise<void> {
    const write = async (group: readonly ValidRow[]) => {
      const made = await this.em.transactional(async () => {
        // A batch need not wait for its commit to reach the disk: were the server to crash first, the
        // batch is lost whole (cards and keys together) and running the import again puts it in.
        await this.em.execute('set local synchronous_commit to off');
        const records = await target.create(group.map((row) => row.body), context);
        await this.records.add(
          context.importUuid,
          target.kind,
          group.map((row, index) => ({ key: row.input.key, recordUuid: records[index].uuid, version: records[index].version, hash: row.hash, outcome: 'created' as const })),
        );
        return records;
      });
      pass.counts.created += group.length;
      group.forEach((row, index) => pass.relate(row, made[index].uuid, true));
    };
    if (!rows.length) return;
    if (!target.rowByRow && rows.length > 1) {
      try {
        return await write(rows);
      } catch (error) {
        log.warn({ msg: 'a batch failed; its rows are written one at a time', import: context.importUuid, error: String(error) });
      }
    }
    for (const row of rows) {
      try {
        await write([row]);
      } catch (error) {
        fail(row.input.row, rowFailure(error));
      }
    }
  }

  /** A row imported before with other values: the record changes (if still as imported), what it was is kept for undo. */
  private async update(row: ValidRow, record: ImportRecord, target: ImportTarget<object>, context: RunContext, pass: PassState, fail: (row: number, fields: FieldErrors) => void): Promise<void> {
    try {
      await this.em.transactional(async () => {
        const before = await target.current(record.recordUuid);
        const version = await target.update(record.recordUuid, row.body, record.recordVersion, context);
        await this.records.takeOver(record, context.importUuid, version, row.hash, before);
      });
      pass.counts.updated++;
      pass.relate(row, record.recordUuid, true);
    } catch (error) {
      fail(row.input.row, rowFailure(error));
    }
  }

  /** The links rows asked for (a patient's relative), once every row is in: by the other row's key. */
  private async relate(pass: PassState, layout: Layout, target: ImportTarget<object>, context: RunContext): Promise<void> {
    const errors: RowError[] = [];
    for (let start = 0; start < pass.relations.length; start += 500) {
      const group = pass.relations.slice(start, start + 500);
      const known = await this.records.byKeys(target.kind, group.map((relation) => relation.key));
      for (const relation of group) {
        const to = known.get(relation.key)?.recordUuid;
        const unknown = { [relation.field]: { key: 'import_unknown_relative', params: { key: relation.key } } };
        if (!context.write) {
          if (!to && !pass.keys.has(relation.key)) errors.push(...this.rowErrors(relation.row, unknown, layout, target));
          continue;
        }
        if (!to) {
          errors.push(...this.rowErrors(relation.row, unknown, layout, target));
          continue;
        }
        try {
          await target.relate!(relation.from!, to, relation.type);
        } catch (error) {
          errors.push(...this.rowErrors(relation.row, rowFailure(error), layout, target));
        }
      }
    }
    pass.errorCount += errors.length;
    await this.errors.add(context.importUuid, errors);
  }

  /** A row's field errors as stored: each under its import field (or the API's name), with the file's column. */
  private rowErrors(row: number, fields: FieldErrors, layout: Layout, target: ImportTarget<object>): RowError[] {
    const ownFields: readonly string[] = IMPORT_FIELDS[target.kind];
    return Object.entries(fields).map(([path, message]: [string, FieldMessage]) => {
      const top = path.split('.')[0];
      const field = (target.fieldOf as Record<string, string>)[top] ?? top;
      const column = field === 'key' ? layout.keyColumn : ownFields.includes(field) ? (layout.columnOf.get(field) ?? null) : null;
      return { row, field, column, message };
    });
  }
}

/** What one pass keeps between batches: the counts, the keys seen, the links asked for. */
class PassState {
  readonly counts: PassCounts = { created: 0, updated: 0, skipped: 0, failed: 0 };
  rows = 0;
  errorCount = 0;
  /** Every key of the file read so far (a key twice is an error; a relative may be any row). */
  readonly keys = new Set<string>();
  readonly relations: PendingRelation[] = [];
  readonly duplicates: ImportDuplicate[] = [];

  relate(row: ValidRow, from: string | null, write: boolean): void {
    if (row.relation && (from || !write)) this.relations.push({ ...row.relation, row: row.input.row, from });
  }

  duplicate(duplicate: ImportDuplicate): void {
    if (this.duplicates.length < IMPORT_ERRORS_SHOWN) this.duplicates.push(duplicate);
  }
}

function layoutOf(headers: readonly string[], keyColumn: string, columns: Record<string, string | null>): Layout {
  const keyIndex = headers.indexOf(keyColumn);
  if (keyIndex < 0) throw new Error(`the key column ${keyColumn} is not among the file's headers`);
  const fields = Object.entries(columns).flatMap(([header, field]) => (field && headers.includes(header) ? [{ field, index: headers.indexOf(header) }] : []));
  const columnOf = new Map(Object.entries(columns).flatMap(([header, field]) => (field ? [[field, header] as [string, string]] : [])));
  return { keyIndex, keyColumn, fields, columnOf };
}
