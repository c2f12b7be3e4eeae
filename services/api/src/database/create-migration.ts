import type { EntityProperty } from '@mikro-orm/core';
import { MikroORM, type Options } from '@mikro-orm/postgresql';
import { createOrmConfig, type DomainModule } from '@dental/server-core';
import { allEntities } from '@dental/server-host';
import { ALL_MODULES } from '../modules.js';

/**
 * Generates the next migration of ONE module into its own `src/migrations/` folder, from the diff
 * between its entities and its own snapshot (`.snapshot-<module>.json`). The ORM knows every
 * entity (relations resolve), but the other modules' tables are skipped, so each module's
 * migrations hold only its own tables. Add the new file to the folder's index.ts afterwards.
 */
export async function createMigration(url: string, moduleName: string, label?: string): Promise<string | undefined> {
  const target = ALL_MODULES.find((module) => module.name === moduleName);
  if (!target) throw new Error(`Unknown module ${moduleName}`);
  if (target.migrationsPath.includes('/dist/')) {
    throw new Error('Create migrations from the TypeScript sources (npm run cli -w @dental/api -- migration:create ...)');
  }
  const base = createOrmConfig({ url, entities: allEntities(ALL_MODULES) });
  const skipTables = await tablesOfOtherModules(base, target);
  const orm = await MikroORM.init({
    ...base,
    migrations: {
      ...base.migrations,
      migrationsList: undefined,
      path: target.migrationsPath,
      pathTs: target.migrationsPath,
      emit: 'ts',
      snapshot: true,
      snapshotName: `.snapshot-${target.name}`,
      fileName: (timestamp: string, name?: string) => `Migration${timestamp}_${target.name}${name ? `_${name}` : ''}`,
    },
    schemaGenerator: { skipTables },
  });
  try {
    const result = await orm.migrator.create(undefined, false, false, label);
    return result.diff.up.length > 0 ? result.fileName : undefined;
  } finally {
    await orm.close();
  }
}

/**
 * Every table the ORM knows minus the module's own: its entities' tables and the join tables of
 * the many-to-many relations they own.
 */
async function tablesOfOtherModules(config: Options, target: DomainModule): Promise<string[]> {
  const orm = await MikroORM.init(config);
  try {
    const metadata = orm.getMetadata();
    const own = new Set<string>();
    for (const entity of target.entities) {
      const meta = metadata.get(entity);
      own.add(meta.tableName);
      for (const property of Object.values(meta.properties) as EntityProperty[]) {
        // Only the owning side's join table: an inverse side (`mappedBy`) points at a table another
        // module's entity declares and migrates (patients' patient_helpers, seen from identity's User).
        if (property.pivotTable && property.owner) own.add(property.pivotTable);
      }
    }
    const tables = [...metadata.getAll().values()].map((meta) => meta.tableName as string);
    return [...new Set(tables)].filter((table) => table && !own.has(table));
  } finally {
    await orm.close();
  }
}
