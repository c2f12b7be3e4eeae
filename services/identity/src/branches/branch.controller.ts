import { Controller, Delete, Get, HttpCode, Patch, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  branchCreateSchema,
  branchEditSchema,
  branchListQuerySchema,
  branchLogoSchema,
  branchPageSchema,
  branchSchema,
  deleteQuerySchema,
  envelope,
  uuidParamsSchema,
  type Branch,
  type BranchCreate,
  type BranchEdit,
  type BranchListQuery,
  type BranchLogo,
} from '@dental/contracts';
import { Access, CurrentAuth, ZodAnswer, ZodBody, ZodParams, ZodQuery, pagedAnswer, type AuthSession } from '@dental/server-core';
import { z } from 'zod';
import { toBranchAnswer } from './branch.mapper.js';
import { BranchService } from './branch.service.js';

type Uuid = { uuid: string };

@ApiTags('branches')
@Controller()
export class BranchController {
  constructor(private readonly branches: BranchService) {}

  /** The branch picker's list: the branches the signed-in user may work in. */
  @Get('meta/branches')
  @Access('signed_in')
  @ZodAnswer(envelope(z.array(branchSchema)))
  async workable(@CurrentAuth() auth: AuthSession): Promise<{ data: Branch[] }> {
    return { data: (await this.branches.workableFor(auth)).map(toBranchAnswer) };
  }

  @Get('settings/branches')
  @Access('branch_view')
  @ZodAnswer(branchPageSchema)
  async list(@ZodQuery(branchListQuerySchema) query: BranchListQuery) {
    return pagedAnswer(await this.branches.page(query), toBranchAnswer);
  }

  @Get('settings/branches/:uuid')
  @Access('branch_view')
  @ZodAnswer(envelope(branchSchema))
  async get(@ZodParams(uuidParamsSchema) { uuid }: Uuid): Promise<{ data: Branch }> {
    return { data: toBranchAnswer(await this.branches.get(uuid)) };
  }

  @Post('settings/branches')
  @HttpCode(201)
  @Access('branch_edit')
  @ZodAnswer(envelope(branchSchema), 201)
  async create(@ZodBody(branchCreateSchema) body: BranchCreate) {
    return { data: toBranchAnswer(await this.branches.create(body)) };
  }

  @Patch('settings/branches/:uuid')
  @Access('branch_edit')
  @ZodAnswer(envelope(branchSchema))
  async edit(@ZodParams(uuidParamsSchema) { uuid }: Uuid, @ZodBody(branchEditSchema) body: BranchEdit): Promise<{ data: Branch }> {
    return { data: toBranchAnswer(await this.branches.edit(uuid, body)) };
  }

  /** The logo upload: a small image as a data URL (checked by its magic bytes), or null to remove it. */
  @Put('settings/branches/:uuid/logo')
  @Access('branch_edit')
  @ZodAnswer(envelope(branchSchema))
  async logo(@ZodParams(uuidParamsSchema) { uuid }: Uuid, @ZodBody(branchLogoSchema) body: BranchLogo) {
    return { data: toBranchAnswer(await this.branches.setLogo(uuid, body)) };
  }

  @Delete('settings/branches/:uuid')
  @HttpCode(204)
  @Access('branch_edit')
  async remove(@ZodParams(uuidParamsSchema) { uuid }: Uuid, @ZodQuery(deleteQuerySchema) { version }: { version?: number }) {
    await this.branches.remove(uuid, version);
  }
}
