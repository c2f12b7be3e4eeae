import type { EntityManager } from '@mikro-orm/postgresql';
import { fileURLToPath } from 'node:url';
import { packageVersion, type DomainModule } from '@dental/server-core';
import { ReportsModule } from './reports.module.js';
import { reportsMigrations } from './migrations/index.js';
import { rebuildIncomeSummary } from './incomes/income-summary.js';

export const reportsModule: DomainModule = {
  name: 'reports',
  version: packageVersion(import.meta.url),
  module: ReportsModule,
  entities: [],
  migrations: reportsMigrations,
  migrationsPath: fileURLToPath(new URL('./migrations/', import.meta.url)),
  // The demo's invoices, payments and treatments are stored by the earlier modules' seeds, in bulk.
  seedDemo: (em) => rebuildIncomeSummary(em as EntityManager),
};
