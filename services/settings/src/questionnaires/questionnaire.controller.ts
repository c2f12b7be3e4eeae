import { Controller, Delete, Get, HttpCode, Patch, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  deleteQuerySchema,
  envelope,
  pagedEnvelope,
  pageQuerySchema,
  questionCreateSchema,
  questionEditSchema,
  questionnaireCreateSchema,
  questionnaireDetailsSchema,
  questionnaireEditSchema,
  questionnaireSchema,
  questionOrderSchema,
  questionSchema,
  testItemParamsSchema,
  testParamsSchema,
  uuidParamsSchema,
  type PageQuery,
  type QuestionCreate,
  type QuestionEdit,
  type QuestionnaireCreate,
  type QuestionnaireEdit,
  type QuestionOrder,
} from '@dental/contracts';
import { Access, ZodAnswer, ZodBody, ZodParams, ZodQuery, pagedAnswer } from '@dental/server-core';
import { z } from 'zod';
import type { Questionnaire } from './questionnaire.entity.js';
import { QuestionnaireService, toQuestionAnswer, toQuestionnaireAnswer, toQuestionnaireDetails } from './questionnaire.service.js';

type Uuid = { uuid: string };
type TestParams = { test_uuid: string };
type ItemParams = { test_uuid: string; uuid: string };

/** Questionnaires ("tests"): test_view (list, details), test_settings_view (questions), test_edit. */
@ApiTags('tests')
@Controller('settings/tests')
export class QuestionnaireController {
  constructor(private readonly tests: QuestionnaireService) {}

  @Get()
  @Access('test_view')
  @ZodAnswer(pagedEnvelope(questionnaireSchema))
  async list(@ZodQuery(pageQuerySchema) query: PageQuery) {
    const page = await this.tests.page(query);
    const counts = await this.tests.questionCounts(page.items.map((test) => test.uuid));
    return pagedAnswer(page, (test) => toQuestionnaireAnswer(test, counts.get(test.uuid) ?? 0));
  }

  /** Details with the ordered questions. */
  @Get(':uuid')
  @Access('test_view')
  @ZodAnswer(envelope(questionnaireDetailsSchema))
  async get(@ZodParams(uuidParamsSchema) { uuid }: Uuid) {
    return this.details(await this.tests.get(uuid));
  }

  @Post()
  @HttpCode(201)
  @Access('test_edit')
  @ZodAnswer(envelope(questionnaireDetailsSchema), 201)
  async create(@ZodBody(questionnaireCreateSchema) body: QuestionnaireCreate) {
    return this.details(await this.tests.create(body));
  }

  @Patch(':uuid')
  @Access('test_edit')
  @ZodAnswer(envelope(questionnaireDetailsSchema))
  async edit(@ZodParams(uuidParamsSchema) { uuid }: Uuid, @ZodBody(questionnaireEditSchema) body: QuestionnaireEdit) {
    return this.details(await this.tests.edit(uuid, body));
  }

  @Delete(':uuid')
  @HttpCode(204)
  @Access('test_edit')
  async remove(@ZodParams(uuidParamsSchema) { uuid }: Uuid, @ZodQuery(deleteQuerySchema) { version }: { version?: number }) {
    await this.tests.remove(uuid, version);
  }

  /** The settings tab: the questions in order. */
  @Get(':test_uuid/questions')
  @Access('test_settings_view')
  @ZodAnswer(envelope(z.array(questionSchema)))
  async questions(@ZodParams(testParamsSchema) { test_uuid }: TestParams) {
    await this.tests.get(test_uuid);
    return { data: (await this.tests.questionsOf(test_uuid)).map(toQuestionAnswer) };
  }

  @Post(':test_uuid/questions')
  @HttpCode(201)
  @Access('test_edit')
  @ZodAnswer(envelope(questionSchema), 201)
  async addQuestion(@ZodParams(testParamsSchema) { test_uuid }: TestParams, @ZodBody(questionCreateSchema) body: QuestionCreate) {
    return { data: toQuestionAnswer(await this.tests.addQuestion(test_uuid, body)) };
  }

  /** Reorder: every live question's uuid in the new order (declared before `:uuid` so "order" is not an id). */
  @Put(':test_uuid/questions/order')
  @Access('test_edit')
  @ZodAnswer(envelope(z.array(questionSchema)))
  async reorder(@ZodParams(testParamsSchema) { test_uuid }: TestParams, @ZodBody(questionOrderSchema) { uuids }: QuestionOrder) {
    return { data: (await this.tests.reorder(test_uuid, uuids)).map(toQuestionAnswer) };
  }

  @Get(':test_uuid/questions/:uuid')
  @Access('test_settings_view')
  @ZodAnswer(envelope(questionSchema))
  async question(@ZodParams(testItemParamsSchema) { test_uuid, uuid }: ItemParams) {
    return { data: toQuestionAnswer(await this.tests.question(test_uuid, uuid)) };
  }

  @Patch(':test_uuid/questions/:uuid')
  @Access('test_edit')
  @ZodAnswer(envelope(questionSchema))
  async editQuestion(@ZodParams(testItemParamsSchema) { test_uuid, uuid }: ItemParams, @ZodBody(questionEditSchema) body: QuestionEdit) {
    return { data: toQuestionAnswer(await this.tests.editQuestion(test_uuid, uuid, body)) };
  }

  @Delete(':test_uuid/questions/:uuid')
  @HttpCode(204)
  @Access('test_edit')
  async removeQuestion(@ZodParams(testItemParamsSchema) { test_uuid, uuid }: ItemParams, @ZodQuery(deleteQuerySchema) { version }: { version?: number }) {
    await this.tests.removeQuestion(test_uuid, uuid, version);
  }

  private async details(test: Questionnaire) {
    return { data: toQuestionnaireDetails(test, await this.tests.questionsOf(test.uuid)) };
  }
}
