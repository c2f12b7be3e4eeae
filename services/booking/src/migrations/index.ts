import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261202091000_booking_init } from './Migration20261202091000_booking_init.js';
import { Migration20261202091100_booking_published_v1 } from './Migration20261202091100_booking_published_v1.js';

/** The booking module's migrations, oldest first (each file in this folder, listed once). */
export const bookingMigrations: MigrationObject[] = [
  { name: 'Migration20261202091000_booking_init', class: Migration20261202091000_booking_init },
  { name: 'Migration20261202091100_booking_published_v1', class: Migration20261202091100_booking_published_v1 },
];
