import { fileURLToPath } from 'node:url';
import { packageVersion, type DomainModule } from '@dental/server-core';
import { CalendarModule } from './calendar.module.js';
import { calendarEntities } from './entities.js';
import { calendarMigrations } from './migrations/index.js';
import { seedCalendarDemo } from './seed/demo-seed.js';
import { appendCalendarHistory } from './events/calendar-history.js';
import { calendarOwnership } from './published.js';

export const calendarModule: DomainModule = {
  name: 'calendar',
  version: packageVersion(import.meta.url),
  module: CalendarModule,
  entities: calendarEntities,
  ownership: calendarOwnership,
  migrations: calendarMigrations,
  migrationsPath: fileURLToPath(new URL('./migrations/', import.meta.url)),
  seedDemo: seedCalendarDemo,
  history: appendCalendarHistory,
};
