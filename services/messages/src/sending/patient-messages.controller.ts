import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  envelope,
  manualMessageSchema,
  pagedEnvelope,
  patientMessageParamsSchema,
  patientMessageSchema,
  patientMessagesQuerySchema,
  recallInvitationSchema,
  uuidParamsSchema,
  type ManualMessage,
  type PageQuery,
  type PatientMessage,
  type RecallInvitation,
} from '@dental/contracts';
import type { AuthSession } from '@dental/server-core';
import { Access, CurrentAuth, ZodAnswer, ZodBody, ZodParams, ZodQuery, findPage, notFound, pagedAnswer, tenantCompanyId } from '@dental/server-core';
import { Audited } from '@dental/patients';
import { MessageReads } from '../message-reads.js';
import { ManualMessages } from './manual-messages.service.js';
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
    private readonly manual: ManualMessages,
  ) {}

  @Get()
  @Access('patients_view')
  @ZodAnswer(pagedEnvelope(patientMessageSchema))
  async list(@ZodParams(uuidParamsSchema) { uuid }: { uuid: string }, @ZodQuery(patientMessagesQuerySchema) query: PageQuery) {
    if (!(await this.reads.patient(tenantCompanyId(this.em), uuid))) throw notFound();
    const page = await findPage(this.em, MessageRow, query, { sortable: { created_at: 'createdAt' }, searchIn: ['text', 'recipient'], where: { patientUuid: uuid } });
    return pagedAnswer(page, toPatientMessage);
  }

  /** A message typed by hand (patients_edit): 201 with the message, queued. */
  @Post()
  @HttpCode(201)
  @Access('patients_edit')
  @ZodAnswer(envelope(patientMessageSchema), 201)
  async send(@ZodParams(uuidParamsSchema) { uuid }: { uuid: string }, @ZodBody(manualMessageSchema) body: ManualMessage) {
    return { data: toPatientMessage(await this.manual.send(uuid, body)) };
  }

  /** The message again, as a new one (patients_edit). */
  @Post(':message_uuid/resend')
  @HttpCode(201)
  @Access('patients_edit')
  @ZodAnswer(envelope(patientMessageSchema), 201)
  async resend(@ZodParams(patientMessageParamsSchema) { uuid, message_uuid }: { uuid: string; message_uuid: string }) {
    return { data: toPatientMessage(await this.manual.resend(uuid, message_uuid)) };
  }

  /** A recall invitation (patients_edit; the patient's marketing consent on the channel). */
  @Post('recall-invitation')
  @HttpCode(201)
  @Access('patients_edit')
  @ZodAnswer(envelope(patientMessageSchema), 201)
  async invite(@CurrentAuth() auth: AuthSession, @ZodParams(uuidParamsSchema) { uuid }: { uuid: string }, @ZodBody(recallInvitationSchema) body: RecallInvitation) {
    return { data: toPatientMessage(await this.manual.invite(uuid, body, auth.userId)) };
  }
}
