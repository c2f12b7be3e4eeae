import { Controller, Get, Patch } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  branchEditSchema,
  branchSchema,
  envelope,
  uuidParamsSchema,
  type Branch,
  type BranchEdit,
} from '@dental/contracts';
import { Access, CurrentAuth, ZodAnswer, ZodBody, ZodParams, type AuthSession } from '@dental/server-core';
import { z } from 'zod';
import { toBranchAnswer } from './branch.mapper.js';
import { BranchService } from './branch.service.js';

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
  @ZodAnswer(envelope(z.array(branchSchema)))
  async list(): Promise<{ data: Branch[] }> {
    return { data: (await this.branches.list()).map(toBranchAnswer) };
  }

  @Get('settings/branches/:uuid')
  @Access('branch_view')
  @ZodAnswer(envelope(branchSchema))
  async get(@ZodParams(uuidParamsSchema) { uuid }: { uuid: string }): Promise<{ data: Branch }> {
    return { data: toBranchAnswer(await this.branches.get(uuid)) };
  }

  @Patch('settings/branches/:uuid')
  @Access('branch_edit')
  @ZodAnswer(envelope(branchSchema))
  async edit(
    @ZodParams(uuidParamsSchema) { uuid }: { uuid: string },
    @ZodBody(branchEditSchema) body: BranchEdit,
  ): Promise<{ data: Branch }> {
    return { data: toBranchAnswer(await this.branches.edit(uuid, body)) };
  }
}
