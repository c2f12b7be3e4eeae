import { Injectable } from '@nestjs/common';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import type { QuestionnaireDetails, patientTestCreateSchema } from '@dental/contracts';
import { User } from '@dental/identity';
import { ApiException, badRequest, notFound, type AuthSession } from '@dental/server-core';
import { Question, Questionnaire, toQuestionnaireDetails } from '@dental/settings';
import { refreshFlaggedAnswers } from '../alerts/flagged-answers.js';
import { PatientService } from '../patients/patient.service.js';
import { PatientTest } from './patient-test.entity.js';
import { buildAnswers } from './test-answers.js';

type CreateBody = z.output<typeof patientTestCreateSchema>;

/** Questionnaire fills of a patient (the tests tab). */
@Injectable()
export class PatientTestService {
  constructor(
    private readonly em: EntityManager,
    private readonly patients: PatientService,
  ) {}

  /** Every fill (newest first) and every live questionnaire of the company, for the due dates. */
  /**
   * The questionnaire with its ordered questions, for filling it in on a patient's card: staff who
   * fill questionnaires (patients_tests_add) need them without the settings permission test_view.
   */
  async form(uuid: string, questionnaireUuid: string): Promise<QuestionnaireDetails> {
    await this.patients.exists(uuid);
    const questionnaire = await this.em.findOne(Questionnaire, { uuid: questionnaireUuid });
    if (!questionnaire) throw notFound();
    const questions = await this.em.find(Question, { questionnaire }, { orderBy: { sortOrder: 'asc', uuid: 'asc' } });
    return toQuestionnaireDetails(questionnaire, questions);
  }

  async list(uuid: string): Promise<{ tests: PatientTest[]; questionnaires: Questionnaire[] }> {
    await this.patients.exists(uuid);
    const [tests, questionnaires] = await Promise.all([
      this.em.find(
        PatientTest,
        { patient: uuid },
        { populate: ['questionnaire', 'filledBy', 'approvedBy'], orderBy: { createdAt: 'desc', uuid: 'desc' }, filters: { softDelete: false } },
      ),
      this.em.find(Questionnaire, {}, { orderBy: { name: 'asc' } }),
    ]);
    return { tests: tests.filter((test) => test.deletedAt === null), questionnaires };
  }

  async get(uuid: string, testUuid: string): Promise<PatientTest> {
    await this.patients.exists(uuid);
    const test = await this.em.findOne(
      PatientTest,
      { uuid: testUuid, patient: uuid },
      // A questionnaire deleted later still names the answers given to it.
      { populate: ['questionnaire', 'filledBy', 'approvedBy'], filters: { softDelete: false } },
    );
    if (!test || test.deletedAt) throw notFound();
    return test;
  }

  async create(uuid: string, body: CreateBody, auth: AuthSession): Promise<PatientTest> {
    const patient = await this.patients.editable(uuid);
    const questionnaire = await this.em.findOne(Questionnaire, { uuid: body.questionnaire_uuid }, { populate: ['questions'] });
    if (!questionnaire) throw badRequest('VALIDATION_FAILED', { questionnaire_uuid: 'unknown_questionnaire' });
    const questions = questionnaire.questions.getItems().filter((question) => question.deletedAt === null);
    const { answers, errors } = buildAnswers(questions, body.answers);
    if (Object.keys(errors).length) throw badRequest('VALIDATION_FAILED', errors);
    const test = this.em.create(PatientTest, {
      patient,
      questionnaire,
      answers,
      comment: body.comment ?? null,
      filledBy: this.em.getReference(User, auth.userId),
    });
    await this.em.flush();
    // The card's alerts follow the newest fill of each questionnaire.
    await refreshFlaggedAnswers(this.em, patient.uuid);
    return this.get(uuid, test.uuid);
  }

  /** Approves a fill once, with the version read; a second approval is a 409. */
  async approve(uuid: string, testUuid: string, version: number, auth: AuthSession): Promise<PatientTest> {
    const test = await this.get(uuid, testUuid);
    await this.em.lock(test, LockMode.OPTIMISTIC, version);
    if (test.approvedAt) throw new ApiException(409, 'CONFLICT');
    test.approvedAt = new Date();
    test.approvedBy = this.em.getReference(User, auth.userId, { wrapped: true });
    await this.em.flush();
    return this.get(uuid, testUuid);
  }
}
