import type { EntityManager } from '@mikro-orm/core';
import type { Company } from '@dental/server-core';
import { Question, Questionnaire, type QuestionValue } from '../questionnaires/questionnaire.entity.js';

type QuestionRow = { name: string; type: number; value?: QuestionValue; trigger?: string; icon?: string; comment?: string };

const MEDICAL_HISTORY: QuestionRow[] = [
  { name: 'Vai jums ir sirds un asinsvadu slimības?', type: 1, trigger: 'Jā', icon: 'heart' },
  { name: 'Vai jums ir cukura diabēts?', type: 1, trigger: 'Jā', icon: 'diabetes' },
  { name: 'Vai lietojat asins šķidrinātājus?', type: 1, trigger: 'Jā', icon: 'blood', comment: 'Svarīgi pirms ķirurģiskām manipulācijām' },
  { name: 'Kādus medikamentus lietojat pastāvīgi?', type: 6 },
  { name: 'Vai esat grūtniece?', type: 3, value: { options: ['Nē', 'Jā', 'Nezinu'] }, trigger: 'Jā', icon: 'pregnancy' },
  { name: 'Kuras no šīm slimībām esat pārslimojis?', type: 4, value: { options: ['Hepatīts', 'Tuberkuloze', 'HIV', 'Epilepsija', 'Astma'] } },
  { name: 'Cik cigaretes dienā izsmēķējat?', type: 2, value: { min: 0, max: 100 } },
  { name: 'Kā vērtējat savu bailes līmeni pie zobārsta?', type: 5, value: { min: 1, max: 10, step: 1 } },
];

const ALLERGIES: QuestionRow[] = [
  { name: 'Vai jums ir alerģija pret medikamentiem?', type: 1, trigger: 'Jā', icon: 'allergy' },
  { name: 'Pret kuriem medikamentiem?', type: 0 },
  { name: 'Vai jums ir bijusi reakcija uz vietējo anestēziju?', type: 1, trigger: 'Jā', icon: 'anesthesia' },
  { name: 'Vai jums ir alerģija pret lateksu?', type: 1, trigger: 'Jā', icon: 'latex' },
  { name: 'Alerģiskās reakcijas veids', type: 4, value: { options: ['Izsitumi', 'Tūska', 'Elpas trūkums', 'Anafilakse'] }, trigger: 'Anafilakse', icon: 'warning' },
  { name: 'Citas alerģijas (pārtika, metāli u. c.)', type: 6 },
];

/** Two questionnaires (medical history every 12 months, allergies every 6) using every question type. */
export function seedQuestionnaires(em: EntityManager, company: Company): void {
  create(em, company, 'Anamnēze (medicīniskā vēsture)', 12, 'Lūdzu, atbildiet uz jautājumiem par savu veselību. Informācija ir konfidenciāla.', MEDICAL_HISTORY);
  create(em, company, 'Alerģijas', 6, null, ALLERGIES);
}

function create(em: EntityManager, company: Company, name: string, regularity: number, template: string | null, rows: QuestionRow[]): void {
  const questionnaire = em.create(Questionnaire, { company, name, regularity, template });
  rows.forEach((row, sortOrder) =>
    em.create(Question, {
      company,
      questionnaire,
      name: row.name,
      testType: row.type,
      testValue: row.value ?? null,
      trigger: row.trigger ?? null,
      icon: row.icon ?? null,
      comment: row.comment ?? null,
      sortOrder,
    }),
  );
}
