import type { EntityManager } from '@mikro-orm/core';
import type { User } from '@dental/identity';
import type { Company } from '@dental/server-core';
import { Questionnaire, type Question } from '@dental/settings';
import type { Patient } from '../patients/patient.entity.js';
import { PatientTest } from '../tests/patient-test.entity.js';
import { buildAnswers } from '../tests/test-answers.js';
import type { Random } from './random.js';

/** A plausible answer of each question type (the settings seed's bounds and options respected). */
function answerFor(question: Question, random: Random): string | number | boolean | string[] | null {
  const { options = [], min = 0, max = 10, step = 1 } = question.testValue ?? {};
  switch (question.testType) {
    case 0:
      return random.pick(['Nav', 'Ibuprofēns', 'Nē', 'Paracetamols']);
    case 1:
      return random.chance(0.2);
    case 2:
      return random.int(Math.ceil(min), Math.floor(max));
    case 3:
      return options.length ? random.pick(options) : null;
    case 4:
      return options.length ? [...new Set([random.pick(options), random.pick(options)])] : null;
    case 5:
      return min + step * random.int(0, Math.floor((max - min) / step));
    case 6:
      return random.pick(['Sūdzību nav.', 'Jutīgi zobi pret aukstu.', 'Asiņo smaganas, tīrot zobus.']);
    default:
      return null;
  }
}

/** Fills every demo questionnaire for some patients, a year or two back, most of them approved by the doctor. */
export async function seedTestAnswers(em: EntityManager, company: Company, patients: Patient[], doctor: User, random: Random): Promise<void> {
  const questionnaires = await em.find(Questionnaire, { company }, { populate: ['questions'], filters: { tenant: false } });
  for (const patient of patients) {
    for (const questionnaire of questionnaires) {
      if (!random.chance(0.5)) continue;
      const questions = questionnaire.questions.getItems();
      const { answers } = buildAnswers(questions, questions.map((question) => ({ question_uuid: question.uuid, value: answerFor(question, random) })));
      const filledAt = new Date(Date.UTC(2025, random.int(0, 21), random.int(1, 28), 10));
      const approved = random.chance(0.8);
      // One fill per questionnaire here, so each is the latest: its triggered answers are the card's alerts.
      patient.flaggedAnswers = [...patient.flaggedAnswers, ...answers.filter((answer) => answer.flagged)];
      em.create(PatientTest, {
        company,
        patient,
        questionnaireUuid: questionnaire.uuid,
        answers,
        filledBy: doctor,
        createdAt: filledAt,
        updatedAt: filledAt,
        approvedBy: approved ? doctor : null,
        approvedAt: approved ? filledAt : null,
      });
    }
  }
  await em.flush();
}
