import type { EntityManager } from '@mikro-orm/postgresql';
import { fileURLToPath } from 'node:url';
import { packageVersion, type DomainModule } from '@dental/server-core';
import { recallEntities } from './entities.js';
import { recallMigrations } from './migrations/index.js';
import { recallConsumer } from './projection/recall.consumer.js';
import { rebuildRecalls } from './projection/recall-rebuild.js';
import { recallOwnership } from './published.js';
import { RecallModule } from './recall.module.js';
import { seedRecallDemo } from './seed/demo-seed.js';

export const recallModule: DomainModule = {
  name: 'recall',
  version: packageVersion(import.meta.url),
  module: RecallModule,
  entities: recallEntities,
  ownership: recallOwnership,
  migrations: recallMigrations,
  migrationsPath: fileURLToPath(new URL('./migrations/', import.meta.url)),
  seedDemo: seedRecallDemo,
  consumers: [recallConsumer],
  // After the demo seed, every module's history is in the event log: the recalls are built from it.
  replay: async (em) => void (await rebuildRecalls(em as EntityManager)),
};
