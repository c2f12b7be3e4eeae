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
import { questionnaireRefs, type QuestionnaireRef } from './questionnaire-refs.js';
import { buildAnswers } from './test-answers.js';

type CreateBody = z.output<typeof patientTestCreateSchema>;

/** A fill with the questionnaire it answers (read through settings' published view). */
export interface PatientTestRead {
  test: PatientTest;
  questionnaire: QuestionnaireRef;
}

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

  async list(uuid: string): Promise<{ tests: PatientTestRead[]; live: QuestionnaireRef[] }> {
    await this.patients.exists(uuid);
    const [tests, live] = await Promise.all([
      this.em.find(
        PatientTest,
        { patient: uuid },
        { populate: ['filledBy', 'approvedBy'], orderBy: { createdAt: 'desc', uuid: 'desc' }, filters: { softDelete: false } },
      ),
      questionnaireRefs(this.em),
    ]);
    const shown = tests.filter((test) => test.deletedAt === null);
    return { tests: await this.withQuestionnaires(shown), live };
  }

  async get(uuid: string, testUuid: string): Promise<PatientTestRead> {
    await this.patients.exists(uuid);
    const test = await this.em.findOne(PatientTest, { uuid: testUuid, patient: uuid }, { populate: ['filledBy', 'approvedBy'], filters: { softDelete: false } });
    if (!test || test.deletedAt) throw notFound();
    const [read] = await this.withQuestionnaires([test]);
    return read!;
  }

  /** Each fill with its questionnaire: a questionnaire deleted later still names the answers given to it. */
  private async withQuestionnaires(tests: PatientTest[]): Promise<PatientTestRead[]> {
    const named = new Map((await questionnaireRefs(this.em, tests.map((test) => test.questionnaireUuid))).map((ref) => [ref.uuid, ref]));
    return tests.map((test) => {
      const questionnaire = named.get(test.questionnaireUuid);
      if (!questionnaire) throw new Error(`questionnaire ${test.questionnaireUuid} of fill ${test.uuid} not published`);
      return { test, questionnaire };
    });
  }

  async create(uuid: string, body: CreateBody, auth: AuthSession): Promise<PatientTestRead> {
    const patient = await this.patients.editable(uuid);
    const questionnaire = await this.em.findOne(Questionnaire, { uuid: body.questionnaire_uuid }, { populate: ['questions'] });
    if (!questionnaire) throw badRequest('VALIDATION_FAILED', { questionnaire_uuid: 'unknown_questionnaire' });
    const questions = questionnaire.questions.getItems().filter((question) => question.deletedAt === null);
    const { answers, errors } = buildAnswers(questions, body.answers);
    if (Object.keys(errors).length) throw badRequest('VALIDATION_FAILED', errors);
    const test = this.em.create(PatientTest, {
      patient,
      questionnaireUuid: questionnaire.uuid,
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
  async approve(uuid: string, testUuid: string, version: number, auth: AuthSession): Promise<PatientTestRead> {
    const { test } = await this.get(uuid, testUuid);
    await this.em.lock(test, LockMode.OPTIMISTIC, version);
    if (test.approvedAt) throw new ApiException(409, 'CONFLICT');
    test.approvedAt = new Date();
    test.approvedBy = this.em.getReference(User, auth.userId, { wrapped: true });
    await this.em.flush();
    return this.get(uuid, testUuid);
  }
}
