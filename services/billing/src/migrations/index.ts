import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261123230141_billing_init } from './Migration20261123230141_billing_init.js';
import { Migration20261125025601_billing_products_used } from './Migration20261125025601_billing_products_used.js';
import { Migration20261125030208_billing_vat_number_to_branch } from './Migration20261125030208_billing_vat_number_to_branch.js';
import { Migration20261126135716_billing_refunds_and_kept_buyer } from './Migration20261126135716_billing_refunds_and_kept_buyer.js';
import { Migration20261126141107_billing_opening_balances } from './Migration20261126141107_billing_opening_balances.js';
import { Migration20261126152200_billing_events } from './Migration20261126152200_billing_events.js';
import { Migration20261203010300_billing_catalogue_uuid } from './Migration20261203010300_billing_catalogue_uuid.js';
import { Migration20261203010500_billing_appointment_uuid } from './Migration20261203010500_billing_appointment_uuid.js';

/** The billing module's migrations, oldest first (each file in this folder, listed once). */
export const billingMigrations: MigrationObject[] = [
  { name: 'Migration20261123230141_billing_init', class: Migration20261123230141_billing_init },
  { name: 'Migration20261125025601_billing_products_used', class: Migration20261125025601_billing_products_used },
  { name: 'Migration20261125030208_billing_vat_number_to_branch', class: Migration20261125030208_billing_vat_number_to_branch },
  { name: 'Migration20261126135716_billing_refunds_and_kept_buyer', class: Migration20261126135716_billing_refunds_and_kept_buyer },
  { name: 'Migration20261126141107_billing_opening_balances', class: Migration20261126141107_billing_opening_balances },
  { name: 'Migration20261126152200_billing_events', class: Migration20261126152200_billing_events },
  { name: 'Migration20261203010300_billing_catalogue_uuid', class: Migration20261203010300_billing_catalogue_uuid },
  { name: 'Migration20261203010500_billing_appointment_uuid', class: Migration20261203010500_billing_appointment_uuid },
];
