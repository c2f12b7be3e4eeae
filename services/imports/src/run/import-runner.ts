import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { logger } from '@dental/server-core';
import { ImportFileStore } from '../file/import-file-store.js';
import { DataImport } from '../imports/data-import.entity.js';
import { ImportPass, type PassCounts } from './import-pass.js';
import type { ImportJob } from './import-jobs.js';

const log = logger.child('imports');

/** Thrown between batches when the process is stopping: the run ends as failed, to be run again. */
export class RunStopped extends Error {}

/**
 * One run of an import, in the tenant and language of the user who started it: the pass with
 * writing on, its counts, progress and heartbeat written after every batch, then `finished`
 * (the file deleted) or `failed` (the file kept: run it again and the rows already in are skipped).
 */
@Injectable()
export class ImportRunner {
  constructor(
    private readonly em: EntityManager,
    private readonly pass: ImportPass,
    private readonly store: ImportFileStore,
  ) {}

  async run(job: ImportJob, stopping: () => boolean): Promise<void> {
    const dataImport = await this.em.findOneOrFail(DataImport, { uuid: job.importUuid });
    const total = Math.max(dataImport.rows, 1);
    // A run again after a failure goes on from the counts the earlier attempt reached: the rows it
    // imported are found under this import's own keys and not counted twice (import-pass.ts).
    const before: PassCounts = { created: dataImport.created, updated: dataImport.updated, skipped: dataImport.skipped, failed: 0 };
    const counted = (counts: PassCounts): PassCounts => ({
      created: before.created + counts.created,
      updated: before.updated + counts.updated,
      skipped: before.skipped + counts.skipped,
      failed: counts.failed,
    });
    try {
      const result = await this.pass.perform(dataImport, {
        write: true,
        auth: job.auth,
        requestId: job.requestId,
        language: job.language,
        progress: async (counts, rowsDone) => {
          if (stopping()) throw new RunStopped();
          await this.em.nativeUpdate(DataImport, { uuid: job.importUuid }, { ...counted(counts), progress: Math.min(99, Math.floor((rowsDone / total) * 100)), heartbeatAt: new Date() });
        },
      });
      await this.em.transactional(async () => {
        await this.store.remove(job.importUuid);
        await this.em.nativeUpdate(
          DataImport,
          { uuid: job.importUuid },
          { ...counted(result), state: 'finished', progress: 100, heartbeatAt: null, finishedAt: new Date(), fileKept: false },
        );
      });
    } catch (error) {
      const stopped = error instanceof RunStopped;
      if (!stopped) log.error({ msg: 'import run failed', import: job.importUuid }, error);
      await this.em.nativeUpdate(DataImport, { uuid: job.importUuid }, { state: 'failed', heartbeatAt: null, error: stopped ? 'import_interrupted' : 'import_run_failed' });
    }
  }
}
