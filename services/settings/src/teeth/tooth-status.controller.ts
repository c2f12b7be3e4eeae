import { Controller, Delete, Get, HttpCode, Patch, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  deleteQuerySchema,
  envelope,
  groupItemParamsSchema,
  groupParamsSchema,
  pagedEnvelope,
  pageQuerySchema,
  toothCustomStatusCreateSchema,
  toothCustomStatusEditSchema,
  toothCustomStatusGroupCreateSchema,
  toothCustomStatusGroupEditSchema,
  toothCustomStatusGroupSchema,
  toothCustomStatusSchema,
  toothStatusConfigCreateSchema,
  toothStatusConfigEditSchema,
  toothStatusConfigSchema,
  toothStatusCreateSchema,
  toothStatusEditSchema,
  toothStatusSchema,
  uuidParamsSchema,
  type PageQuery,
  type ToothCustomStatusCreate,
  type ToothCustomStatusEdit,
  type ToothCustomStatusGroupCreate,
  type ToothCustomStatusGroupEdit,
  type ToothStatusConfigCreate,
  type ToothStatusConfigEdit,
  type ToothStatusCreate,
  type ToothStatusEdit,
} from '@dental/contracts';
import { Access, ZodAnswer, ZodBody, ZodParams, ZodQuery, pagedAnswer } from '@dental/server-core';
import { ToothStatusService, toConfigAnswer, toCustomAnswer, toGroupAnswer, toToothStatusAnswer } from './tooth-status.service.js';

type Uuid = { uuid: string };
type Version = { version?: number };

/** Diagnoses: /settings/tooth-statuses (tooth_status_view, details tab; settings tab tooth_status_settings_view). */
@ApiTags('tooth statuses')
@Controller('settings/tooth-statuses')
export class ToothStatusController {
  constructor(private readonly statuses: ToothStatusService) {}

  @Get()
  @Access('tooth_status_view')
  @ZodAnswer(pagedEnvelope(toothStatusSchema))
  async list(@ZodQuery(pageQuerySchema) query: PageQuery) {
    return pagedAnswer(await this.statuses.statusPage(query), toToothStatusAnswer);
  }

  @Get(':uuid')
  @Access('tooth_status_view')
  @ZodAnswer(envelope(toothStatusSchema))
  async get(@ZodParams(uuidParamsSchema) { uuid }: Uuid) {
    return { data: toToothStatusAnswer(await this.statuses.status(uuid)) };
  }

  @Get(':uuid/settings')
  @Access('tooth_status_settings_view')
  @ZodAnswer(envelope(toothStatusSchema))
  async settings(@ZodParams(uuidParamsSchema) { uuid }: Uuid) {
    return { data: toToothStatusAnswer(await this.statuses.status(uuid)) };
  }

  @Post()
  @HttpCode(201)
  @Access('tooth_status_edit')
  @ZodAnswer(envelope(toothStatusSchema), 201)
  async create(@ZodBody(toothStatusCreateSchema) body: ToothStatusCreate) {
    return { data: toToothStatusAnswer(await this.statuses.createStatus(body)) };
  }

  @Patch(':uuid')
  @Access('tooth_status_edit')
  @ZodAnswer(envelope(toothStatusSchema))
  async edit(@ZodParams(uuidParamsSchema) { uuid }: Uuid, @ZodBody(toothStatusEditSchema) body: ToothStatusEdit) {
    return { data: toToothStatusAnswer(await this.statuses.editStatus(uuid, body)) };
  }

  @Delete(':uuid')
  @HttpCode(204)
  @Access('tooth_status_edit')
  async remove(@ZodParams(uuidParamsSchema) { uuid }: Uuid, @ZodQuery(deleteQuerySchema) { version }: Version) {
    await this.statuses.removeStatus(uuid, version);
  }
}

/** Custom status groups and their statuses (tooth_custom_status_view / tooth_status_edit). */
@ApiTags('tooth statuses')
@Controller('settings/tooth-custom-status-groups')
export class ToothCustomStatusController {
  constructor(private readonly statuses: ToothStatusService) {}

  @Get()
  @Access('tooth_custom_status_view')
  @ZodAnswer(pagedEnvelope(toothCustomStatusGroupSchema))
  async groups(@ZodQuery(pageQuerySchema) query: PageQuery) {
    return pagedAnswer(await this.statuses.groupPage(query), toGroupAnswer);
  }

  @Get(':group_uuid')
  @Access('tooth_custom_status_view')
  @ZodAnswer(envelope(toothCustomStatusGroupSchema))
  async group(@ZodParams(groupParamsSchema) { group_uuid }: { group_uuid: string }) {
    return { data: toGroupAnswer(await this.statuses.group(group_uuid)) };
  }

  @Post()
  @HttpCode(201)
  @Access('tooth_status_edit')
  @ZodAnswer(envelope(toothCustomStatusGroupSchema), 201)
  async createGroup(@ZodBody(toothCustomStatusGroupCreateSchema) body: ToothCustomStatusGroupCreate) {
    return { data: toGroupAnswer(await this.statuses.createGroup(body)) };
  }

  @Patch(':group_uuid')
  @Access('tooth_status_edit')
  @ZodAnswer(envelope(toothCustomStatusGroupSchema))
  async editGroup(@ZodParams(groupParamsSchema) { group_uuid }: { group_uuid: string }, @ZodBody(toothCustomStatusGroupEditSchema) body: ToothCustomStatusGroupEdit) {
    return { data: toGroupAnswer(await this.statuses.editGroup(group_uuid, body)) };
  }

  /** 409 while the group still holds statuses. */
  @Delete(':group_uuid')
  @HttpCode(204)
  @Access('tooth_status_edit')
  async removeGroup(@ZodParams(groupParamsSchema) { group_uuid }: { group_uuid: string }, @ZodQuery(deleteQuerySchema) { version }: Version) {
    await this.statuses.removeGroup(group_uuid, version);
  }

  @Get(':group_uuid/statuses')
  @Access('tooth_custom_status_view')
  @ZodAnswer(pagedEnvelope(toothCustomStatusSchema))
  async customs(@ZodParams(groupParamsSchema) { group_uuid }: { group_uuid: string }, @ZodQuery(pageQuerySchema) query: PageQuery) {
    return pagedAnswer(await this.statuses.customPage(group_uuid, query), toCustomAnswer);
  }

  @Get(':group_uuid/statuses/:uuid')
  @Access('tooth_custom_status_view')
  @ZodAnswer(envelope(toothCustomStatusSchema))
  async custom(@ZodParams(groupItemParamsSchema) { group_uuid, uuid }: { group_uuid: string; uuid: string }) {
    return { data: toCustomAnswer(await this.statuses.custom(group_uuid, uuid)) };
  }

  @Post(':group_uuid/statuses')
  @HttpCode(201)
  @Access('tooth_status_edit')
  @ZodAnswer(envelope(toothCustomStatusSchema), 201)
  async createCustom(@ZodParams(groupParamsSchema) { group_uuid }: { group_uuid: string }, @ZodBody(toothCustomStatusCreateSchema) body: ToothCustomStatusCreate) {
    return { data: toCustomAnswer(await this.statuses.createCustom(group_uuid, body)) };
  }

  @Patch(':group_uuid/statuses/:uuid')
  @Access('tooth_status_edit')
  @ZodAnswer(envelope(toothCustomStatusSchema))
  async editCustom(
    @ZodParams(groupItemParamsSchema) { group_uuid, uuid }: { group_uuid: string; uuid: string },
    @ZodBody(toothCustomStatusEditSchema) body: ToothCustomStatusEdit,
  ) {
    return { data: toCustomAnswer(await this.statuses.editCustom(group_uuid, uuid, body)) };
  }

  @Delete(':group_uuid/statuses/:uuid')
  @HttpCode(204)
  @Access('tooth_status_edit')
  async removeCustom(
    @ZodParams(groupItemParamsSchema) { group_uuid, uuid }: { group_uuid: string; uuid: string },
    @ZodQuery(deleteQuerySchema) { version }: Version,
  ) {
    await this.statuses.removeCustom(group_uuid, uuid, version);
  }
}

/** Status config (tooth_config_view; settings tab tooth_config_settings_view; writes tooth_status_edit). */
@ApiTags('tooth statuses')
@Controller('settings/status-config')
export class ToothStatusConfigController {
  constructor(private readonly statuses: ToothStatusService) {}

  @Get()
  @Access('tooth_config_view')
  @ZodAnswer(pagedEnvelope(toothStatusConfigSchema))
  async list(@ZodQuery(pageQuerySchema) query: PageQuery) {
    return pagedAnswer(await this.statuses.configPage(query), toConfigAnswer);
  }

  @Get(':uuid')
  @Access('tooth_config_view')
  @ZodAnswer(envelope(toothStatusConfigSchema))
  async get(@ZodParams(uuidParamsSchema) { uuid }: Uuid) {
    return { data: toConfigAnswer(await this.statuses.config(uuid)) };
  }

  @Get(':uuid/settings')
  @Access('tooth_config_settings_view')
  @ZodAnswer(envelope(toothStatusConfigSchema))
  async settings(@ZodParams(uuidParamsSchema) { uuid }: Uuid) {
    return { data: toConfigAnswer(await this.statuses.config(uuid)) };
  }

  @Post()
  @HttpCode(201)
  @Access('tooth_status_edit')
  @ZodAnswer(envelope(toothStatusConfigSchema), 201)
  async create(@ZodBody(toothStatusConfigCreateSchema) body: ToothStatusConfigCreate) {
    return { data: toConfigAnswer(await this.statuses.createConfig(body)) };
  }

  @Patch(':uuid')
  @Access('tooth_status_edit')
  @ZodAnswer(envelope(toothStatusConfigSchema))
  async edit(@ZodParams(uuidParamsSchema) { uuid }: Uuid, @ZodBody(toothStatusConfigEditSchema) body: ToothStatusConfigEdit) {
    return { data: toConfigAnswer(await this.statuses.editConfig(uuid, body)) };
  }

  @Delete(':uuid')
  @HttpCode(204)
  @Access('tooth_status_edit')
  async remove(@ZodParams(uuidParamsSchema) { uuid }: Uuid, @ZodQuery(deleteQuerySchema) { version }: Version) {
    await this.statuses.removeConfig(uuid, version);
  }
}
