import type { EntityManager as CoreEntityManager, IMigrator } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { logger } from '../logging/logger.js';

const log = logger.child('migrations');
/** Any fixed number: every instance that starts at once queues on it. */
const MIGRATION_LOCK = 4_201_337;

/** The parts of a MikroORM instance these helpers use (any driver-typed ORM fits). */
export interface OrmHandle {
  em: CoreEntityManager;
  migrator: IMigrator;
}

/**
 * Applies the pending migrations, all in one transaction. Several API instances may start together
 * (MIGRATE_ON_START=1): a transaction-level advisory lock makes them take turns, and the later
 * ones find nothing left to do.
 */
export async function runMigrations(orm: OrmHandle): Promise<string[]> {
  return withAdvisoryLock(orm, MIGRATION_LOCK, async (em) => {
    const applied = await orm.migrator.up({ transaction: em.getTransactionContext() });
    for (const migration of applied) log.info({ msg: 'migration applied', name: migration.name });
    return applied.map((migration) => migration.name);
  });
}

/** Runs `work` in a transaction holding the Postgres advisory lock `key` until it commits. */
export async function withAdvisoryLock<T>(orm: OrmHandle, key: number, work: (em: EntityManager) => Promise<T>): Promise<T> {
  const root = orm.em as unknown as EntityManager;
  return root.fork().transactional(async (em) => {
    await em.execute('select pg_advisory_xact_lock(?)', [key]);
    return work(em);
  });
}
