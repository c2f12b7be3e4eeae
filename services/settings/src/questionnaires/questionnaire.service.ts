import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type {
  PageQuery,
  Question as QuestionAnswer,
  QuestionCreate,
  QuestionEdit,
  QuestionValue as QuestionValueInput,
  Questionnaire as QuestionnaireAnswer,
  QuestionnaireCreate,
  QuestionnaireDetails,
  QuestionnaireEdit,
} from '@dental/contracts';
import { applyFields, badRequest, checkVersion, findPage, notFound, softDelete, type Paged } from '@dental/server-core';
import { Question, Questionnaire, type QuestionValue } from './questionnaire.entity.js';

const QUESTION_FIELDS = { name: 'name', test_type: 'testType', comment: 'comment', trigger: 'trigger', icon: 'icon' } as const;

/**
 * Questionnaires ("tests") and their ordered questions. The patients module injects this service to
 * show a questionnaire and to check answers against its questions.
 */
@Injectable()
export class QuestionnaireService {
  constructor(private readonly em: EntityManager) {}

  page(query: PageQuery): Promise<Paged<Questionnaire>> {
    return findPage(this.em, Questionnaire, query, {
      sortable: { name: 'name', regularity: 'regularity', created_at: 'createdAt' },
      searchIn: ['name'],
    });
  }

  async get(uuid: string): Promise<Questionnaire> {
    const questionnaire = await this.em.findOne(Questionnaire, { uuid });
    if (!questionnaire) throw notFound();
    return questionnaire;
  }

  /** The live questions of a questionnaire, in order. */
  questionsOf(uuid: string): Promise<Question[]> {
    return this.em.find(Question, { questionnaire: uuid }, { orderBy: { sortOrder: 'asc', uuid: 'asc' } });
  }

  async questionCounts(uuids: string[]): Promise<Map<string, number>> {
    if (uuids.length === 0) return new Map();
    const rows = await this.em.execute<{ questionnaire_uuid: string; count: string }[]>(
      `select questionnaire_uuid, count(*) as count from "question" where deleted_at is null
       and questionnaire_uuid in (${uuids.map(() => '?').join(', ')}) group by questionnaire_uuid`,
      uuids,
    );
    return new Map(rows.map((row) => [row.questionnaire_uuid, Number(row.count)]));
  }

  async create(body: QuestionnaireCreate): Promise<Questionnaire> {
    const questionnaire = this.em.create(Questionnaire, {
      name: body.name,
      regularity: body.regularity,
      template: body.template ?? null,
    });
    await this.em.flush();
    return questionnaire;
  }

  async edit(uuid: string, body: QuestionnaireEdit): Promise<Questionnaire> {
    const questionnaire = await this.get(uuid);
    await checkVersion(this.em, questionnaire, body.version);
    applyFields(questionnaire, body, { name: 'name', regularity: 'regularity', template: 'template' });
    await this.em.flush();
    return questionnaire;
  }

  /** Soft delete: patients' past answers keep pointing at it and its questions. */
  async remove(uuid: string, version?: number): Promise<void> {
    await softDelete(this.em, await this.get(uuid), version);
  }

  // ------------------------------------------------------------------ questions
  async question(testUuid: string, uuid: string): Promise<Question> {
    const question = await this.em.findOne(Question, { uuid, questionnaire: testUuid });
    if (!question) throw notFound();
    return question;
  }

  async addQuestion(testUuid: string, body: QuestionCreate): Promise<Question> {
    const questionnaire = await this.get(testUuid);
    const testValue = checkedValue(body.test_type, body.test_value ?? null);
    const last = await this.em.findOne(Question, { questionnaire: testUuid }, { orderBy: { sortOrder: 'desc' } });
    const question = this.em.create(Question, {
      questionnaire,
      name: body.name,
      testType: body.test_type,
      testValue,
      sortOrder: last ? last.sortOrder + 1 : 0,
    });
    applyFields(question, body, { comment: 'comment', trigger: 'trigger', icon: 'icon' });
    await this.em.flush();
    return question;
  }

  async editQuestion(testUuid: string, uuid: string, body: QuestionEdit): Promise<Question> {
    const question = await this.question(testUuid, uuid);
    await checkVersion(this.em, question, body.version);
    const type = body.test_type ?? question.testType;
    const value = body.test_value !== undefined ? body.test_value : body.test_type !== undefined ? null : question.testValue;
    question.testValue = checkedValue(type, value);
    applyFields(question, body, QUESTION_FIELDS);
    await this.em.flush();
    return question;
  }

  async removeQuestion(testUuid: string, uuid: string, version?: number): Promise<void> {
    await softDelete(this.em, await this.question(testUuid, uuid), version);
  }

  /** Reorders: `uuids` must list every live question exactly once (else 400 order_mismatch). */
  async reorder(testUuid: string, uuids: string[]): Promise<Question[]> {
    await this.get(testUuid);
    const questions = await this.questionsOf(testUuid);
    const byUuid = new Map(questions.map((question) => [question.uuid, question]));
    if (uuids.length !== questions.length || new Set(uuids).size !== uuids.length || !uuids.every((uuid) => byUuid.has(uuid))) {
      throw badRequest('VALIDATION_FAILED', { uuids: 'order_mismatch' });
    }
    uuids.forEach((uuid, index) => {
      const question = byUuid.get(uuid);
      if (question) question.sortOrder = index;
    });
    await this.em.flush();
    return this.questionsOf(testUuid);
  }
}

/**
 * What each question type takes: 3/4 a list of 2+ options; 5 a scale min < max (step optional);
 * 2 optional number bounds; 0, 1, 6 nothing.
 */
function checkedValue(type: number, value: QuestionValueInput | null): QuestionValue | null {
  const fail = (key: string) => badRequest('VALIDATION_FAILED', { test_value: key });
  switch (type) {
    case 3:
    case 4:
      if (!value?.options || value.options.length < 2) throw fail('question_options_required');
      return { options: value.options };
    case 5:
      if (value?.min === undefined || value.max === undefined || value.min >= value.max) throw fail('question_scale_required');
      return { min: value.min, max: value.max, ...(value.step ? { step: value.step } : {}) };
    case 2:
      if (!value) return null;
      if (value.options) throw fail('question_value_not_allowed');
      if (value.min !== undefined && value.max !== undefined && value.min > value.max) throw fail('question_scale_required');
      return { ...(value.min !== undefined ? { min: value.min } : {}), ...(value.max !== undefined ? { max: value.max } : {}) };
    default:
      if (value && Object.keys(value).length > 0) throw fail('question_value_not_allowed');
      return null;
  }
}

export const toQuestionAnswer = (question: Question): QuestionAnswer => ({
  uuid: question.uuid,
  test_uuid: question.questionnaire.uuid,
  name: question.name,
  test_type: question.testType,
  test_value: question.testValue,
  comment: question.comment,
  trigger: question.trigger,
  icon: question.icon,
  sort_order: question.sortOrder,
  version: question.version,
});

export const toQuestionnaireAnswer = (questionnaire: Questionnaire, questionCount: number): QuestionnaireAnswer => ({
  uuid: questionnaire.uuid,
  name: questionnaire.name,
  regularity: questionnaire.regularity,
  template: questionnaire.template,
  question_count: questionCount,
  version: questionnaire.version,
});

export const toQuestionnaireDetails = (questionnaire: Questionnaire, questions: Question[]): QuestionnaireDetails => ({
  ...toQuestionnaireAnswer(questionnaire, questions.length),
  questions: questions.map(toQuestionAnswer),
});
