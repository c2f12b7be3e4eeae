import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Language } from '@dental/contracts';
import { ApiException, type AuthSession } from '@dental/server-core';
import { ImportFileStore } from '../file/import-file-store.js';
import { DataImport } from '../imports/data-import.entity.js';
import type { RunContext } from '../kinds/import-target.js';
import { ImportTargets } from '../kinds/import-targets.js';
import { ReferenceSources } from '../kinds/references.js';
import type { ImportRecord } from '../records/import-record.entity.js';
import { ImportRecords } from '../records/import-records.service.js';

/** How many changed records the refusal names. */
const SHOWN = 5;

/**
 * Undo of a whole import, only while nothing it imported has changed: every record it made or
 * updated is still at the version it left (no edit, no delete, no merge), no later import updated
 * one of them, and no other module has come to depend on one (a patient since booked, invoiced
 * or given a balance). Then, in one transaction, what it made is removed through the owning
 * modules, what it updated gets the values back it replaced, its keys are forgotten (a later run
 * imports those rows again), and its file is deleted.
 */
@Injectable()
export class ImportUndo {
  constructor(
    private readonly em: EntityManager,
    private readonly records: ImportRecords,
    private readonly targets: ImportTargets,
    private readonly references: ReferenceSources,
    private readonly store: ImportFileStore,
  ) {}

  async undo(dataImport: DataImport, auth: AuthSession, language: Language, requestId: string | null): Promise<void> {
    const target = this.targets.of(dataImport.kind!);
    await this.checkUnchanged(dataImport);
    const context: RunContext = {
      importUuid: dataImport.uuid,
      dateOrder: dataImport.mapping!.dateOrder,
      write: true,
      auth,
      requestId,
      language,
      refs: this.references.forRun(true),
      now: new Date(),
    };
    await this.em.transactional(async () => {
      for await (const page of this.records.ofImport(dataImport.uuid)) {
        const made = page.filter((record) => record.outcome === 'created');
        await target.remove(new Map(made.map((record) => [record.recordUuid, record.recordVersion])), context);
        for (const record of page.filter((one) => one.outcome === 'updated')) {
          const version = await target.update(record.recordUuid, record.previous!.values, record.recordVersion, context);
          await this.records.restore(record, version);
        }
        await this.records.forget(page.filter((record) => record.outcome !== 'updated'));
      }
      await this.store.remove(dataImport.uuid);
      await this.em.nativeUpdate(DataImport, { uuid: dataImport.uuid }, { state: 'undone', fileKept: false, progress: 100, finishedAt: new Date() });
    });
  }

  /** 409 IMPORT_CHANGED naming how many records changed (and the first few's keys), else nothing. */
  private async checkUnchanged(dataImport: DataImport): Promise<void> {
    const target = this.targets.of(dataImport.kind!);
    if (await this.records.supersededIn(dataImport.uuid)) throw changed(1, []);
    const changedKeys: string[] = [];
    for await (const page of this.records.ofImport(dataImport.uuid)) {
      const ours = page.filter((record) => record.outcome !== 'linked');
      const versions = await target.versions(ours.map((record) => record.recordUuid));
      const dependents = target.dependents ? await target.dependents(ours.filter((record) => record.outcome === 'created').map((record) => record.recordUuid)) : new Set<string>();
      const isChanged = (record: ImportRecord) => versions.get(record.recordUuid) !== record.recordVersion || dependents.has(record.recordUuid);
      changedKeys.push(...ours.filter(isChanged).map((record) => record.key));
    }
    if (changedKeys.length) throw changed(changedKeys.length, changedKeys.slice(0, SHOWN));
  }
}

const changed = (count: number, keys: string[]) =>
  new ApiException(409, 'IMPORT_CHANGED', undefined, { count, keys: keys.join(', ') }, { count, keys });
