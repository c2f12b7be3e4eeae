import { fileURLToPath } from 'node:url';
import { packageVersion, type DomainModule } from '@dental/server-core';
import { importsEntities } from './entities.js';
import { ImportsModule } from './imports.module.js';
import { importsMigrations } from './migrations/index.js';
import { importsOwnership } from './published.js';
import { importSealedColumns } from './imports/data-import.entity.js';

export const importsModule: DomainModule = {
  name: 'imports',
  version: packageVersion(import.meta.url),
  module: ImportsModule,
  entities: importsEntities,
  ownership: importsOwnership,
  migrations: importsMigrations,
  migrationsPath: fileURLToPath(new URL('./migrations/', import.meta.url)),
  sealedColumns: importSealedColumns,
};
