/**
 * The dental card's read as the API makes it (services/dental-card/src/items/tooth-map-reads.ts
 * `card`): the patient's existence beside the card's two statements (tooth-map-reads.sql.ts, from
 * its build, with pg's `$n` placeholders), all at once.
 */
import { dollarParams } from './pg-statement.mjs';

const { ITEMS_SQL, PATIENT_SQL, TEETH_SQL } = await import(
  new URL('../../../services/dental-card/dist/items/tooth-map-reads.sql.js', import.meta.url).href
);

/** Runs the card's reads on a pg pool for the items in force at `until`; answers the item rows. */
export async function runCard(db, { companyId, patient, until }) {
  const [, , items] = await Promise.all([
    db.query(dollarParams(PATIENT_SQL), [companyId, patient]),
    db.query(dollarParams(TEETH_SQL), [companyId, patient, until]),
    db.query(dollarParams(ITEMS_SQL), [companyId, patient, until, until]),
  ]);
  return items.rows;
}
