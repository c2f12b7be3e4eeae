import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261201181500_messages_init } from './Migration20261201181500_messages_init.js';
import { Migration20261201190000_messages_link_key } from './Migration20261201190000_messages_link_key.js';

/** The messages module's migrations, oldest first (each file in this folder, listed once). */
export const messagesMigrations: MigrationObject[] = [
  { name: 'Migration20261201181500_messages_init', class: Migration20261201181500_messages_init },
  { name: 'Migration20261201190000_messages_link_key', class: Migration20261201190000_messages_link_key },
];
