import { MikroORM } from '@mikro-orm/postgresql';
import {
  Company,
  createOrmConfig,
  runMigrations,
  withAdvisoryLock,
  type DemoContext,
  type OrmHandle,
} from '@dental/server-core';
import { ALL_MODULES, allEntities, allMigrations } from '../modules.js';

/** An ORM over every module's entities and migrations (the CLI and the app's start-up tasks). */
export const openOrm = (url: string): Promise<MikroORM> =>
  MikroORM.init(createOrmConfig({ url, entities: allEntities(), migrations: allMigrations(), poolMax: 4 }));

export { runMigrations };

const SEED_LOCK = 4_201_338;

/**
 * Seeds the demo data of every module, in module order, in one transaction — only when the
 * database has no company yet. Returns whether it seeded. Safe when several instances start at once.
 */
export async function seedDemo(orm: OrmHandle): Promise<boolean> {
  return withAdvisoryLock(orm, SEED_LOCK, async (em) => {
    if ((await em.count(Company, {})) > 0) return false;
    const demo: DemoContext = {};
    for (const module of ALL_MODULES) await module.seedDemo?.(em, demo);
    return true;
  });
}
