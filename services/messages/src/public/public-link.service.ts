import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { type PatientAnswer, type PublicAppointment } from '@dental/contracts';
import { AppointmentService, type Appointment } from '@dental/calendar';
import { PatientAuditService, PatientSettingsService } from '@dental/patients';
import { ApiException, currentRequest, notFound, withTenant } from '@dental/server-core';
import { LinkSecret } from '../link-secret.js';
import { readLink, type LinkClaims } from '../links.js';
import { MessageReads } from '../message-reads.js';

/**
 * What the patient does through their message's links, without signing in: the appointment's page
 * (`/r/{token}`: read, confirm, cancel, ask to be called; through the calendar's AppointmentService,
 * in the link's company) and the opt-out (`/o/{token}`: the channel's flag off, through the
 * patients module's service). An altered or expired token, or an appointment gone, is 404 and
 * changes nothing. Each use marks the message opened or answered.
 */
@Injectable()
export class PublicLinkService {
  constructor(
    private readonly orm: MikroORM,
    private readonly appointments: AppointmentService,
    private readonly patientSettings: PatientSettingsService,
    private readonly audit: PatientAuditService,
    private readonly reads: MessageReads,
    private readonly linkSecret: LinkSecret,
  ) {}

  private async claims(token: string, kind: LinkClaims['k']): Promise<LinkClaims> {
    await this.linkSecret.ready();
    const claims = readLink(token, kind, new Date());
    if (!claims) throw notFound();
    return claims;
  }

  async view(token: string): Promise<PublicAppointment> {
    const claims = await this.claims(token, 'r');
    const answer = await this.inTenant(claims, async () => this.answerOf(claims, await this.appointment(claims)));
    await this.mark(claims, 'opened');
    return answer;
  }

  async answer(token: string, answer: PatientAnswer): Promise<PublicAppointment> {
    const claims = await this.claims(token, 'r');
    const result = await this.inTenant(claims, async () => {
      await this.appointment(claims);
      const changed = await this.appointments.answerFromPatient(claims.s, answer);
      return this.answerOf(claims, changed);
    });
    await this.mark(claims, 'answered');
    return result;
  }

  async optOut(token: string): Promise<{ channel: 'sms' | 'email' }> {
    const claims = await this.claims(token, 'o');
    const channel = claims.ch;
    if (!channel) throw notFound();
    await this.inTenant(claims, async () => {
      await this.patientSettings.optOut(claims.s, channel);
      await this.audit.record({
        companyId: claims.c,
        patientUuid: claims.s,
        actorUuid: null,
        action: 'update',
        resource: 'messages',
        requestId: currentRequest()?.requestId ?? null,
        ip: currentRequest()?.ip ?? null,
        details: { opt_out: channel, message: claims.m },
      });
    });
    return { channel };
  }

  private inTenant<T>(claims: LinkClaims, work: () => Promise<T>): Promise<T> {
    return withTenant(this.orm.em.fork(), claims.c, work);
  }

  /** The link's appointment, unless deleted (404 as if there were no link). */
  private async appointment(claims: LinkClaims): Promise<Appointment> {
    try {
      const appointment = await this.appointments.get(claims.s);
      if (appointment.deletedAt) throw notFound();
      return appointment;
    } catch (error) {
      if (error instanceof ApiException && error.status === 404) throw notFound();
      throw error;
    }
  }

  private async answerOf(claims: LinkClaims, appointment: Appointment): Promise<PublicAppointment> {
    const patient = await this.reads.patient(claims.c, appointment.patient.uuid);
    const branch = await this.reads.branch(claims.c, appointment.branch.uuid);
    const practitioner = appointment.practitioner ? await this.reads.userName(claims.c, appointment.practitioner.uuid) : null;
    return {
      time_from: appointment.timeFrom?.toISOString() ?? '',
      time_to: appointment.timeTo?.toISOString() ?? '',
      status: appointment.status,
      patient_first_name: patient?.first_name ?? '',
      branch_name: branch?.name ?? '',
      branch_phone: branch?.phone ?? '',
      branch_time_zone: branch?.time_zone ?? '',
      practitioner_name: practitioner ?? '',
      language: patient?.communication_language ?? 'lv',
      callback_requested: appointment.callbackRequestedAt !== null,
    };
  }

  private async mark(claims: LinkClaims, state: 'opened' | 'answered'): Promise<void> {
    const from = state === 'opened' ? `('sent', 'delivered')` : `('sent', 'delivered', 'opened')`;
    await this.orm.em
      .fork()
      .getConnection()
      .execute(`update message set state = ?, updated_at = now() where uuid = ? and company_id = ? and state in ${from}`, [state, claims.m, claims.c]);
  }
}
