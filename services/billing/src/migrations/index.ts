import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261123230141_billing_init } from './Migration20261123230141_billing_init.js';

/** The billing module's migrations, oldest first (each file in this folder, listed once). */
export const billingMigrations: MigrationObject[] = [{ name: 'Migration20261123230141_billing_init', class: Migration20261123230141_billing_init }];
