import type { MigrationObject } from '@mikro-orm/core';

/** The calendar module's migrations, oldest first (each file in this folder, listed once). */
export const calendarMigrations: MigrationObject[] = [];
