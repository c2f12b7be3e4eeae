/**
 * Runs one SQL statement: `em.execute` at run time, a migration's `execute` inside its transaction.
 * A module's history (its records' current state appended to the event log as events) is written
 * against this, so its genesis migration and the demo seed share one statement.
 */
export type ExecuteSql = (sql: string) => Promise<unknown>;

