import { fileURLToPath } from 'node:url';
import { packageVersion, type DomainModule } from '@dental/server-core';
import { messagesEntities } from './entities.js';
import { MessagesModule } from './messages.module.js';
import { messagesMigrations } from './migrations/index.js';
import { messagesOwnership } from './published.js';

export const messagesModule: DomainModule = {
  name: 'messages',
  version: packageVersion(import.meta.url),
  module: MessagesModule,
  entities: messagesEntities,
  ownership: messagesOwnership,
  migrations: messagesMigrations,
  migrationsPath: fileURLToPath(new URL('./migrations/', import.meta.url)),
};
