import { fileURLToPath } from 'node:url';
import { packageVersion, type DomainModule } from '@dental/server-core';
import { ReportsModule } from './reports.module.js';
import { reportsMigrations } from './migrations/index.js';

export const reportsModule: DomainModule = {
  name: 'reports',
  version: packageVersion(import.meta.url),
  module: ReportsModule,
  entities: [],
  migrations: reportsMigrations,
  migrationsPath: fileURLToPath(new URL('./migrations/', import.meta.url)),
};
