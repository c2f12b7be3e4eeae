import type { INestApplication } from '@nestjs/common';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MikroORM } from '@mikro-orm/postgresql';
import { PLATFORM_TABLES, type DomainModule } from '@dental/server-core';
import { createTestApp, sql } from '@dental/server-testing';
import { ALL_MODULES } from '../modules.js';
import { ENTITY_RELATIONS_ACROSS_MODULES, FOREIGN_KEYS_ACROSS_MODULES } from './cross-module-references.js';
import { sqlReferences } from './sql-references.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const folderOf = (module: DomainModule) => `services/${module.name}/src`;

/** Every published view of the platform with its columns, and the module of each table. */
const published = new Map(ALL_MODULES.flatMap((module) => Object.entries(module.ownership.publishes).map(([view, columns]) => [view, { owner: module.name, columns }])));
const tableOwner = new Map(ALL_MODULES.flatMap((module) => module.ownership.tables.map((table) => [table, module.name])));

/**
 * What a module's source breaks of the ownership rule: each SQL reference to another module's table,
 * to a view nobody publishes, or to a column a published view does not carry.
 */
function violations(module: DomainModule, file: string, source: string): string[] {
  const found: string[] = [];
  for (const reference of sqlReferences(source)) {
    const owner = tableOwner.get(reference.relation);
    if (owner && owner !== module.name) found.push(`${file}: names ${owner}'s table "${reference.relation}"`);
    if (/^[a-z_]+_v\d+\./.test(reference.relation)) {
      const view = published.get(reference.relation);
      if (!view) found.push(`${file}: names "${reference.relation}", which no module publishes`);
      else for (const column of reference.columns) if (!view.columns.includes(column)) found.push(`${file}: reads "${column}", which ${reference.relation} does not publish`);
    }
  }
  return found;
}

/** A module's run-time sources: what it runs in production (its tests, seed and migrations are history and fixtures). */
function runtimeSources(module: DomainModule): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', `${folderOf(module)}/*.ts`, `${folderOf(module)}/**/*.ts`], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((file) => file && !/\/(__tests__|seed|migrations)\//.test(file) && !file.endsWith('.spec.ts'));
}

describe('module ownership: a module names only its own tables and the views others publish', () => {
  it("finds no module's SQL naming another module's table, an unpublished view or an unpublished column", () => {
    const found = ALL_MODULES.flatMap((module) => runtimeSources(module).flatMap((file) => violations(module, file, readFileSync(path.join(root, file), 'utf8'))));
    expect(found).toEqual([]);
  });

  it('catches a planted cross-module SELECT, an unpublished view and an unpublished column', () => {
    const reports = ALL_MODULES.find((module) => module.name === 'reports')!;
    const planted = `const rows = await em.execute(\`select sum(p.amount) from payment p join invoice i on i.uuid = p.invoice_uuid where i.company_id = ?\`, [companyId]);
      const names = await em.execute('select r.uuid, r.secret from patients_v1.patient_ref r join patients_v9.everything e on e.uuid = r.uuid');`;
    expect(violations(reports, 'planted.ts', planted)).toEqual([
      `planted.ts: names billing's table "payment"`,
      `planted.ts: names billing's table "invoice"`,
      'planted.ts: reads "secret", which patients_v1.patient_ref does not publish',
      'planted.ts: names "patients_v9.everything", which no module publishes',
    ]);
    // A module's own tables and another's published columns are fine.
    expect(violations(reports, 'fine.ts', `em.execute('select a.uuid from report_appointment a join identity_v1.user_ref u on u.uuid = a.practitioner_uuid where u.first_name = ?')`)).toEqual([]);
  });
});

describe('module ownership in the database', () => {
  let app: INestApplication;
  beforeAll(async () => {
    app = await createTestApp({ seed: false });
  });
  afterAll(() => app.close());

  it('every table belongs to exactly one module (or the platform), and each is where its module says', async () => {
    const tables = (await sql<{ name: string }>(app, `select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`)).map((row) => row.name);
    const owners = ALL_MODULES.flatMap((module) => module.ownership.tables);
    expect(new Set(owners).size).toBe(owners.length);
    expect(tables.filter((table) => !tableOwner.has(table) && !(PLATFORM_TABLES as readonly string[]).includes(table)).sort()).toEqual([]);
    expect(owners.filter((table) => !tables.includes(table)).sort()).toEqual([]);
  });

  it("each module's entities map to its own tables (or the platform's)", () => {
    const meta = app.get(MikroORM).getMetadata();
    const wrong: string[] = [];
    for (const module of ALL_MODULES) {
      for (const entity of module.entities) {
        const table = meta.get(entity).tableName;
        if (!module.ownership.tables.includes(table) && !(PLATFORM_TABLES as readonly string[]).includes(table)) wrong.push(`${module.name}: ${entity.name} on "${table}"`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("relates no module's entity to another module's table beyond the recorded ones (cross-module-references.ts)", () => {
    const meta = app.get(MikroORM).getMetadata();
    const found = new Set<string>();
    for (const module of ALL_MODULES) {
      for (const entity of module.entities) {
        for (const property of Object.values(meta.get(entity).properties)) {
          const target = property.targetMeta?.tableName;
          const owner = target ? tableOwner.get(target) : undefined;
          if (target && owner && owner !== module.name) found.add(`${module.name} -> ${target}`);
        }
      }
    }
    expect([...found].sort()).toEqual([...ENTITY_RELATIONS_ACROSS_MODULES].sort());
  });

  it("has no foreign key from a module's table to another module's beyond the recorded ones", async () => {
    const keys = await sql<{ source: string; target: string }>(
      app,
      `select s.relname as source, t.relname as target from pg_constraint c
       join pg_class s on s.oid = c.conrelid join pg_class t on t.oid = c.confrelid
       where c.contype = 'f' and c.connamespace = 'public'::regnamespace`,
    );
    const found = new Set(
      keys
        .filter(({ source, target }) => tableOwner.has(source) && tableOwner.has(target) && tableOwner.get(source) !== tableOwner.get(target))
        .map(({ source, target }) => `${tableOwner.get(source)}.${source} -> ${tableOwner.get(target)}.${target}`),
    );
    expect([...found].sort()).toEqual([...FOREIGN_KEYS_ACROSS_MODULES].sort());
  });

  it('each published view exists with exactly the columns its module lists', async () => {
    const columns = await sql<{ view: string; column: string }>(
      app,
      `select table_schema || '.' || table_name as view, column_name as column from information_schema.columns
       where table_schema ~ '^[a-z_]+_v[0-9]+$' order by table_schema, table_name, ordinal_position`,
    );
    const actual: Record<string, string[]> = {};
    for (const { view, column } of columns) (actual[view] ??= []).push(column);
    expect(actual).toEqual(Object.fromEntries([...published].map(([view, { columns }]) => [view, [...columns]])));
  });
});
