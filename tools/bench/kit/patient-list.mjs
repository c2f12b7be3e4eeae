/**
 * The patient list's statements as the API sends them (services/patients/src/patients/patient-list.sql.ts,
 * from its build), with pg's `$n` placeholders: the SQL side of patients-search.mjs and the floor
 * server run exactly what the API runs.
 */
import { dollarParams } from './pg-statement.mjs';

const { patientListStatement, patientPageSql, patientCountSql } = await import(
  new URL('../../../services/patients/dist/patients/patient-list.sql.js', import.meta.url).href
);

/**
 * The first page (25) of a search in the list's default order: `page`, and `count` when the total
 * does not ride on the page (no search term of 3+ characters), to be run beside it.
 */
export function patientListSql(search, companyId, perPage = 25) {
  const statement = patientListStatement({ search, sort: 'last_name', order: 'asc' }, Number(companyId));
  return {
    page: { text: dollarParams(patientPageSql(statement)), values: [...statement.params, perPage, 0] },
    count: statement.totalOnPage ? null : { text: dollarParams(patientCountSql(statement)), values: statement.params },
  };
}

/** Runs a list's statements on a pg client or pool the way the API does; answers the rows and the total. */
export async function runPatientList(db, { page, count }) {
  if (!count) {
    const { rows } = await db.query(page);
    return { rows, total: Number(rows[0]?.total ?? 0) };
  }
  const [rows, counted] = await Promise.all([db.query(page), db.query(count)]);
  return { rows: rows.rows, total: Number(counted.rows[0].total) };
}
