import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * The recall module's advisory lock: every delivery of its consumer holds it shared, a rebuild of
 * its read model holds it alone, so a rebuild never interleaves with a delivery.
 */
export const RECALL_LOCK = 4_201_426;

/** Namespaces of the two-key advisory locks (a space apart from RECALL_LOCK's one-key locks). */
const COMPANY_RECALLS = 4_201_427;
const PATIENT_RECALLS = 4_201_428;

/**
 * Serialises the refreshes of the same recalls: a company's whole refresh (a type edited, a
 * rebuild) holds the company alone; a refresh of some patients (an event, a date by hand) holds
 * the company shared and each patient alone, in one order (no deadlock). A transaction that
 * waited reads, in its next statement, what the one before it committed (a second treatment
 * delivered at the same time, an invalidation), so the newest treatment always wins.
 */
export async function lockRecalls(em: EntityManager, companyId: number, patients?: readonly string[]): Promise<void> {
  if (!patients) {
    await em.execute('select pg_advisory_xact_lock(?, ?)', [COMPANY_RECALLS, companyId]);
    return;
  }
  await em.execute(
    `select pg_advisory_xact_lock_shared(?, ?), (select count(pg_advisory_xact_lock(?, hashtext(p))) from unnest(?::text[]) as p)`,
    [COMPANY_RECALLS, companyId, PATIENT_RECALLS, `{${[...new Set(patients)].sort().join(',')}}`],
  );
}
