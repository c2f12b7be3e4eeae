import type { Language } from '@dental/contracts';
import type { AuthSession } from '@dental/server-core';

/** What a background run needs to act as the user who started it. */
export interface ImportJob {
  importUuid: string;
  auth: AuthSession;
  language: Language;
  requestId: string | null;
}

/**
 * Where runs go to be run. The one implementation runs them in this API process
 * (InProcessImportJobs); the import's state, counters and heartbeat are in its row, so a run
 * can move onto a queue (pg-boss) by implementing this one method, nothing else changing.
 */
export interface ImportJobs {
  /** Takes the run; resolves once it is taken, not when it ends. */
  enqueue(job: ImportJob): Promise<void>;
}

/** Nest injection token of the ImportJobs in use. */
export const IMPORT_JOBS = Symbol.for('dental.imports.ImportJobs');
