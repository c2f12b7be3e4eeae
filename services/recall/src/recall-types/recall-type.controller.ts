import { Controller, Delete, Get, HttpCode, Patch, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  deleteQuerySchema,
  envelope,
  pagedEnvelope,
  recallTypeCreateSchema,
  recallTypeEditSchema,
  recallTypeSchema,
  settingsListQuerySchema,
  uuidParamsSchema,
  type PageQuery,
  type RecallTypeCreate,
  type RecallTypeEdit,
} from '@dental/contracts';
import { Access, ZodAnswer, ZodBody, ZodParams, ZodQuery, pagedAnswer } from '@dental/server-core';
import { toRecallTypeAnswer } from './recall-type.mapper.js';
import { RecallTypeService } from './recall-type.service.js';

type Uuid = { uuid: string };

/**
 * Recall types under the settings: recall_view reads them (the recall list filters and books by
 * them), recall_type_edit writes them. `sort` is `name` (in the caller's language) or `interval_months`.
 */
@ApiTags('recall-types')
@Controller('settings/recall-types')
export class RecallTypeController {
  constructor(private readonly types: RecallTypeService) {}

  @Get()
  @Access('recall_view')
  @ZodAnswer(pagedEnvelope(recallTypeSchema))
  async list(@ZodQuery(settingsListQuerySchema) query: PageQuery) {
    return pagedAnswer(await this.types.page(query), toRecallTypeAnswer);
  }

  @Get(':uuid')
  @Access('recall_view')
  @ZodAnswer(envelope(recallTypeSchema))
  async get(@ZodParams(uuidParamsSchema) { uuid }: Uuid) {
    return { data: toRecallTypeAnswer(await this.types.get(uuid)) };
  }

  @Post()
  @HttpCode(201)
  @Access('recall_type_edit')
  @ZodAnswer(envelope(recallTypeSchema), 201)
  async create(@ZodBody(recallTypeCreateSchema) body: RecallTypeCreate) {
    return { data: toRecallTypeAnswer(await this.types.create(body)) };
  }

  @Patch(':uuid')
  @Access('recall_type_edit')
  @ZodAnswer(envelope(recallTypeSchema))
  async edit(@ZodParams(uuidParamsSchema) { uuid }: Uuid, @ZodBody(recallTypeEditSchema) body: RecallTypeEdit) {
    return { data: toRecallTypeAnswer(await this.types.edit(uuid, body)) };
  }

  @Delete(':uuid')
  @HttpCode(204)
  @Access('recall_type_edit')
  async remove(@ZodParams(uuidParamsSchema) { uuid }: Uuid, @ZodQuery(deleteQuerySchema) { version }: { version?: number }) {
    await this.types.remove(uuid, version);
  }
}
