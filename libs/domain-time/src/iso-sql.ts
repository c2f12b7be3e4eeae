/**
 * A timestamptz column as Postgres text in `toISOString`'s exact form (`2031-02-03T07:00:00.000Z`):
 * the lean reads (the calendar's, the dental card's) select instants already written as the
 * answers write them, with no Date made per row.
 */
export const isoSql = (column: string): string => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
