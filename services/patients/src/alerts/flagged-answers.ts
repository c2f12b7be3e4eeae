import type { EntityManager } from '@mikro-orm/postgresql';
import { tenantCompanyId } from '@dental/server-core';
import { PatientTest, type StoredAnswer } from '../tests/patient-test.entity.js';

/**
 * The triggered answers of the patient's latest fill of each questionnaire, stored on the card
 * (`flagged_answers`) so every list that shows the patient derives its alerts without reading the
 * fills: a newer fill replaces what an older one of the same questionnaire said, approved or not
 * (a fresh "allergic to penicillin" warns before anyone approves it). docs/decisions.md, "Patients".
 */
export async function refreshFlaggedAnswers(em: EntityManager, patientUuid: string): Promise<void> {
  const tests = await em.find(PatientTest, { patient: patientUuid }, { orderBy: { createdAt: 'desc', uuid: 'desc' } });
  const flaggedAnswers = latestFlagged(tests);
  // Plain SQL: a questionnaire fill is not an edit of the card, so its version stays (an open
  // edit form does not turn stale; the ORM's update would bump it).
  await em
    .getConnection()
    .execute('update "patient" set "flagged_answers" = ?::jsonb where "uuid" = ? and "company_id" = ?', [JSON.stringify(flaggedAnswers), patientUuid, tenantCompanyId(em)], 'run', em.getTransactionContext());
}

/** The flagged answers of the newest fill of each questionnaire; `tests` newest first. */
export function latestFlagged(tests: readonly Pick<PatientTest, 'questionnaireUuid' | 'answers'>[]): StoredAnswer[] {
  const seen = new Set<string>();
  const flagged: StoredAnswer[] = [];
  for (const test of tests) {
    if (seen.has(test.questionnaireUuid)) continue;
    seen.add(test.questionnaireUuid);
    flagged.push(...test.answers.filter((answer) => answer.flagged));
  }
  return flagged;
}
