import { fileURLToPath } from 'node:url';
import { packageVersion, type DomainModule } from '@dental/server-core';
import { patientsEntities } from './entities.js';
import { PatientsModule } from './patients.module.js';
import { patientsMigrations } from './migrations/index.js';
import { seedPatientsDemo } from './seed/demo-seed.js';
import { patientsOwnership } from './published.js';
import { patientSealedColumns } from './patients/personal-code-rotation.js';

export const patientsModule: DomainModule = {
  name: 'patients',
  version: packageVersion(import.meta.url),
  module: PatientsModule,
  entities: patientsEntities,
  ownership: patientsOwnership,
  migrations: patientsMigrations,
  migrationsPath: fileURLToPath(new URL('./migrations/', import.meta.url)),
  seedDemo: seedPatientsDemo,
  sealedColumns: patientSealedColumns,
};
