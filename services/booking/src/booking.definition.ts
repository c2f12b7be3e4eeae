import { fileURLToPath } from 'node:url';
import { packageVersion, type DomainModule } from '@dental/server-core';
import { BookingModule } from './booking.module.js';
import { bookingEntities } from './entities.js';
import { bookingMigrations } from './migrations/index.js';
import { bookingOwnership } from './published.js';
import { seedBookingDemo } from './seed/demo-seed.js';

export const bookingModule: DomainModule = {
  name: 'booking',
  version: packageVersion(import.meta.url),
  module: BookingModule,
  entities: bookingEntities,
  ownership: bookingOwnership,
  migrations: bookingMigrations,
  migrationsPath: fileURLToPath(new URL('./migrations/', import.meta.url)),
  seedDemo: seedBookingDemo,
};
