import { Controller, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  envelope,
  messagePreviewSchema,
  messageTemplatePreviewSchema,
  messageTemplateQuerySchema,
  messageTemplateSaveSchema,
  messageTemplateSchema,
  type MessageTemplatePreviewRequest,
  type MessageTemplateQuery,
  type MessageTemplateSave,
} from '@dental/contracts';
import { Access, CurrentAuth, ZodAnswer, ZodBody, ZodQuery, currentRequest, type AuthSession } from '@dental/server-core';
import { PatientAuditService } from '@dental/patients';
import { z } from 'zod';
import { TemplateService } from './template.service.js';

/**
 * Branches' message templates under the settings: branch_settings_view reads them, branch_edit
 * saves them; a preview writes one for a real patient, so it needs patients_view and is on that
 * patient's audit trail.
 */
@ApiTags('message-templates')
@Controller('settings/message-templates')
export class TemplateController {
  constructor(
    private readonly templates: TemplateService,
    private readonly audit: PatientAuditService,
  ) {}

  @Get()
  @Access('branch_settings_view')
  @ZodAnswer(envelope(z.array(messageTemplateSchema)))
  async list(@ZodQuery(messageTemplateQuerySchema) query: MessageTemplateQuery) {
    return { data: await this.templates.list(query.branch_uuid, query.kind) };
  }

  @Put()
  @Access('branch_edit')
  @ZodAnswer(envelope(messageTemplateSchema))
  async save(@ZodBody(messageTemplateSaveSchema) body: MessageTemplateSave) {
    return { data: await this.templates.save(body) };
  }

  @Post('preview')
  @HttpCode(200)
  @Access('patients_view')
  @ZodAnswer(envelope(messagePreviewSchema))
  async preview(@ZodBody(messageTemplatePreviewSchema) body: MessageTemplatePreviewRequest, @CurrentAuth() auth: AuthSession) {
    const preview = await this.templates.preview(body);
    await this.audit.record({
      companyId: auth.companyId,
      patientUuid: body.patient_uuid,
      actorUuid: auth.userId,
      action: 'read',
      resource: 'messages',
      requestId: currentRequest()?.requestId ?? null,
      ip: currentRequest()?.ip ?? null,
      details: { preview: { kind: body.kind, channel: body.channel, language: body.language } },
    });
    return { data: preview };
  }
}
