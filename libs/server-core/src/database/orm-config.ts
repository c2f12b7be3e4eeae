import type { EntityClass, MigrationObject } from '@mikro-orm/core';
import { ReflectMetadataProvider } from '@mikro-orm/decorators/legacy';
import { Migrator } from '@mikro-orm/migrations';
import { PostgreSqlDriver, defineConfig, type Options } from '@mikro-orm/postgresql';
import { logger } from '../logging/logger.js';
import { Company } from './company.entity.js';
import { platformFilters } from './filters.js';
import { TenantSubscriber } from './tenant.subscriber.js';

export interface OrmConfigInput {
  /** postgres://user:password@host:port/database */
  url: string;
  entities: EntityClass<object>[];
  /** All migrations of the composed modules, in the order they must run. */
  migrations?: MigrationObject[];
  poolMax?: number;
  /** A streaming replica (DATABASE_REPLICA_URL): read only where readSource chooses it. */
  replicaUrl?: string;
}

const log = logger.child('orm');

/** How long a request waits for a database connection before it is told the database is unavailable. */
export const DB_CONNECT_TIMEOUT_MS = 3_000;

/**
 * The one MikroORM configuration of the platform. Schema changes come only from migrations
 * (never schema sync); the runtime never writes snapshots (those belong to `migration:create`).
 */
export function createOrmConfig(input: OrmConfigInput): Options {
  const entities = [Company, ...input.entities.filter((entity) => entity !== Company)];
  return defineConfig({
    driver: PostgreSqlDriver,
    clientUrl: input.url,
    entities,
    metadataProvider: ReflectMetadataProvider,
    filters: platformFilters(entities),
    subscribers: [new TenantSubscriber()],
    extensions: [Migrator],
    migrations: {
      migrationsList: input.migrations ?? [],
      snapshot: false,
      transactional: true,
      allOrNothing: true,
    },
    pool: { max: input.poolMax ?? 10 },
    // A connection (or a free one of the pool) waited for at most 3 s: with the primary down a
    // request answers 503 DATABASE_UNAVAILABLE (error-answer.ts) instead of hanging (issue 31).
    driverOptions: { connectionTimeoutMillis: DB_CONNECT_TIMEOUT_MS },
    // MikroORM would send every find outside a transaction to a replica; here only the reports and
    // the exports read there, through readSource (read-source.ts), which keeps read-your-writes.
    ...(input.replicaUrl ? { replicas: [{ name: 'replica', clientUrl: input.replicaUrl }] } : {}),
    preferReadReplicas: false,
    debug: process.env.ORM_DEBUG === '1',
    logger: (message) => log.debug(message),
  });
}
