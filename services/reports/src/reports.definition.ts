import type { EntityManager } from '@mikro-orm/postgresql';
import { fileURLToPath } from 'node:url';
import { packageVersion, type DomainModule } from '@dental/server-core';
import { ReportsModule } from './reports.module.js';
import { reportsMigrations } from './migrations/index.js';
import { incomesConsumer } from './incomes/incomes.consumer.js';
import { workloadConsumer } from './workload/workload.consumer.js';
import { openingsConsumer } from './incomes/openings.consumer.js';
import { rebuildReports } from './rebuild/reports-rebuild.js';
import { reportsOwnership } from './published.js';

export const reportsModule: DomainModule = {
  name: 'reports',
  version: packageVersion(import.meta.url),
  module: ReportsModule,
  entities: [],
  ownership: reportsOwnership,
  migrations: reportsMigrations,
  migrationsPath: fileURLToPath(new URL('./migrations/', import.meta.url)),
  consumers: [incomesConsumer, workloadConsumer, openingsConsumer],
  // After the demo seed, every module's history is in the event log: the read model replays it.
  replay: async (em) => void (await rebuildReports(em as EntityManager)),
};
