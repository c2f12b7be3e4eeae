import { Controller, Delete, Get, HttpCode, Patch, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  deleteQuerySchema,
  envelope,
  pagedEnvelope,
  pageQuerySchema,
  positionCreateSchema,
  positionEditSchema,
  positionSchema,
  uuidParamsSchema,
  type PageQuery,
  type PositionCreate,
  type PositionEdit,
} from '@dental/contracts';
import { Access, CurrentAuth, ZodAnswer, ZodBody, ZodParams, ZodQuery, pagedAnswer, type AuthSession } from '@dental/server-core';
import { toPositionAnswer } from './position.mapper.js';
import { PositionService } from './position.service.js';

type Uuid = { uuid: string };

/** Positions (roles): /settings/roles in the spec's routes (role_view, role_settings_view, role_edit). */
@ApiTags('roles')
@Controller('settings/roles')
export class PositionController {
  constructor(private readonly positions: PositionService) {}

  @Get()
  @Access('role_view')
  @ZodAnswer(pagedEnvelope(positionSchema))
  async list(@ZodQuery(pageQuerySchema) query: PageQuery) {
    const page = await this.positions.page(query);
    const counts = await this.positions.userCounts(page.items.map((position) => position.uuid));
    return pagedAnswer(page, (position) => toPositionAnswer(position, counts.get(position.uuid) ?? 0));
  }

  @Get(':uuid')
  @Access('role_view')
  @ZodAnswer(envelope(positionSchema))
  async get(@ZodParams(uuidParamsSchema) { uuid }: Uuid) {
    return this.answer(await this.positions.get(uuid));
  }

  /** The permission matrix tab (role_settings_view): the same record, its permissions grouped by the client. */
  @Get(':uuid/settings')
  @Access('role_settings_view')
  @ZodAnswer(envelope(positionSchema))
  async settings(@ZodParams(uuidParamsSchema) { uuid }: Uuid) {
    return this.answer(await this.positions.get(uuid));
  }

  @Post()
  @HttpCode(201)
  @Access('role_edit')
  @ZodAnswer(envelope(positionSchema), 201)
  async create(@CurrentAuth() auth: AuthSession, @ZodBody(positionCreateSchema) body: PositionCreate) {
    return this.answer(await this.positions.create(auth, body));
  }

  @Patch(':uuid')
  @Access('role_edit')
  @ZodAnswer(envelope(positionSchema))
  async edit(@CurrentAuth() auth: AuthSession, @ZodParams(uuidParamsSchema) { uuid }: Uuid, @ZodBody(positionEditSchema) body: PositionEdit) {
    return this.answer(await this.positions.edit(auth, uuid, body));
  }

  @Delete(':uuid')
  @HttpCode(204)
  @Access('role_edit')
  async remove(
    @CurrentAuth() auth: AuthSession,
    @ZodParams(uuidParamsSchema) { uuid }: Uuid,
    @ZodQuery(deleteQuerySchema) { version }: { version?: number },
  ) {
    await this.positions.remove(auth, uuid, version);
  }

  private async answer(position: Awaited<ReturnType<PositionService['get']>>) {
    const counts = await this.positions.userCounts([position.uuid]);
    return { data: toPositionAnswer(position, counts.get(position.uuid) ?? 0) };
  }
}
