import type { EntityManager } from '@mikro-orm/postgresql';
import { CompiledQuery, type Kysely } from 'kysely';

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Inserts many rows in one statement with ONE bound parameter: the rows as a JSON array, which
 * Postgres turns into the table's own row type (`json_populate_recordset`), so every value is cast
 * as its column declares (dates, uuids, jsonb, arrays). The statement goes to the driver as it is,
 * with the parameter bound: the ORM's `execute` writes every parameter into the SQL text itself,
 * escaping it character by character (a batch of 2,000 patient cards spent seconds of an import
 * there and in the garbage it left: tools/bench/import-patients.mjs, docs/perf.md "Imports").
 * Rows are keyed by column name; a column a row leaves out is null, a column not listed gets its
 * default. Runs in `em`'s transaction, if any.
 */
export async function insertJsonRows(em: EntityManager, table: string, columns: readonly string[], rows: readonly Record<string, unknown>[]): Promise<void> {
  if (!rows.length) return;
  const list = columns.map(quoted).join(', ');
  const executor = (em.getTransactionContext<Kysely<unknown>>() ?? em.getConnection().getClient()) as Kysely<unknown>;
  await executor.executeQuery(
    CompiledQuery.raw(`insert into ${quoted(table)} (${list}) select ${list} from json_populate_recordset(null::${quoted(table)}, $1::json)`, [JSON.stringify(rows)]),
  );
}
