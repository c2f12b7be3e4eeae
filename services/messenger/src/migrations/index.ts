import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122032102_messenger_init } from './Migration20261122032102_messenger_init.js';

/** The messenger module's migrations, oldest first (each file in this folder, listed once). */
export const messengerMigrations: MigrationObject[] = [
  { name: 'Migration20261122032102_messenger_init', class: Migration20261122032102_messenger_init },
];
