import type { MigrationObject } from '@mikro-orm/core';

/** The reports module's migrations, oldest first (each file in this folder, listed once). */
export const reportsMigrations: MigrationObject[] = [];
