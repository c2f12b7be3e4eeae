import { Controller, Delete, Get, HttpCode, Patch, Post, Put, StreamableFile } from '@nestjs/common';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import {
  patientParamsSchema,
  treatmentPlanActionSchema,
  treatmentPlanAnswerSchema,
  treatmentPlanApproveSchema,
  treatmentPlanCreateSchema,
  treatmentPlanEditSchema,
  treatmentPlanListAnswerSchema,
  treatmentPlanOrderSchema,
  treatmentPlanParamsSchema,
  type TreatmentPlanApprove,
  type TreatmentPlanCreate,
  type TreatmentPlanEdit,
  type TreatmentPlanOrder,
} from '@dental/contracts';
import { Audited } from '@dental/patients';
import { Access, CurrentAuth, renderPdf, ZodAnswer, ZodBody, ZodParams, type AuthSession } from '@dental/server-core';
import { planPdf } from './plan-pdf.js';
import { TreatmentPlanService } from './treatment-plan.service.js';

type PlanParams = { uuid: string; plan_uuid: string };

/**
 * /api/patients/{uuid}/treatment-plans (issue 12). Reads need patients_tooth_map_view, changes
 * patients_tooth_map_edit, approval patients_plans_approve; all audited as the patient's data.
 */
@ApiTags('treatment-plans')
@Audited('treatment-plans')
@Controller('patients/:uuid/treatment-plans')
export class TreatmentPlanController {
  constructor(private readonly plans: TreatmentPlanService) {}

  @Get()
  @Access('patients_tooth_map_view')
  @ZodAnswer(treatmentPlanListAnswerSchema)
  async list(@ZodParams(patientParamsSchema) { uuid }: { uuid: string }) {
    return { data: await this.plans.list(uuid) };
  }

  @Post()
  @HttpCode(201)
  @Access('patients_tooth_map_edit')
  @ZodAnswer(treatmentPlanAnswerSchema, 201)
  async create(@CurrentAuth() auth: AuthSession, @ZodParams(patientParamsSchema) { uuid }: { uuid: string }, @ZodBody(treatmentPlanCreateSchema) body: TreatmentPlanCreate) {
    return { data: await this.plans.view(await this.plans.create(uuid, body, auth)) };
  }

  @Get(':plan_uuid')
  @Access('patients_tooth_map_view')
  @ZodAnswer(treatmentPlanAnswerSchema)
  async get(@ZodParams(treatmentPlanParamsSchema) params: PlanParams) {
    return { data: await this.plans.view(await this.plans.get(params.uuid, params.plan_uuid)) };
  }

  @Patch(':plan_uuid')
  @Access('patients_tooth_map_edit')
  @ZodAnswer(treatmentPlanAnswerSchema)
  async edit(@ZodParams(treatmentPlanParamsSchema) params: PlanParams, @ZodBody(treatmentPlanEditSchema) body: TreatmentPlanEdit) {
    return { data: await this.plans.view(await this.plans.edit(params.uuid, params.plan_uuid, body)) };
  }

  @Delete(':plan_uuid')
  @HttpCode(204)
  @Access('patients_tooth_map_edit')
  async remove(@ZodParams(treatmentPlanParamsSchema) params: PlanParams) {
    await this.plans.remove(params.uuid, params.plan_uuid);
  }

  @Post(':plan_uuid/approve')
  @HttpCode(200)
  @Access('patients_plans_approve')
  @ZodAnswer(treatmentPlanAnswerSchema)
  async approve(@CurrentAuth() auth: AuthSession, @ZodParams(treatmentPlanParamsSchema) params: PlanParams, @ZodBody(treatmentPlanApproveSchema) body: TreatmentPlanApprove) {
    return { data: await this.plans.view(await this.plans.approve(params.uuid, params.plan_uuid, body, auth)) };
  }

  @Post(':plan_uuid/close')
  @HttpCode(200)
  @Access('patients_tooth_map_edit')
  @ZodAnswer(treatmentPlanAnswerSchema)
  async close(@ZodParams(treatmentPlanParamsSchema) params: PlanParams, @ZodBody(treatmentPlanActionSchema) body: { version?: number }) {
    return { data: await this.plans.view(await this.plans.close(params.uuid, params.plan_uuid, body.version)) };
  }

  @Post(':plan_uuid/copy')
  @HttpCode(201)
  @Access('patients_tooth_map_edit')
  @ZodAnswer(treatmentPlanAnswerSchema, 201)
  async copy(@CurrentAuth() auth: AuthSession, @ZodParams(treatmentPlanParamsSchema) params: PlanParams) {
    return { data: await this.plans.view(await this.plans.copy(params.uuid, params.plan_uuid, auth)) };
  }

  @Put(':plan_uuid/order')
  @Access('patients_tooth_map_edit')
  @ZodAnswer(treatmentPlanAnswerSchema)
  async order(@ZodParams(treatmentPlanParamsSchema) params: PlanParams, @ZodBody(treatmentPlanOrderSchema) body: TreatmentPlanOrder) {
    return { data: await this.plans.view(await this.plans.order(params.uuid, params.plan_uuid, body)) };
  }

  /** The estimate as a PDF in the patient's communication language (pdfmake, Latvian letters and Cyrillic embedded); an approved plan's is its snapshot. */
  @Get(':plan_uuid/pdf')
  @Access('patients_tooth_map_view')
  @ApiProduces('application/pdf')
  async pdf(@ZodParams(treatmentPlanParamsSchema) params: PlanParams): Promise<StreamableFile> {
    const plan = await this.plans.get(params.uuid, params.plan_uuid);
    const items = await this.plans.procedures([plan]);
    const patient = plan.patient.getEntity();
    const clinic = await this.plans.clinic(patient.uuid);
    const file = await renderPdf(planPdf(this.plans.answer(plan, items), plan.approvedSnapshot, items, await this.plans.services(items), patient, patient.communicationLanguage, clinic));
    return new StreamableFile(file, { type: 'application/pdf', disposition: `attachment; filename="plan-${plan.uuid.slice(0, 8)}.pdf"` });
  }
}
