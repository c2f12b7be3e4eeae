import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122032102_messenger_init } from './Migration20261122032102_messenger_init.js';
import { Migration20261126211332_messenger_uuid_refs } from './Migration20261126211332_messenger_uuid_refs.js';

/** The messenger module's migrations, oldest first (each file in this folder, listed once). */
export const messengerMigrations: MigrationObject[] = [
  { name: 'Migration20261122032102_messenger_init', class: Migration20261122032102_messenger_init },
  { name: 'Migration20261126211332_messenger_uuid_refs', class: Migration20261126211332_messenger_uuid_refs },
];
