import { fileURLToPath } from 'node:url';
import { packageVersion, type DomainModule } from '@dental/server-core';
import { identityEntities } from './entities.js';
import { IdentityModule } from './identity.module.js';
import { identityMigrations } from './migrations/index.js';
import { seedIdentityDemo } from './seed/demo-seed.js';
import { identityOwnership } from './published.js';
import { userSealedColumns } from './users/user.entity.js';

export const identityModule: DomainModule = {
  name: 'identity',
  version: packageVersion(import.meta.url),
  module: IdentityModule,
  entities: identityEntities,
  ownership: identityOwnership,
  migrations: identityMigrations,
  migrationsPath: fileURLToPath(new URL('./migrations/', import.meta.url)),
  seedDemo: seedIdentityDemo,
  sealedColumns: userSealedColumns,
  // Sign-in answers wrong credentials with 401 and a burst of them with 429 (the login rate limit).
  errorAnswers: { 'POST /api/auth': [401, 429] },
};
