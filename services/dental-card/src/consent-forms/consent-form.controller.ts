import { Controller, Get, HttpCode, Post, Req, StreamableFile } from '@nestjs/common';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import {
  consentFormAnswerSchema,
  consentFormCreateSchema,
  consentFormListAnswerSchema,
  consentFormParamsSchema,
  consentFormSignSchema,
  consentFormWithdrawSchema,
  patientParamsSchema,
  type ConsentFormCreate,
  type ConsentFormSign,
  type ConsentFormWithdraw,
} from '@dental/contracts';
import { Audited } from '@dental/patients';
import { Access, CurrentAuth, ZodAnswer, ZodBody, ZodParams, type ApiRequest, type AuthSession } from '@dental/server-core';
import { ConsentFormService } from './consent-form.service.js';

type FormParams = { uuid: string; form_uuid: string };

/**
 * /api/patients/{uuid}/consent-forms (issue 29): reads need patients_tooth_map_view, making,
 * signing and withdrawing patients_tooth_map_edit (the tooth map's); every call is in the
 * patient's audit trail.
 */
@ApiTags('consent-forms')
@Audited('consent-forms')
@Controller('patients/:uuid/consent-forms')
export class ConsentFormController {
  constructor(private readonly forms: ConsentFormService) {}

  @Get()
  @Access('patients_tooth_map_view')
  @ZodAnswer(consentFormListAnswerSchema)
  async list(@ZodParams(patientParamsSchema) { uuid }: { uuid: string }) {
    return { data: await this.forms.list(uuid) };
  }

  @Post()
  @HttpCode(201)
  @Access('patients_tooth_map_edit')
  @ZodAnswer(consentFormAnswerSchema, 201)
  async create(@CurrentAuth() auth: AuthSession, @ZodParams(patientParamsSchema) { uuid }: { uuid: string }, @ZodBody(consentFormCreateSchema) body: ConsentFormCreate) {
    return { data: await this.forms.view(await this.forms.create(uuid, body, auth)) };
  }

  @Get(':form_uuid')
  @Access('patients_tooth_map_view')
  @ZodAnswer(consentFormAnswerSchema)
  async get(@ZodParams(consentFormParamsSchema) params: FormParams) {
    return { data: await this.forms.view(await this.forms.get(params.uuid, params.form_uuid)) };
  }

  /** Signed on this device: its user agent is recorded and printed on the PDF. */
  @Post(':form_uuid/sign')
  @HttpCode(200)
  @Access('patients_tooth_map_edit')
  @ZodAnswer(consentFormAnswerSchema)
  async sign(@CurrentAuth() auth: AuthSession, @Req() req: ApiRequest, @ZodParams(consentFormParamsSchema) params: FormParams, @ZodBody(consentFormSignSchema) body: ConsentFormSign) {
    const device = String(req.headers['user-agent'] ?? 'unknown').slice(0, 500);
    return { data: await this.forms.view(await this.forms.sign(params.uuid, params.form_uuid, body, device, auth)) };
  }

  @Post(':form_uuid/withdraw')
  @HttpCode(200)
  @Access('patients_tooth_map_edit')
  @ZodAnswer(consentFormAnswerSchema)
  async withdraw(@CurrentAuth() auth: AuthSession, @ZodParams(consentFormParamsSchema) params: FormParams, @ZodBody(consentFormWithdrawSchema) body: ConsentFormWithdraw) {
    return { data: await this.forms.view(await this.forms.withdraw(params.uuid, params.form_uuid, body, auth)) };
  }

  /** The signed PDF as stored (its SHA-256 is the form's `pdf_sha256`). */
  @Get(':form_uuid/pdf')
  @Access('patients_tooth_map_view')
  @ApiProduces('application/pdf')
  async pdf(@ZodParams(consentFormParamsSchema) params: FormParams): Promise<StreamableFile> {
    const { form, pdf } = await this.forms.pdf(params.uuid, params.form_uuid);
    return new StreamableFile(pdf, { type: 'application/pdf', disposition: `attachment; filename="consent-${form.uuid.slice(0, 8)}.pdf"` });
  }
}
