import { fileURLToPath } from 'node:url';
import { packageVersion, type DomainModule } from '@dental/server-core';
import { settingsEntities } from './entities.js';
import { SettingsModule } from './settings.module.js';
import { settingsMigrations } from './migrations/index.js';
import { seedSettingsDemo } from './seed/demo-seed.js';
import { settingsOwnership } from './published.js';

export const settingsModule: DomainModule = {
  name: 'settings',
  version: packageVersion(import.meta.url),
  module: SettingsModule,
  entities: settingsEntities,
  ownership: settingsOwnership,
  migrations: settingsMigrations,
  migrationsPath: fileURLToPath(new URL('./migrations/', import.meta.url)),
  seedDemo: seedSettingsDemo,
};
