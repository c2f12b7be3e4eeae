import type { EntityManager } from '@mikro-orm/postgresql';
import { insertJsonRows } from '@dental/server-core';
import { Patient } from '../patients/patient.entity.js';

/** One card to insert: its entity properties' values (every card of a batch names the same ones). */
export interface CardRow {
  uuid: string;
  companyId: number;
  values: Record<string, unknown>;
  branches: readonly string[];
}

/**
 * The cards of a batch in one insert, their branches in one more, in the caller's transaction: each
 * a single JSON parameter (server-core's insertJsonRows), not a values list of ~25 placeholders a
 * card. Column names come from the entity's metadata (never restated here); the search text and
 * sort name are computed by Postgres (patient.entity.ts).
 */
export async function insertCards(em: EntityManager, rows: readonly CardRow[]): Promise<void> {
  const meta = em.getMetadata().get(Patient);
  const properties = Object.keys(rows[0].values);
  const fields = properties.map((property) => [property, meta.properties[property as keyof Patient].fieldNames[0]] as const);
  await insertJsonRows(
    em,
    'patient',
    ['uuid', 'company_id', ...fields.map(([, column]) => column)],
    rows.map((row) => {
      const card: Record<string, unknown> = { uuid: row.uuid, company_id: row.companyId };
      for (const [property, column] of fields) card[column] = row.values[property];
      return card;
    }),
  );
  const links = rows.flatMap((row) => row.branches.map((branch) => ({ patient_uuid: row.uuid, branch_uuid: branch })));
  await insertJsonRows(em, 'patient_branches', ['patient_uuid', 'branch_uuid'], links);
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
