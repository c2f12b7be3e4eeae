import { Controller, Delete, Get, HttpCode, Patch, Post, StreamableFile } from '@nestjs/common';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import {
  patientParamsSchema,
  perioExamAnswerSchema,
  perioExamCreateSchema,
  perioExamEditSchema,
  perioExamListAnswerSchema,
  perioExamParamsSchema,
  perioExamQuerySchema,
  type PerioExamCreate,
  type PerioExamEdit,
  type PerioExamQuery,
} from '@dental/contracts';
import { Audited } from '@dental/patients';
import { Access, CurrentAuth, renderPdf, ZodAnswer, ZodBody, ZodParams, ZodQuery, type AuthSession } from '@dental/server-core';
import { perioPdf } from './perio-pdf.js';
import { PerioExamService } from './perio-exam.service.js';

type ExamParams = { uuid: string; exam_uuid: string };

/**
 * /api/patients/{uuid}/perio-exams (issue 29): the periodontal chart. The tooth map's permissions
 * (patients_tooth_map_view to read, _edit to write); every call is in the patient's audit trail.
 */
@ApiTags('perio-exams')
@Audited('perio-exams')
@Controller('patients/:uuid/perio-exams')
export class PerioExamController {
  constructor(private readonly exams: PerioExamService) {}

  @Get()
  @Access('patients_tooth_map_view')
  @ZodAnswer(perioExamListAnswerSchema)
  async list(@ZodParams(patientParamsSchema) { uuid }: { uuid: string }) {
    return { data: await this.exams.list(uuid) };
  }

  @Post()
  @HttpCode(201)
  @Access('patients_tooth_map_edit')
  @ZodAnswer(perioExamAnswerSchema, 201)
  async create(@CurrentAuth() auth: AuthSession, @ZodParams(patientParamsSchema) { uuid }: { uuid: string }, @ZodBody(perioExamCreateSchema) body: PerioExamCreate) {
    return { data: await this.exams.view(uuid, await this.exams.create(uuid, body, auth)) };
  }

  @Get(':exam_uuid')
  @Access('patients_tooth_map_view')
  @ZodAnswer(perioExamAnswerSchema)
  async get(@ZodParams(perioExamParamsSchema) params: ExamParams, @ZodQuery(perioExamQuerySchema) query: PerioExamQuery) {
    return { data: await this.exams.view(params.uuid, await this.exams.get(params.uuid, params.exam_uuid), query.compare_to) };
  }

  @Patch(':exam_uuid')
  @Access('patients_tooth_map_edit')
  @ZodAnswer(perioExamAnswerSchema)
  async edit(@CurrentAuth() auth: AuthSession, @ZodParams(perioExamParamsSchema) params: ExamParams, @ZodBody(perioExamEditSchema) body: PerioExamEdit) {
    return { data: await this.exams.view(params.uuid, await this.exams.edit(params.uuid, params.exam_uuid, body, auth)) };
  }

  @Delete(':exam_uuid')
  @HttpCode(204)
  @Access('patients_tooth_map_edit')
  async remove(@ZodParams(perioExamParamsSchema) params: ExamParams) {
    await this.exams.remove(params.uuid, params.exam_uuid);
  }

  /** The chart on paper in the patient's communication language (pdfmake, as the plan's estimate). */
  @Get(':exam_uuid/pdf')
  @Access('patients_tooth_map_view')
  @ApiProduces('application/pdf')
  async pdf(@ZodParams(perioExamParamsSchema) params: ExamParams): Promise<StreamableFile> {
    const exam = await this.exams.get(params.uuid, params.exam_uuid);
    const patient = exam.patient.getEntity();
    const file = await renderPdf(perioPdf(await this.exams.view(params.uuid, exam), patient, patient.communicationLanguage));
    return new StreamableFile(file, { type: 'application/pdf', disposition: `attachment; filename="perio-${exam.uuid.slice(0, 8)}.pdf"` });
  }
}
