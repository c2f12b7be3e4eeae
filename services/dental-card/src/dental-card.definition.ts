import { fileURLToPath } from 'node:url';
import { packageVersion, type DomainModule } from '@dental/server-core';
import { DentalCardModule } from './dental-card.module.js';
import { dentalCardEntities } from './entities.js';
import { dentalCardMigrations } from './migrations/index.js';
import { seedDentalCardDemo } from './seed/demo-seed.js';
import { appendDentalCardHistory } from './events/dental-card-history.js';
import { dentalCardOwnership } from './published.js';
import { consentFormSealedColumns } from './consent-forms/consent-form.entity.js';

export const dentalCardModule: DomainModule = {
  name: 'dental-card',
  version: packageVersion(import.meta.url),
  module: DentalCardModule,
  entities: dentalCardEntities,
  ownership: dentalCardOwnership,
  migrations: dentalCardMigrations,
  migrationsPath: fileURLToPath(new URL('./migrations/', import.meta.url)),
  seedDemo: seedDentalCardDemo,
  history: appendDentalCardHistory,
  sealedColumns: consentFormSealedColumns,
};
