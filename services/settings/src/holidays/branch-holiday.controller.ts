import { Controller, Delete, Get, HttpCode, Patch, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  branchItemParamsSchema,
  branchUuidParamsSchema,
  deleteQuerySchema,
  envelope,
  holidayCreateSchema,
  holidayEditSchema,
  holidaySchema,
  pagedEnvelope,
  pageQuerySchema,
  type HolidayCreate,
  type HolidayEdit,
  type PageQuery,
} from '@dental/contracts';
import { Access, ZodAnswer, ZodBody, ZodParams, ZodQuery, pagedAnswer } from '@dental/server-core';
import { BranchHolidayService, toHolidayAnswer } from './branch-holiday.service.js';

type BranchParams = { branch_uuid: string };
type ItemParams = { branch_uuid: string; uuid: string };

/** A branch's holidays tab (branch_working_hours_view / branch_edit). */
@ApiTags('branches')
@Controller('settings/branches/:branch_uuid/holidays')
export class BranchHolidayController {
  constructor(private readonly holidays: BranchHolidayService) {}

  @Get()
  @Access('branch_working_hours_view')
  @ZodAnswer(pagedEnvelope(holidaySchema))
  async list(@ZodParams(branchUuidParamsSchema) { branch_uuid }: BranchParams, @ZodQuery(pageQuerySchema) query: PageQuery) {
    return pagedAnswer(await this.holidays.page(branch_uuid, query), toHolidayAnswer);
  }

  @Get(':uuid')
  @Access('branch_working_hours_view')
  @ZodAnswer(envelope(holidaySchema))
  async get(@ZodParams(branchItemParamsSchema) { branch_uuid, uuid }: ItemParams) {
    return { data: toHolidayAnswer(await this.holidays.get(branch_uuid, uuid)) };
  }

  @Post()
  @HttpCode(201)
  @Access('branch_edit')
  @ZodAnswer(envelope(holidaySchema), 201)
  async create(@ZodParams(branchUuidParamsSchema) { branch_uuid }: BranchParams, @ZodBody(holidayCreateSchema) body: HolidayCreate) {
    return { data: toHolidayAnswer(await this.holidays.create(branch_uuid, body)) };
  }

  @Patch(':uuid')
  @Access('branch_edit')
  @ZodAnswer(envelope(holidaySchema))
  async edit(@ZodParams(branchItemParamsSchema) { branch_uuid, uuid }: ItemParams, @ZodBody(holidayEditSchema) body: HolidayEdit) {
    return { data: toHolidayAnswer(await this.holidays.edit(branch_uuid, uuid, body)) };
  }

  @Delete(':uuid')
  @HttpCode(204)
  @Access('branch_edit')
  async remove(@ZodParams(branchItemParamsSchema) { branch_uuid, uuid }: ItemParams, @ZodQuery(deleteQuerySchema) { version }: { version?: number }) {
    await this.holidays.remove(branch_uuid, uuid, version);
  }
}
