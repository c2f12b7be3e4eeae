import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { DEFAULT_REMINDER_OFFSETS_HOURS, DEFAULT_SENDING_HOURS, type Language, type MessageChannelName } from '@dental/contracts';
import { withTenant } from '@dental/server-core';
import { LinkSecret } from '../link-secret.js';
import { linkUrl } from '../links.js';
import { defaultTemplate, optOutLine, renderTemplate } from '../templates/render.js';
import { ChannelRegistry } from '../channels/channel-registry.js';
import { MessageOutbox, type NewMessage } from './message-outbox.js';

/** One appointment whose reminder is due now, with what the message needs. */
interface DueRow {
  appointment_uuid: string;
  company_id: number;
  branch_uuid: string;
  patient_uuid: string;
  time_from: Date;
  offset_hours: number;
  time_zone: string;
  branch_name: string;
  branch_phone: string;
  first_name: string;
  phone: string | null;
  email: string | null;
  language: Language;
  sms: boolean;
  email_ok: boolean;
}

/**
 * Finds the reminders due at `now` (each minute, from the pg-boss scan job; tests call it with
 * their own instant) and queues them, once each. An appointment planned, notified or confirmed
 * (1, 2, 3) starting after `now` is due for the smallest of its branch's offsets (default 48 h and
 * 3 h) whose moment has come (a booking made 2 h ahead gets the 3 h one only, not both), when the
 * branch's local time is inside its sending hours, on each channel the patient allows (its flag
 * and an address) and the company has switched on, in the patient's language. The idempotency key
 * (appointment, kind, offset, channel) makes a second scan add nothing.
 */
@Injectable()
export class ReminderScheduler {
  constructor(
    private readonly orm: MikroORM,
    private readonly outbox: MessageOutbox,
    private readonly registry: ChannelRegistry,
    private readonly linkSecret: LinkSecret,
  ) {}

  async scan(now: Date): Promise<number> {
    await this.linkSecret.ready();
    const em = this.orm.em.fork();
    const maxOffset = 24 * 14;
    const due = await em.getConnection().execute<DueRow[]>(
      `select distinct on (a.uuid) a.uuid as appointment_uuid, a.company_id, a.branch_uuid, a.patient_uuid, a.time_from, o.offset_hours,
         b.time_zone, b.name as branch_name, coalesce(bc.phone, '') as branch_phone,
         p.first_name, p.phone, p.email, p.communication_language as language, p.communication_sms as sms, p.communication_email as email_ok
       from calendar_v1.appointment_ref a
       join identity_v1.branch_ref b on b.uuid = a.branch_uuid and b.deleted_at is null
       left join identity_v1.branch_contact bc on bc.uuid = a.branch_uuid
       join patients_v1.patient_contact p on p.uuid = a.patient_uuid and p.deleted_at is null
       left join patients_v1.patient_restriction r on r.uuid = a.patient_uuid
       left join message_branch_settings s on s.branch_uuid = a.branch_uuid and s.deleted_at is null
       cross join lateral unnest(coalesce(s.reminder_offsets_hours, ?::int[])) as o(offset_hours)
       where a.deleted_at is null and a.status in (1, 2, 3) and r.uuid is null
         and a.time_from > ? and a.time_from <= ?::timestamptz + make_interval(hours => ?)
         and a.time_from - make_interval(hours => o.offset_hours) <= ?
         and (?::timestamptz at time zone b.time_zone)::time >= coalesce(s.sending_from, ?)::time
         and (?::timestamptz at time zone b.time_zone)::time < coalesce(s.sending_to, ?)::time
       order by a.uuid, o.offset_hours`,
      [
        `{${DEFAULT_REMINDER_OFFSETS_HOURS.join(',')}}`,
        now,
        now,
        maxOffset,
        now,
        now,
        DEFAULT_SENDING_HOURS.from,
        now,
        DEFAULT_SENDING_HOURS.to,
      ],
    );
    if (!due.length) return 0;
    const companies = [...new Set(due.map((row) => row.company_id))];
    const enabled = await em
      .getConnection()
      .execute<{ company_id: number; channel: MessageChannelName; enabled: boolean }[]>(
        `select company_id, channel, enabled and host <> '' as enabled from message_channel_settings where deleted_at is null and company_id = any(?::int[])`,
        [`{${companies.join(',')}}`],
      );
    const templates = await this.templates(em, [...new Set(due.map((row) => row.branch_uuid))]);
    const catchersRunning = (await this.registry.localCatcher()) !== null;
    let queued = 0;
    for (const companyId of companies) {
      const own = enabled.filter((row) => row.company_id === companyId);
      // A channel the company never set goes to the local catchers while they run (npm start).
      const channels = new Set(
        (['email', 'sms'] as const).filter((channel) => own.find((row) => row.channel === channel)?.enabled ?? catchersRunning),
      );
      const messages = due.filter((row) => row.company_id === companyId).flatMap((row) => this.messagesOf(row, channels, templates));
      if (!messages.length) continue;
      const scoped = this.orm.em.fork();
      // Batches keep one transaction's job list moderate when thousands are due at once.
      for (let start = 0; start < messages.length; start += 1000) {
        const batch = messages.slice(start, start + 1000);
        queued += (await withTenant(scoped, companyId, () => scoped.transactional((tx) => this.outbox.enqueue(tx, batch)))).length;
      }
    }
    return queued;
  }

  private async templates(em: ReturnType<MikroORM['em']['fork']>, branches: string[]): Promise<Map<string, { subject: string; body: string }>> {
    const rows = await em
      .getConnection()
      .execute<{ branch_uuid: string; kind: string; channel: string; language: string; subject: string; body: string }[]>(
        `select branch_uuid, kind, channel, language, subject, body from message_template where deleted_at is null and kind = 'reminder' and branch_uuid = any(?::uuid[])`,
        [`{${branches.join(',')}}`],
      );
    return new Map(rows.map((row) => [`${row.branch_uuid}:${row.channel}:${row.language}`, { subject: row.subject, body: row.body }]));
  }

  private messagesOf(row: DueRow, channels: Set<MessageChannelName>, templates: Map<string, { subject: string; body: string }>): NewMessage[] {
    const wanted: { channel: MessageChannelName; to: string }[] = [];
    if (row.sms && row.phone?.trim() && channels.has('sms')) wanted.push({ channel: 'sms', to: row.phone });
    if (row.email_ok && row.email?.trim() && channels.has('email')) wanted.push({ channel: 'email', to: row.email });
    return wanted.map(({ channel, to }) => {
      const uuid = randomUUID();
      const template = templates.get(`${row.branch_uuid}:${channel}:${row.language}`) ?? defaultTemplate('reminder', channel, row.language);
      const link = linkUrl({ k: 'r', c: row.company_id, s: row.appointment_uuid, m: uuid, e: Math.floor(new Date(row.time_from).getTime() / 1000) });
      const optOut = linkUrl({ k: 'o', c: row.company_id, s: row.patient_uuid, m: uuid, ch: channel });
      const values = { firstName: row.first_name, appointmentAt: new Date(row.time_from), timeZone: row.time_zone, branchName: row.branch_name, branchPhone: row.branch_phone, link };
      const body = renderTemplate(template.body, values);
      return {
        uuid,
        companyId: row.company_id,
        idempotencyKey: `${row.appointment_uuid}:reminder:${row.offset_hours}:${channel}`,
        patientUuid: row.patient_uuid,
        appointmentUuid: row.appointment_uuid,
        branchUuid: row.branch_uuid,
        kind: 'reminder',
        channel,
        offsetHours: row.offset_hours,
        language: row.language,
        recipient: to,
        subject: channel === 'email' ? renderTemplate(template.subject, values) : '',
        text: `${body}${channel === 'email' ? '\n\n' : '\n'}${optOutLine(channel, row.language, optOut)}`,
      };
    });
  }
}
