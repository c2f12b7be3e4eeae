import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261126141122_imports_init } from './Migration20261126141122_imports_init.js';
import { Migration20261126210607_imports_created_by_uuid } from './Migration20261126210607_imports_created_by_uuid.js';

import { Migration20261203090200_imports_sealed } from './Migration20261203090200_imports_sealed.js';
/** The imports module's migrations, oldest first (each file in this folder, listed once). */
export const importsMigrations: MigrationObject[] = [
  { name: 'Migration20261126141122_imports_init', class: Migration20261126141122_imports_init },
  { name: 'Migration20261126210607_imports_created_by_uuid', class: Migration20261126210607_imports_created_by_uuid },
  { name: 'Migration20261203090200_imports_sealed', class: Migration20261203090200_imports_sealed },
];
