import { Controller, Delete, Get, HttpCode, Patch, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  branchPageSchema,
  deleteQuerySchema,
  departmentCreateSchema,
  departmentEditSchema,
  departmentPageSchema,
  departmentSchema,
  envelope,
  pageQuerySchema,
  uuidParamsSchema,
  type DepartmentCreate,
  type DepartmentEdit,
  type PageQuery,
} from '@dental/contracts';
import { Access, ZodAnswer, ZodBody, ZodParams, ZodQuery, pagedAnswer } from '@dental/server-core';
import { toBranchAnswer } from '../branches/branch.mapper.js';
import { BranchService } from '../branches/branch.service.js';
import { toDepartmentAnswer } from './department.mapper.js';
import { DepartmentService } from './department.service.js';

type Uuid = { uuid: string };

@ApiTags('departments')
@Controller('settings/department')
export class DepartmentController {
  constructor(
    private readonly departments: DepartmentService,
    private readonly branches: BranchService,
  ) {}

  /** The shell loads this list at sign-in for every user (names only), hence SIGNED_IN. */
  @Get()
  @Access('signed_in')
  @ZodAnswer(departmentPageSchema)
  async list(@ZodQuery(pageQuerySchema) query: PageQuery) {
    return pagedAnswer(await this.departments.page(query), toDepartmentAnswer);
  }

  @Get(':uuid')
  @Access('department_view')
  @ZodAnswer(envelope(departmentSchema))
  async get(@ZodParams(uuidParamsSchema) { uuid }: Uuid) {
    return { data: toDepartmentAnswer(await this.departments.get(uuid)) };
  }

  /** The clinic's branches tab. */
  @Get(':uuid/branches')
  @Access('department_settings_view')
  @ZodAnswer(branchPageSchema)
  async branchesOf(@ZodParams(uuidParamsSchema) { uuid }: Uuid, @ZodQuery(pageQuerySchema) query: PageQuery) {
    await this.departments.get(uuid);
    return pagedAnswer(await this.branches.page({ ...query, department_uuid: uuid }), toBranchAnswer);
  }

  @Post()
  @HttpCode(201)
  @Access('department_edit')
  @ZodAnswer(envelope(departmentSchema), 201)
  async create(@ZodBody(departmentCreateSchema) body: DepartmentCreate) {
    return { data: toDepartmentAnswer(await this.departments.create(body)) };
  }

  @Patch(':uuid')
  @Access('department_edit')
  @ZodAnswer(envelope(departmentSchema))
  async edit(@ZodParams(uuidParamsSchema) { uuid }: Uuid, @ZodBody(departmentEditSchema) body: DepartmentEdit) {
    return { data: toDepartmentAnswer(await this.departments.edit(uuid, body)) };
  }

  /** Soft delete: history keeps the clinic; 409 while it still has branches. */
  @Delete(':uuid')
  @HttpCode(204)
  @Access('department_edit')
  async remove(@ZodParams(uuidParamsSchema) { uuid }: Uuid, @ZodQuery(deleteQuerySchema) { version }: { version?: number }) {
    await this.departments.remove(uuid, version);
  }
}
