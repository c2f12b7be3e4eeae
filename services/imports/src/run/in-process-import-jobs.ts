import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { logger, runInRequestContext, withTenant } from '@dental/server-core';
import type { ImportJob, ImportJobs } from './import-jobs.js';
import { ImportRunner } from './import-runner.js';

const log = logger.child('imports');

/**
 * Runs imports in this API process, in the background of the request that started them, each in
 * its own ORM context scoped to the starter's company, with the starter's session and language as
 * its request context. On shutdown a run stops after its batch (state `failed`, run it again).
 */
@Injectable()
export class InProcessImportJobs implements ImportJobs, OnApplicationShutdown {
  private readonly running = new Set<Promise<void>>();
  private stopping = false;

  constructor(
    private readonly em: EntityManager,
    private readonly runner: ImportRunner,
  ) {}

  async enqueue(job: ImportJob): Promise<void> {
    const context = { requestId: job.requestId ?? `import-${job.importUuid}`, language: job.language, auth: job.auth };
    const work = withTenant(this.em, job.auth.companyId, () => runInRequestContext(context, () => this.runner.run(job, () => this.stopping)))
      .catch((error: unknown) => log.error({ msg: 'import job failed', import: job.importUuid }, error))
      .finally(() => this.running.delete(work));
    this.running.add(work);
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopping = true;
    await Promise.allSettled([...this.running]);
  }
}
