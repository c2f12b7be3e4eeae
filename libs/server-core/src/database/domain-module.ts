import type { Type } from '@nestjs/common';
import type { EntityClass, EntityManager, MigrationObject } from '@mikro-orm/core';
import type { EventConsumerDefinition } from '../events/event-consumer.js';
import type { ExecuteSql } from '../events/event-history.js';
import type { DescribeOptions } from '../openapi/describe-operations.js';
import type { SealedColumn } from '../crypto/key-rotation.js';

/**
 * What a module owns in the shared database: the tables its migrations create, which no other
 * module names (not in SQL, not through an entity), and the read-only views it publishes for the
 * others, each with its columns. A published view is a contract: its columns change only by a new
 * version beside it (`patients_v2`), so the owner may change its tables behind it.
 */
export interface ModuleOwnership {
  tables: readonly string[];
  publishes: Readonly<Record<string, readonly string[]>>;
}

/** Tables of the platform itself, which every module may name: the tenant and the event plumbing. */
export const PLATFORM_TABLES = ['company', 'event_log', 'event_inbox', 'mikro_orm_migrations'] as const;

/**
 * How a domain module (identity, calendar, ...) presents itself to the API that composes it:
 * its Nest module, the entities whose tables it owns, its committed migrations (in order) and
 * the demo data it seeds on an empty database.
 */
export interface DomainModule {
  name: string;
  version: string;
  module: Type;
  entities: EntityClass<object>[];
  /** Its tables and published views (module-ownership.spec.ts in services/api holds every module to them). */
  ownership: ModuleOwnership;
  migrations: MigrationObject[];
  /** Absolute path of the module's `src/migrations` folder (where `migration:create` writes). */
  migrationsPath: string;
  /**
   * Demo data for an empty database. Runs outside any request (no tenant filter parameter), in
   * module order, inside one transaction; `demo` carries what earlier modules created.
   */
  seedDemo?: (em: EntityManager, demo: DemoContext) => Promise<void>;
  /**
   * Appends its records' current state to the event log as the events that made them (creation,
   * issue, treatment): after the demo seed, and in the migration that introduced its events.
   */
  history?: (execute: ExecuteSql) => Promise<void>;
  /** Rebuilds its read models from the event log (after the demo seed and every module's history). */
  replay?: (em: EntityManager) => Promise<void>;
  /** Its consumers of other modules' events (queues and subscriptions exist for every module; workers run where it is served). */
  consumers?: EventConsumerDefinition[];
  /** Its columns of sealed values (and their hashes) that `npm run keys:rotate` seals and hashes again (crypto/key-rotation.ts). */
  sealedColumns?: SealedColumn[];
  /** Error answers of its routes that their declarations do not show, for the OpenAPI document. */
  errorAnswers?: DescribeOptions['errorAnswers'];
}

/** What the seed of one module hands to the next (e.g. identity's companies and branches to settings). */
export type DemoContext = Record<string, unknown>;
