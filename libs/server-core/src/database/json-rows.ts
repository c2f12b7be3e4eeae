import type { EntityManager } from '@mikro-orm/postgresql';

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Inserts many rows in one statement with ONE parameter: the rows as a JSON array, which Postgres
 * turns into the table's own row type (`json_populate_recordset`), so every value is cast as its
 * column declares (dates, uuids, jsonb, arrays). A multi-row `values` list of a thousand cards is
 * ~25,000 parameters to bind and a statement of as many placeholders to parse each batch; this is
 * a statement of a few hundred characters and one text (tools/bench/import-patients.mjs). Rows are
 * keyed by column name; a column a row leaves out is null, a column not listed gets its default.
 * Runs in `em`'s transaction, if any.
 */
export async function insertJsonRows(em: EntityManager, table: string, columns: readonly string[], rows: readonly Record<string, unknown>[]): Promise<void> {
  if (!rows.length) return;
  const list = columns.map(quoted).join(', ');
  await em
    .getConnection()
    .execute(
      `insert into ${quoted(table)} (${list}) select ${list} from json_populate_recordset(null::${quoted(table)}, ?::json)`,
      [JSON.stringify(rows)],
      'run',
      em.getTransactionContext(),
    );
}
