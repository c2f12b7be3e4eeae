import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { companyIdParamsSchema, companySchema, envelope, type Company as CompanyAnswer } from '@dental/contracts';
import { Access, CurrentAuth, ZodAnswer, ZodParams, type AuthSession, type Company } from '@dental/server-core';
import { z } from 'zod';
import { CompanyService } from './company.service.js';

const toAnswer = ({ id, name, slug }: Company): CompanyAnswer => ({ id, name, slug });

@ApiTags('admin')
@Controller('admin/company')
export class CompanyController {
  constructor(private readonly companies: CompanyService) {}

  /** The company list modal (slug and name). */
  @Get()
  @Access('admin')
  @ZodAnswer(envelope(z.array(companySchema)))
  async list(): Promise<{ data: CompanyAnswer[] }> {
    return { data: (await this.companies.list()).map(toAnswer) };
  }

  /** Makes `id` the active company of this session; answers the company now active. */
  @Post(':id/switch')
  @HttpCode(200)
  @Access('admin')
  @ZodAnswer(envelope(companySchema))
  async switch(
    @CurrentAuth() auth: AuthSession,
    @ZodParams(companyIdParamsSchema) { id }: { id: number },
  ): Promise<{ data: CompanyAnswer }> {
    return { data: toAnswer(await this.companies.switch(auth, id)) };
  }
}
