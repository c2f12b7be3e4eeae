import { fileURLToPath } from 'node:url';
import { packageVersion, type DomainModule } from '@dental/server-core';
import { BillingModule } from './billing.module.js';
import { billingEntities } from './entities.js';
import { billingMigrations } from './migrations/index.js';
import { seedBillingDemo } from './seed/demo-seed.js';
import { appendBillingHistory } from './events/billing-history.js';
import { billingOwnership } from './published.js';

export const billingModule: DomainModule = {
  name: 'billing',
  version: packageVersion(import.meta.url),
  module: BillingModule,
  entities: billingEntities,
  ownership: billingOwnership,
  migrations: billingMigrations,
  migrationsPath: fileURLToPath(new URL('./migrations/', import.meta.url)),
  seedDemo: seedBillingDemo,
  history: appendBillingHistory,
};
