import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { ImportKind } from '@dental/contracts';
import { insertJsonRows, tenantCompanyId } from '@dental/server-core';
import { ImportRecord, type PreviousState, type RecordOutcome } from './import-record.entity.js';

/** A row's key and what became of it, to be recorded. */
export interface RecordEntry {
  key: string;
  recordUuid: string;
  version: number;
  hash: string;
  outcome: RecordOutcome;
}

/** How many records are read at a time when an import's records are gone through (undo). */
const PAGE = 2000;

/**
 * The old system's keys and the records they became (import-record.entity.ts): found by key when
 * a row comes again, added as rows are imported, moved to a later import that updates them, and
 * taken back by undo. Runs in the caller's tenant and transaction.
 */
@Injectable()
export class ImportRecords {
  constructor(private readonly em: EntityManager) {}

  /** The live records of these keys of `kind`, by key. */
  async byKeys(kind: ImportKind, keys: readonly string[]): Promise<Map<string, ImportRecord>> {
    if (!keys.length) return new Map();
    const found = await this.em.find(ImportRecord, { kind, key: { $in: [...new Set(keys)] } });
    return new Map(found.map((record) => [record.key, record]));
  }

  /** One insert for a batch's keys, one JSON parameter (no entity to track: a run writes a hundred thousand). */
  async add(importUuid: string, kind: ImportKind, entries: readonly RecordEntry[]): Promise<void> {
    const company = tenantCompanyId(this.em);
    await insertJsonRows(
      this.em,
      'import_record',
      ['company_id', 'import_uuid', 'kind', 'key', 'record_uuid', 'record_version', 'hash', 'outcome'],
      entries.map((entry) => ({
        company_id: company,
        import_uuid: importUuid,
        kind,
        key: entry.key,
        record_uuid: entry.recordUuid,
        record_version: entry.version,
        hash: entry.hash,
        outcome: entry.outcome,
      })),
    );
  }

  /** A later import changed the record: it is that import's now, with what it replaced kept for its undo. */
  async takeOver(record: ImportRecord, importUuid: string, version: number, hash: string, values: Record<string, unknown>): Promise<void> {
    const previous: PreviousState = { importUuid: record.dataImport.uuid, outcome: record.outcome, version: record.recordVersion, hash: record.hash, values };
    await this.em.nativeUpdate(ImportRecord, { uuid: record.uuid }, { dataImport: importUuid, recordVersion: version, hash, outcome: 'updated', previous });
  }

  /**
   * The import's records, a page at a time, for undo: by uuid after the last one read, so records
   * taken back while going through do not shift the pages.
   */
  async *ofImport(importUuid: string): AsyncGenerator<ImportRecord[]> {
    let after = '';
    for (;;) {
      const page = await this.em.find(ImportRecord, { dataImport: importUuid, ...(after ? { uuid: { $gt: after } } : {}) }, { orderBy: { uuid: 'asc' }, limit: PAGE });
      if (page.length) yield page;
      if (page.length < PAGE) return;
      after = page[page.length - 1].uuid;
    }
  }

  /** Whether any record the import made or changed has since been changed by a later import. */
  async supersededIn(importUuid: string): Promise<boolean> {
    return (await this.em.count(ImportRecord, { previous: { importUuid } })) > 0;
  }

  /** Undo of a made or linked record: its key is forgotten (a later run imports the row again). */
  async forget(records: readonly ImportRecord[]): Promise<void> {
    if (!records.length) return;
    await this.em.nativeUpdate(ImportRecord, { uuid: { $in: records.map((record) => record.uuid) } }, { deletedAt: new Date() });
  }

  /** Undo of an update: the record is the earlier import's again, as that one left it (at `version` now). */
  async restore(record: ImportRecord, version: number): Promise<void> {
    const previous = record.previous!;
    await this.em.nativeUpdate(
      ImportRecord,
      { uuid: record.uuid },
      { dataImport: previous.importUuid, recordVersion: version, hash: previous.hash, outcome: previous.outcome, previous: null },
    );
  }
}
