/**
 * Runs one SQL statement: `em.execute` at run time, a migration's `execute` inside its transaction.
 * A module's history (its records' current state appended to the event log as events) is written
 * against this, so its genesis migration and the demo seed share one statement.
 */
export type ExecuteSql = (sql: string) => Promise<unknown>;

/** An instant column as events carry it (ISO 8601, UTC, milliseconds). */
export const isoInstantSql = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
