import { MikroORM } from '@mikro-orm/postgresql';
import { Company, createOrmConfig, platformMigrations, withAdvisoryLock, type DemoContext, type DomainModule, type OrmHandle } from '@dental/server-core';

/** The entities and migrations of the whole platform (migrations always cover every module, after the platform's own). */
export const allEntities = (registry: readonly DomainModule[]) => registry.flatMap((module) => module.entities);
export const allMigrations = (registry: readonly DomainModule[]) => [...platformMigrations, ...registry.flatMap((module) => module.migrations)];

/** An ORM over every module's entities and migrations (the CLI and the app's start-up tasks). */
export const openOrm = (url: string, registry: readonly DomainModule[]): Promise<MikroORM> =>
  MikroORM.init(createOrmConfig({ url, entities: allEntities(registry), migrations: allMigrations(registry), poolMax: 4 }));

const SEED_LOCK = 4_201_338;

/**
 * Seeds the demo data of every module, in registry order, in one transaction — only when the
 * database has no company yet. Returns whether it seeded. Safe when several instances start at once.
 */
export async function seedDemo(orm: OrmHandle, registry: readonly DomainModule[]): Promise<boolean> {
  return withAdvisoryLock(orm, SEED_LOCK, async (em) => {
    if ((await em.count(Company, {})) > 0) return false;
    const demo: DemoContext = {};
    for (const module of registry) await module.seedDemo?.(em, demo);
    // The demo's records told as events (one log for every module), then the read models built from them.
    for (const module of registry) await module.history?.((sql) => em.execute(sql));
    for (const module of registry) await module.replay?.(em);
    return true;
  });
}
