import { Controller, Delete, Get, HttpCode, Patch, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  patientParamsSchema,
  toothItemCreateSchema,
  toothItemEditSchema,
  toothItemInvalidateSchema,
  toothItemParamsSchema,
  toothItemPlanSchema,
  toothItemTreatSchema,
  toothMapAnswerSchema,
  toothMapItemAnswerSchema,
  toothMapQuerySchema,
  toothMapToothAnswerSchema,
  toothParamsSchema,
  toothTypeSetSchema,
  type ToothItemCreate,
  type ToothItemEdit,
  type ToothItemInvalidate,
  type ToothItemPlan,
  type ToothItemTreat,
  type ToothMapQuery,
  type ToothTypeSet,
} from '@dental/contracts';
import { Audited } from '@dental/patients';
import { Access, CurrentAuth, ZodAnswer, ZodBody, ZodParams, ZodQuery, type AuthSession } from '@dental/server-core';
import { ToothMapService } from './tooth-map.service.js';

type ItemParams = { uuid: string; item_uuid: string };

/**
 * /api/patients/{uuid}/tooth-map (issue 12): the card at a date, tooth types and the log's items.
 * Reads need patients_tooth_map_view, writes patients_tooth_map_edit; every call is recorded in the
 * patient's audit trail (@Audited, the patients module's interceptor).
 */
@ApiTags('tooth-map')
@Audited('tooth-map')
@Controller('patients/:uuid/tooth-map')
export class ToothMapController {
  constructor(private readonly card: ToothMapService) {}

  @Get()
  @Access('patients_tooth_map_view')
  @ZodAnswer(toothMapAnswerSchema)
  async get(@ZodParams(patientParamsSchema) { uuid }: { uuid: string }, @ZodQuery(toothMapQuerySchema) query: ToothMapQuery) {
    return { data: await this.card.card(uuid, query.at) };
  }

  @Put('teeth/:tooth')
  @Access('patients_tooth_map_edit')
  @ZodAnswer(toothMapToothAnswerSchema)
  async setType(@CurrentAuth() auth: AuthSession, @ZodParams(toothParamsSchema) params: { uuid: string; tooth: number }, @ZodBody(toothTypeSetSchema) body: ToothTypeSet) {
    return { data: await this.card.setToothType(params.uuid, params.tooth, body, auth) };
  }

  @Post('items')
  @HttpCode(201)
  @Access('patients_tooth_map_edit')
  @ZodAnswer(toothMapItemAnswerSchema, 201)
  async create(@CurrentAuth() auth: AuthSession, @ZodParams(patientParamsSchema) { uuid }: { uuid: string }, @ZodBody(toothItemCreateSchema) body: ToothItemCreate) {
    return { data: await this.card.answer(await this.card.create(uuid, body, auth)) };
  }

  @Post('items/:item_uuid/plan')
  @HttpCode(200)
  @Access('patients_tooth_map_edit')
  @ZodAnswer(toothMapItemAnswerSchema)
  async plan(@ZodParams(toothItemParamsSchema) params: ItemParams, @ZodBody(toothItemPlanSchema) body: ToothItemPlan) {
    return { data: await this.card.answer(await this.card.plan(params.uuid, params.item_uuid, body)) };
  }

  @Post('items/:item_uuid/treat')
  @HttpCode(200)
  @Access('patients_tooth_map_edit')
  @ZodAnswer(toothMapItemAnswerSchema)
  async treat(@ZodParams(toothItemParamsSchema) params: ItemParams, @ZodBody(toothItemTreatSchema) body: ToothItemTreat) {
    return { data: await this.card.answer(await this.card.treat(params.uuid, params.item_uuid, body.appointment_uuid)) };
  }

  @Patch('items/:item_uuid')
  @Access('patients_tooth_map_edit')
  @ZodAnswer(toothMapItemAnswerSchema)
  async edit(@ZodParams(toothItemParamsSchema) params: ItemParams, @ZodBody(toothItemEditSchema) body: ToothItemEdit) {
    return { data: await this.card.answer(await this.card.edit(params.uuid, params.item_uuid, body)) };
  }

  @Post('items/:item_uuid/invalidate')
  @HttpCode(200)
  @Access('patients_tooth_map_edit')
  @ZodAnswer(toothMapItemAnswerSchema)
  async invalidate(@CurrentAuth() auth: AuthSession, @ZodParams(toothItemParamsSchema) params: ItemParams, @ZodBody(toothItemInvalidateSchema) body: ToothItemInvalidate) {
    return { data: await this.card.answer(await this.card.invalidate(params.uuid, params.item_uuid, body.reason, auth)) };
  }

  @Delete('items/:item_uuid')
  @HttpCode(204)
  @Access('patients_tooth_map_edit')
  async remove(@ZodParams(toothItemParamsSchema) params: ItemParams) {
    await this.card.remove(params.uuid, params.item_uuid);
  }
}
