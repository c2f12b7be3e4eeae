import { fileURLToPath } from 'node:url';
import { packageVersion, type DomainModule } from '@dental/server-core';
import { MessengerModule } from './messenger.module.js';
import { messengerMigrations } from './migrations/index.js';
import { messengerEntities } from './entities.js';
import { messengerOwnership } from './published.js';

export const messengerModule: DomainModule = {
  name: 'messenger',
  version: packageVersion(import.meta.url),
  module: MessengerModule,
  entities: messengerEntities,
  ownership: messengerOwnership,
  migrations: messengerMigrations,
  migrationsPath: fileURLToPath(new URL('./migrations/', import.meta.url)),
};
