import { Controller, Get, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  consentRecordCreateSchema,
  consentRecordSchema,
  consentRecordsAnswerSchema,
  envelope,
  uuidParamsSchema,
  type ConsentRecord,
  type ConsentRecordCreate,
  type ConsentRecordsAnswer,
} from '@dental/contracts';
import { Access, CurrentAuth, ZodAnswer, ZodBody, ZodParams, type AuthSession } from '@dental/server-core';
import { Audited } from '../audit/audited.decorator.js';
import { toConsentRecord } from './consent-record.mapper.js';
import { ConsentRecordService } from './consent-record.service.js';

/** A patient's consents: the history, and a new record (which sets the purpose's flag). */
@ApiTags('patients')
@Controller('patients/:uuid/consent-records')
@Audited('consents')
export class ConsentRecordController {
  constructor(private readonly consents: ConsentRecordService) {}

  @Get()
  @Access('patients_view')
  @ZodAnswer(consentRecordsAnswerSchema)
  async list(@ZodParams(uuidParamsSchema) { uuid }: { uuid: string }): Promise<ConsentRecordsAnswer> {
    const { records, current } = await this.consents.list(uuid);
    return { data: records.map(toConsentRecord), current };
  }

  @Post()
  @Access('patients_edit')
  @ZodAnswer(envelope(consentRecordSchema), 201)
  async create(
    @ZodParams(uuidParamsSchema) { uuid }: { uuid: string },
    @ZodBody(consentRecordCreateSchema) body: ConsentRecordCreate,
    @CurrentAuth() auth: AuthSession,
  ): Promise<{ data: ConsentRecord }> {
    return { data: toConsentRecord(await this.consents.create(uuid, body, auth)) };
  }
}
