import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261201090100_recall_init } from './Migration20261201090100_recall_init.js';

/** The recall module's migrations, oldest first (each file in this folder, listed once). */
export const recallMigrations: MigrationObject[] = [{ name: 'Migration20261201090100_recall_init', class: Migration20261201090100_recall_init }];
