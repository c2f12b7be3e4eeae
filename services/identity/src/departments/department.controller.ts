import { Controller, Get, Patch } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  departmentEditSchema,
  departmentSchema,
  envelope,
  uuidParamsSchema,
  type Department as DepartmentAnswer,
  type DepartmentEdit,
} from '@dental/contracts';
import { Access, ZodAnswer, ZodBody, ZodParams } from '@dental/server-core';
import { z } from 'zod';
import type { Department } from './department.entity.js';
import { DepartmentService } from './department.service.js';

const toAnswer = (department: Department): DepartmentAnswer => ({
  uuid: department.uuid,
  name: department.name,
  version: department.version,
});

@ApiTags('departments')
@Controller('settings/department')
export class DepartmentController {
  constructor(private readonly departments: DepartmentService) {}

  /** The shell loads this list at sign-in for every user (names only), hence SIGNED_IN. */
  @Get()
  @Access('signed_in')
  @ZodAnswer(envelope(z.array(departmentSchema)))
  async list(): Promise<{ data: DepartmentAnswer[] }> {
    return { data: (await this.departments.list()).map(toAnswer) };
  }

  @Patch(':uuid')
  @Access('department_edit')
  @ZodAnswer(envelope(departmentSchema))
  async edit(
    @ZodParams(uuidParamsSchema) { uuid }: { uuid: string },
    @ZodBody(departmentEditSchema) body: DepartmentEdit,
  ): Promise<{ data: DepartmentAnswer }> {
    return { data: toAnswer(await this.departments.edit(uuid, body)) };
  }
}
