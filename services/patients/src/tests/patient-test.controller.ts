import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  envelope,
  patientTestApproveSchema,
  patientTestCreateSchema,
  patientTestFormParamsSchema,
  patientTestParamsSchema,
  questionnaireDetailsSchema,
  patientTestSchema,
  patientTestsAnswerSchema,
  uuidParamsSchema,
  type PatientTest,
  type PatientTestsAnswer,
  type QuestionnaireDetails,
} from '@dental/contracts';
import { Access, CurrentAuth, ZodAnswer, ZodBody, ZodParams, type AuthSession } from '@dental/server-core';
import type { z } from 'zod';
import { Audited } from '../audit/audited.decorator.js';
import { dueDates, toPatientTestAnswer } from './patient-test.mapper.js';
import { PatientTestService, type PatientTestRead } from './patient-test.service.js';

type TestParams = { uuid: string; test_uuid: string };

const answer = ({ test, questionnaire }: PatientTestRead) => toPatientTestAnswer(test, questionnaire);

/** The tests tab: fill a questionnaire, the history of fills, approval, and the next due dates. */
@ApiTags('patients')
@Controller('patients/:uuid/tests')
@Audited('tests')
export class PatientTestController {
  constructor(private readonly tests: PatientTestService) {}

  @Get()
  @Access('patients_tests_view')
  @ZodAnswer(patientTestsAnswerSchema)
  async list(@ZodParams(uuidParamsSchema) { uuid }: { uuid: string }): Promise<PatientTestsAnswer> {
    const { tests, live } = await this.tests.list(uuid);
    return { data: tests.map(answer), due: dueDates(tests.map(({ test }) => test), live) };
  }

  @Get(':test_uuid')
  @Access('patients_tests_view')
  @ZodAnswer(envelope(patientTestSchema))
  async get(@ZodParams(patientTestParamsSchema) { uuid, test_uuid }: TestParams): Promise<{ data: PatientTest }> {
    return { data: answer(await this.tests.get(uuid, test_uuid)) };
  }

  /** The questionnaire to fill, with its questions (no settings permission needed). */
  @Get('form/:questionnaire_uuid')
  @Access('patients_tests_add')
  @ZodAnswer(envelope(questionnaireDetailsSchema))
  async form(
    @ZodParams(patientTestFormParamsSchema) { uuid, questionnaire_uuid }: { uuid: string; questionnaire_uuid: string },
  ): Promise<{ data: QuestionnaireDetails }> {
    return { data: await this.tests.form(uuid, questionnaire_uuid) };
  }

  /** 400 naming `answers.<i>.value` for an answer that does not fit its question. */
  @Post()
  @Access('patients_tests_add')
  @ZodAnswer(envelope(patientTestSchema), 201)
  async create(
    @ZodParams(uuidParamsSchema) { uuid }: { uuid: string },
    @ZodBody(patientTestCreateSchema) body: z.output<typeof patientTestCreateSchema>,
    @CurrentAuth() auth: AuthSession,
  ): Promise<{ data: PatientTest }> {
    return { data: answer(await this.tests.create(uuid, body, auth)) };
  }

  @Post(':test_uuid/approve')
  @HttpCode(200)
  @Access('patients_tests_approve')
  @Audited('tests', 'update')
  @ZodAnswer(envelope(patientTestSchema))
  async approve(
    @ZodParams(patientTestParamsSchema) { uuid, test_uuid }: TestParams,
    @ZodBody(patientTestApproveSchema) { version }: { version: number },
    @CurrentAuth() auth: AuthSession,
  ): Promise<{ data: PatientTest }> {
    return { data: answer(await this.tests.approve(uuid, test_uuid, version, auth)) };
  }
}
