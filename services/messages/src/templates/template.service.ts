import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  LANGUAGES,
  MESSAGE_CHANNELS,
  MESSAGE_KINDS,
  SMS_MAX_SEGMENTS,
  smsSegments,
  type Language,
  type MessageChannelName,
  type MessageKind,
  type MessagePreview,
  type MessageTemplate,
  type MessageTemplatePreviewRequest,
  type MessageTemplateSave,
} from '@dental/contracts';
import { ApiException, badRequest, conflict, tenantCompanyId } from '@dental/server-core';
import { linkUrl } from '../links.js';
import { MessageReads, type BranchInfo } from '../message-reads.js';
import { MessageTemplateRow } from './message-template.entity.js';
import { defaultTemplate, renderTemplate } from './render.js';

/** What a booking code's template's {code} becomes: six digits, as sent. */
const SAMPLE_CODE = '123456';

/** What a template's {link} becomes at its longest: a real signed link's length (any key signs it as long), for counting segments. */
const SAMPLE_LINK = linkUrl({ k: 'r', c: 1, s: '00000000-0000-4000-8000-000000000000', m: '00000000-0000-4000-8000-000000000000', e: 2_000_000_000 }, 'sample');

/** Branches' templates: their own text of a kind, channel and language, or the product's default. */
@Injectable()
export class TemplateService {
  constructor(
    private readonly em: EntityManager,
    private readonly reads: MessageReads,
  ) {}

  async branch(uuid: string): Promise<BranchInfo> {
    const branch = await this.reads.branch(tenantCompanyId(this.em), uuid);
    if (!branch) throw badRequest('VALIDATION_FAILED', { branch_uuid: 'unknown_branch' });
    return branch;
  }

  async list(branchUuid: string, kind?: MessageKind): Promise<MessageTemplate[]> {
    await this.branch(branchUuid);
    const rows = await this.em.find(MessageTemplateRow, { branchUuid, ...(kind ? { kind } : {}) });
    const answers: MessageTemplate[] = [];
    for (const k of kind ? [kind] : MESSAGE_KINDS) {
      for (const channel of MESSAGE_CHANNELS) {
        for (const language of LANGUAGES) {
          const row = rows.find((candidate) => candidate.kind === k && candidate.channel === channel && candidate.language === language);
          const text = row ? { subject: row.subject, body: row.body } : defaultTemplate(k, channel, language);
          answers.push({ branch_uuid: branchUuid, kind: k, channel, language, ...text, segments: smsSegments(text.body).segments, version: row?.version ?? 0 });
        }
      }
    }
    return answers;
  }

  /**
   * An online booking's code as the patient gets it (issue 27): the branch's `booking_code` template
   * of the channel in the patient's language (else the default), its placeholders filled; no patient
   * card yet, so {patient.first_name} is empty. Runs in the branch's company (the caller's tenant).
   */
  async bookingCode(branch: { uuid: string; name: string; phone: string; time_zone: string }, channel: MessageChannelName, language: Language, code: string): Promise<{ subject: string; text: string }> {
    const template = await this.textOf(branch.uuid, 'booking_code', channel, language);
    const values = { firstName: '', appointmentAt: null, timeZone: branch.time_zone, branchName: branch.name, branchPhone: branch.phone, link: '', code };
    return { subject: channel === 'email' ? renderTemplate(template.subject, values) : '', text: renderTemplate(template.body, values) };
  }

  /** The text to send: the branch's own, else the default. */
  async textOf(branchUuid: string, kind: MessageKind, channel: MessageChannelName, language: Language): Promise<{ subject: string; body: string }> {
    const row = await this.em.findOne(MessageTemplateRow, { branchUuid, kind, channel, language });
    return row ? { subject: row.subject, body: row.body } : defaultTemplate(kind, channel, language);
  }

  async save(body: MessageTemplateSave): Promise<MessageTemplate> {
    const branch = await this.branch(body.branch_uuid);
    if (body.channel === 'sms') checkSegments(body.body, branch);
    if (body.channel === 'email' && !body.subject) throw badRequest('VALIDATION_FAILED', { subject: 'is_required' });
    const key = { branchUuid: body.branch_uuid, kind: body.kind, channel: body.channel, language: body.language };
    let row = await this.em.findOne(MessageTemplateRow, key);
    if (!row) {
      if (body.version !== 0) throw conflict('VERSION_CONFLICT');
      row = this.em.create(MessageTemplateRow, { ...key, subject: body.subject, body: body.body });
    } else {
      if (row.version !== body.version) throw conflict('VERSION_CONFLICT');
      row.subject = body.subject;
      row.body = body.body;
    }
    await this.em.flush();
    return { branch_uuid: row.branchUuid, kind: row.kind, channel: row.channel, language: row.language, subject: row.subject, body: row.body, segments: smsSegments(row.body).segments, version: row.version };
  }

  /** The template written for a real patient and their next appointment (a sample link: nothing is signed for a preview). */
  async preview(body: MessageTemplatePreviewRequest): Promise<MessagePreview> {
    const companyId = tenantCompanyId(this.em);
    const branch = await this.branch(body.branch_uuid);
    const patient = await this.reads.patient(companyId, body.patient_uuid);
    if (!patient) throw badRequest('VALIDATION_FAILED', { patient_uuid: 'unknown_patient' });
    const appointment = await this.reads.nextAppointment(companyId, patient.uuid, new Date());
    const values = { firstName: patient.first_name, appointmentAt: appointment?.time_from ?? null, timeZone: branch.time_zone, branchName: branch.name, branchPhone: branch.phone, link: SAMPLE_LINK, code: SAMPLE_CODE };
    const text = renderTemplate(body.body, values);
    return { subject: body.channel === 'email' ? renderTemplate(body.subject, values) : '', text, segments: smsSegments(text).segments };
  }
}

/** An SMS template over three segments (filled with the branch's name and phone and a link of full length) is refused with its count. */
function checkSegments(body: string, branch: BranchInfo): void {
  const filled = renderTemplate(body, { firstName: 'Aleksandra', appointmentAt: new Date(), timeZone: branch.time_zone, branchName: branch.name, branchPhone: branch.phone, link: SAMPLE_LINK, code: SAMPLE_CODE });
  const { segments } = smsSegments(filled);
  if (segments > SMS_MAX_SEGMENTS) {
    throw new ApiException(400, 'SMS_TOO_LONG', { body: { key: 'SMS_TOO_LONG', params: { count: segments } } }, { count: segments }, { segments });
  }
}
