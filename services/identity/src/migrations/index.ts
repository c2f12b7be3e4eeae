import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122031002_identity_init } from './Migration20261122031002_identity_init.js';

/** The identity module's migrations, oldest first (each file in this folder, listed once). */
export const identityMigrations: MigrationObject[] = [
  { name: 'Migration20261122031002_identity_init', class: Migration20261122031002_identity_init },
];
