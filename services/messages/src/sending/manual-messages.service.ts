import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import type { ManualMessage, MessageChannelName, RecallInvitation } from '@dental/contracts';
import { ApiException, EventOutbox, badRequest, notFound, tenantCompanyId } from '@dental/server-core';
import { ChannelRegistry } from '../channels/channel-registry.js';
import { LinkSecret } from '../link-secret.js';
import { linkUrl } from '../links.js';
import { MessageReads, type PatientContact } from '../message-reads.js';
import { optOutLine, renderTemplate } from '../templates/render.js';
import { TemplateService } from '../templates/template.service.js';
import { OnlineBookingSetting } from './booking-link.js';
import { MessageOutbox } from './message-outbox.js';
import { MessageRow } from './message.entity.js';

/** A patient who restricted processing gets no message, marketing or not: 409 PATIENT_RESTRICTED_NO_MESSAGES; an erased one 409 PATIENT_ERASED. */
function refuseRestricted(patient: PatientContact): void {
  if (patient.erased) throw new ApiException(409, 'PATIENT_ERASED');
  if (patient.restricted) throw new ApiException(409, 'PATIENT_RESTRICTED_NO_MESSAGES');
}

/**
 * A message typed by hand on the patient card, and a resend of any message: queued as the
 * reminders are (a pg-boss job, a key of its own: the message's uuid), on a channel the company has
 * switched on and the patient allows (their flag and an address), in their language's opt-out line.
 */
@Injectable()
export class ManualMessages {
  constructor(
    private readonly em: EntityManager,
    private readonly reads: MessageReads,
    private readonly channels: ChannelRegistry,
    private readonly outbox: MessageOutbox,
    private readonly templates: TemplateService,
    private readonly linkSecret: LinkSecret,
    private readonly onlineBooking: OnlineBookingSetting,
    private readonly events: EventOutbox,
  ) {}

  /**
   * A recall invitation: the branch's template of the kind in the patient's language, only with the
   * patient's marketing consent on that channel (`communication_sms_ad` / `communication_email_ad`).
   * Its {link} is the branch's booking page when online booking is on there (OnlineBookingSetting),
   * else empty (the text names the branch's phone). Sent from the recall list it names its recall,
   * and the recall logs it as an attempt: the event commits with the message.
   */
  async invite(patientUuid: string, body: RecallInvitation, userUuid: string | null = null): Promise<MessageRow> {
    const companyId = tenantCompanyId(this.em);
    const patient = await this.reads.patient(companyId, patientUuid);
    if (!patient) throw notFound();
    refuseRestricted(patient);
    const marketing = body.channel === 'sms' ? patient.communication_sms_ad : patient.communication_email_ad;
    if (!marketing) throw badRequest('MESSAGE_NOT_ALLOWED', { channel: 'MESSAGE_NOT_ALLOWED' });
    const recipient = await this.recipient(companyId, body.channel, patient);
    const branch = await this.templates.branch(body.branch_uuid);
    const template = await this.templates.textOf(branch.uuid, 'recall_invitation', body.channel, patient.communication_language);
    const link = await this.onlineBooking.linkFor(companyId, branch.uuid);
    const values = { firstName: patient.first_name, appointmentAt: null, timeZone: branch.time_zone, branchName: branch.name, branchPhone: branch.phone, link };
    const uuid = randomUUID();
    await this.linkSecret.ready();
    const optOut = linkUrl({ k: 'o', c: companyId, s: patient.uuid, m: uuid, ch: body.channel });
    const recallUuid = body.recall_uuid;
    const attempt = recallUuid
      ? (tx: EntityManager) =>
          this.events.publish(tx, 'message.recall_invitation_queued', { message_uuid: uuid, recall_uuid: recallUuid, patient_uuid: patient.uuid, channel: body.channel, user_uuid: userUuid })
      : undefined;
    await this.queue(
      {
        uuid,
        companyId,
        idempotencyKey: `recall_invitation:${uuid}`,
        patientUuid: patient.uuid,
        appointmentUuid: null,
        branchUuid: branch.uuid,
        kind: 'recall_invitation',
        channel: body.channel,
        offsetHours: null,
        language: patient.communication_language,
        recipient,
        subject: body.channel === 'email' ? renderTemplate(template.subject, values) : '',
        text: `${renderTemplate(template.body, values)}${body.channel === 'email' ? '\n\n' : '\n'}${optOutLine(body.channel, patient.communication_language, optOut)}`,
      },
      attempt,
    );
    return this.em.findOneOrFail(MessageRow, { uuid });
  }

  async send(patientUuid: string, body: ManualMessage): Promise<MessageRow> {
    const companyId = tenantCompanyId(this.em);
    const patient = await this.reads.patient(companyId, patientUuid);
    if (!patient) throw notFound();
    refuseRestricted(patient);
    const recipient = await this.recipient(companyId, body.channel, patient);
    const uuid = randomUUID();
    await this.linkSecret.ready();
    const optOut = linkUrl({ k: 'o', c: companyId, s: patient.uuid, m: uuid, ch: body.channel });
    await this.queue({
      uuid,
      companyId,
      idempotencyKey: `manual:${uuid}`,
      patientUuid: patient.uuid,
      appointmentUuid: null,
      branchUuid: null,
      kind: 'manual',
      channel: body.channel,
      offsetHours: null,
      language: patient.communication_language,
      recipient,
      subject: body.channel === 'email' ? (body.subject ?? '') : '',
      text: `${body.text}${body.channel === 'email' ? '\n\n' : '\n'}${optOutLine(body.channel, patient.communication_language, optOut)}`,
    });
    return this.em.findOneOrFail(MessageRow, { uuid });
  }

  /** The same message again, as a new one of its own (the first keeps its state: the card shows both). */
  async resend(patientUuid: string, messageUuid: string): Promise<MessageRow> {
    const companyId = tenantCompanyId(this.em);
    const original = await this.em.findOne(MessageRow, { uuid: messageUuid, patientUuid });
    const patient = await this.reads.patient(companyId, patientUuid);
    if (!original || !patient) throw notFound();
    refuseRestricted(patient);
    const recipient = await this.recipient(companyId, original.channel, patient);
    const uuid = randomUUID();
    await this.queue({
      uuid,
      companyId,
      idempotencyKey: `resend:${uuid}`,
      patientUuid,
      appointmentUuid: original.appointmentUuid,
      branchUuid: original.branchUuid,
      kind: original.kind,
      channel: original.channel,
      offsetHours: original.offsetHours,
      language: original.language,
      recipient,
      subject: original.subject,
      text: original.text,
    });
    return this.em.findOneOrFail(MessageRow, { uuid });
  }

  private async recipient(
    companyId: number,
    channel: MessageChannelName,
    patient: { phone: string | null; email: string | null; communication_sms: boolean; communication_email: boolean },
  ): Promise<string> {
    if (!(await this.channels.channelFor(companyId, channel))) throw new ApiException(409, 'MESSAGE_CHANNEL_OFF');
    const to = channel === 'sms' ? patient.phone : patient.email;
    const allowed = channel === 'sms' ? patient.communication_sms : patient.communication_email;
    if (!allowed || !to?.trim()) throw badRequest('MESSAGE_NOT_ALLOWED', { channel: 'MESSAGE_NOT_ALLOWED' });
    return to;
  }

  /** Writes the message and its send job, and what else must commit with it (`also`), in one transaction. */
  private async queue(message: Parameters<MessageOutbox['enqueue']>[1][number], also?: (tx: EntityManager) => Promise<unknown>): Promise<void> {
    await this.em.transactional(async (tx) => {
      await this.outbox.enqueue(tx as EntityManager, [message]);
      await also?.(tx as EntityManager);
    });
  }
}
