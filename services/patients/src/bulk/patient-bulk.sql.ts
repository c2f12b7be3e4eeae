import type { EntityManager } from '@mikro-orm/postgresql';
import { Patient } from '../patients/patient.entity.js';

/** One card to insert: its entity properties' values (every card of a batch names the same ones). */
export interface CardRow {
  uuid: string;
  companyId: number;
  values: Record<string, unknown>;
  branches: readonly string[];
}

const placeholders = (rows: number, columns: number) => Array.from({ length: rows }, () => `(${Array(columns).fill('?').join(', ')})`).join(', ');

/**
 * The cards of a batch in one multi-row insert, their branches in one more, in the caller's
 * transaction. Column names come from the entity's metadata (never restated here); the search text
 * and sort name are computed by Postgres (patient.entity.ts).
 */
export async function insertCards(em: EntityManager, rows: readonly CardRow[]): Promise<void> {
  const meta = em.getMetadata().get(Patient);
  const properties = Object.keys(rows[0].values);
  const columns = ['uuid', 'company_id', ...properties.map((property) => meta.properties[property as keyof Patient].fieldNames[0])];
  const connection = em.getConnection();
  const context = em.getTransactionContext();
  await connection.execute(
    `insert into "patient" (${columns.map((column) => `"${column}"`).join(', ')}) values ${placeholders(rows.length, columns.length)}`,
    rows.flatMap((row) => [row.uuid, row.companyId, ...properties.map((property) => row.values[property])]),
    'run',
    context,
  );
  const links = rows.flatMap((row) => row.branches.map((branch) => [row.uuid, branch]));
  if (links.length) {
    await connection.execute(`insert into "patient_branches" ("patient_uuid", "branch_uuid") values ${placeholders(links.length, 2)}`, links.flat(), 'run', context);
  }
}

/** Soft-deletes the company's live cards among `uuids`; answers the uuids it deleted. */
export async function softDeleteCards(em: EntityManager, companyId: number, uuids: readonly string[]): Promise<string[]> {
  const rows = await em
    .getConnection()
    .execute<{ uuid: string }[]>(
      `update "patient" set "deleted_at" = now(), "updated_at" = now(), "version" = "version" + 1
       where "company_id" = ? and "deleted_at" is null and "uuid" in (${uuids.map(() => '?').join(', ')}) returning "uuid"`,
      [companyId, ...uuids],
      'all',
      em.getTransactionContext(),
    );
  return rows.map((row) => row.uuid);
}
