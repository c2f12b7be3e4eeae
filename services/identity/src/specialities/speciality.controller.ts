import { Controller, Delete, Get, HttpCode, Patch, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  deleteQuerySchema,
  envelope,
  pagedEnvelope,
  pageQuerySchema,
  specialityCreateSchema,
  specialityEditSchema,
  specialitySchema,
  uuidParamsSchema,
  type PageQuery,
  type Speciality as SpecialityAnswer,
  type SpecialityCreate,
  type SpecialityEdit,
} from '@dental/contracts';
import { Access, ZodAnswer, ZodBody, ZodParams, ZodQuery, pagedAnswer } from '@dental/server-core';
import type { Speciality } from './speciality.entity.js';
import { SpecialityService } from './speciality.service.js';

type Uuid = { uuid: string };
const toAnswer = (speciality: Speciality): SpecialityAnswer => ({
  uuid: speciality.uuid,
  name: speciality.name,
  version: speciality.version,
});

/** The specialities catalogue, edited with the users (user_view / user_edit). */
@ApiTags('users')
@Controller('settings/specialities')
export class SpecialityController {
  constructor(private readonly specialities: SpecialityService) {}

  /** Also read by the calendar's booking panel, so any signed-in user may list them. */
  @Get()
  @Access('signed_in')
  @ZodAnswer(pagedEnvelope(specialitySchema))
  async list(@ZodQuery(pageQuerySchema) query: PageQuery) {
    return pagedAnswer(await this.specialities.page(query), toAnswer);
  }

  @Get(':uuid')
  @Access('user_view')
  @ZodAnswer(envelope(specialitySchema))
  async get(@ZodParams(uuidParamsSchema) { uuid }: Uuid) {
    return { data: toAnswer(await this.specialities.get(uuid)) };
  }

  @Post()
  @HttpCode(201)
  @Access('user_edit')
  @ZodAnswer(envelope(specialitySchema), 201)
  async create(@ZodBody(specialityCreateSchema) body: SpecialityCreate) {
    return { data: toAnswer(await this.specialities.create(body)) };
  }

  @Patch(':uuid')
  @Access('user_edit')
  @ZodAnswer(envelope(specialitySchema))
  async edit(@ZodParams(uuidParamsSchema) { uuid }: Uuid, @ZodBody(specialityEditSchema) body: SpecialityEdit) {
    return { data: toAnswer(await this.specialities.edit(uuid, body)) };
  }

  @Delete(':uuid')
  @HttpCode(204)
  @Access('user_edit')
  async remove(@ZodParams(uuidParamsSchema) { uuid }: Uuid, @ZodQuery(deleteQuerySchema) { version }: { version?: number }) {
    await this.specialities.remove(uuid, version);
  }
}
