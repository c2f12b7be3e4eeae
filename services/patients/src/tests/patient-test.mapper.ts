import type { PatientTest as PatientTestAnswer, PatientTestsAnswer } from '@dental/contracts';
import type { User } from '@dental/identity';
import type { Ref } from '@mikro-orm/core';
import { toStaff } from '../patients/patient.mapper.js';
import type { PatientTest } from './patient-test.entity.js';
import type { QuestionnaireRef } from './questionnaire-refs.js';
import { addMonths } from './test-answers.js';

const staffOf = (user: Ref<User> | null) => (user?.isInitialized() ? toStaff(user.getEntity()) : null);

/** A fill with the questionnaire it answers, as settings publishes it. */
export function toPatientTestAnswer(test: PatientTest, questionnaire: QuestionnaireRef): PatientTestAnswer {
  return {
    uuid: test.uuid,
    questionnaire: { uuid: questionnaire.uuid, name: questionnaire.name, regularity: questionnaire.regularity },
    answers: test.answers,
    comment: test.comment,
    status: test.approvedAt ? 'approved' : 'filled',
    filled_by: staffOf(test.filledBy),
    filled_at: test.createdAt.toISOString(),
    approved_by: staffOf(test.approvedBy),
    approved_at: test.approvedAt?.toISOString() ?? null,
    next_due: addMonths(test.createdAt, questionnaire.regularity),
    version: test.version,
  };
}

/** When each live questionnaire is next due for the patient: its last fill plus its regularity. */
export function dueDates(tests: PatientTest[], questionnaires: QuestionnaireRef[], today = new Date()): PatientTestsAnswer['due'] {
  const todayIso = today.toISOString().slice(0, 10);
  return questionnaires.map((questionnaire) => {
    const last = tests.find((test) => test.questionnaireUuid === questionnaire.uuid);
    const nextDue = last ? addMonths(last.createdAt, questionnaire.regularity) : null;
    return {
      questionnaire_uuid: questionnaire.uuid,
      name: questionnaire.name,
      regularity: questionnaire.regularity,
      last_filled_at: last?.createdAt.toISOString() ?? null,
      next_due: nextDue,
      overdue: nextDue === null || nextDue < todayIso,
    };
  });
}
