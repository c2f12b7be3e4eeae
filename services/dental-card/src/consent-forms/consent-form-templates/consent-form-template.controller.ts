import { Controller, Delete, Get, HttpCode, Patch, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  consentTemplateCreateSchema,
  consentTemplateEditSchema,
  consentTemplateSchema,
  deleteQuerySchema,
  envelope,
  pagedEnvelope,
  settingsListQuerySchema,
  uuidParamsSchema,
  type ConsentTemplateCreate,
  type ConsentTemplateEdit,
  type PageQuery,
} from '@dental/contracts';
import { Access, ZodAnswer, ZodBody, ZodParams, ZodQuery, pagedAnswer } from '@dental/server-core';
import { toConsentTemplateAnswer } from './consent-form-template.mapper.js';
import { ConsentFormTemplateService } from './consent-form-template.service.js';

type Uuid = { uuid: string };

/** Consent form templates under the settings (issue 29): consent_templates_view reads, consent_templates_edit writes. */
@ApiTags('consent-form-templates')
@Controller('settings/consent-form-templates')
export class ConsentFormTemplateController {
  constructor(private readonly templates: ConsentFormTemplateService) {}

  @Get()
  @Access('consent_templates_view')
  @ZodAnswer(pagedEnvelope(consentTemplateSchema))
  async list(@ZodQuery(settingsListQuerySchema) query: PageQuery) {
    return pagedAnswer(await this.templates.page(query), toConsentTemplateAnswer);
  }

  @Get(':uuid')
  @Access('consent_templates_view')
  @ZodAnswer(envelope(consentTemplateSchema))
  async get(@ZodParams(uuidParamsSchema) { uuid }: Uuid) {
    return { data: toConsentTemplateAnswer(await this.templates.get(uuid)) };
  }

  @Post()
  @HttpCode(201)
  @Access('consent_templates_edit')
  @ZodAnswer(envelope(consentTemplateSchema), 201)
  async create(@ZodBody(consentTemplateCreateSchema) body: ConsentTemplateCreate) {
    return { data: toConsentTemplateAnswer(await this.templates.create(body)) };
  }

  @Patch(':uuid')
  @Access('consent_templates_edit')
  @ZodAnswer(envelope(consentTemplateSchema))
  async edit(@ZodParams(uuidParamsSchema) { uuid }: Uuid, @ZodBody(consentTemplateEditSchema) body: ConsentTemplateEdit) {
    return { data: toConsentTemplateAnswer(await this.templates.edit(uuid, body)) };
  }

  @Delete(':uuid')
  @HttpCode(204)
  @Access('consent_templates_edit')
  async remove(@ZodParams(uuidParamsSchema) { uuid }: Uuid, @ZodQuery(deleteQuerySchema) { version }: { version?: number }) {
    await this.templates.remove(uuid, version);
  }
}
