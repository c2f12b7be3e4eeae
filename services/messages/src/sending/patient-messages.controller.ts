import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { EntityManager } from '@mikro-orm/postgresql';
import { pagedEnvelope, patientMessageSchema, patientMessagesQuerySchema, uuidParamsSchema, type PageQuery, type PatientMessage } from '@dental/contracts';
import { Access, ZodAnswer, ZodParams, ZodQuery, findPage, notFound, pagedAnswer, tenantCompanyId } from '@dental/server-core';
import { Audited } from '@dental/patients';
import { MessageReads } from '../message-reads.js';
import { MessageRow } from './message.entity.js';

export function toPatientMessage(row: MessageRow): PatientMessage {
  return {
    uuid: row.uuid,
    kind: row.kind,
    channel: row.channel,
    to: row.recipient,
    subject: row.subject,
    text: row.text,
    state: row.state,
    failure_reason: row.failureReason,
    appointment_uuid: row.appointmentUuid,
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
    delivered_at: row.deliveredAt?.toISOString() ?? null,
  };
}

/** The patient card's Communication tab: every message to the patient, newest first (patients_view; on the patient's audit trail). */
@ApiTags('patient-messages')
@Audited('messages')
@Controller('patients/:uuid/messages')
export class PatientMessagesController {
  constructor(
    private readonly em: EntityManager,
    private readonly reads: MessageReads,
  ) {}

  @Get()
  @Access('patients_view')
  @ZodAnswer(pagedEnvelope(patientMessageSchema))
  async list(@ZodParams(uuidParamsSchema) { uuid }: { uuid: string }, @ZodQuery(patientMessagesQuerySchema) query: PageQuery) {
    if (!(await this.reads.patient(tenantCompanyId(this.em), uuid))) throw notFound();
    const page = await findPage(this.em, MessageRow, query, { sortable: { created_at: 'createdAt' }, searchIn: ['text', 'recipient'], where: { patientUuid: uuid } });
    return pagedAnswer(page, toPatientMessage);
  }
}
