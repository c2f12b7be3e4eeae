import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { MessageChannelName, MessageKind, MessageState } from '@dental/contracts';
import { AppointmentService } from '@dental/calendar';
import { logger, withTenant } from '@dental/server-core';
import { ChannelRegistry } from '../channels/channel-registry.js';
import type { MessageChannel } from '../channels/message-channel.js';
import { mapLimited } from './map-limited.js';

const log = logger.child('messages');

/**
 * Hand-overs in flight at once per batch. A hand-over holds no database connection (the batch's
 * reads and writes are a few statements of its own), only a pooled SMTP connection or a slot in
 * the SMPP session's window, so it can be wider than the ORM's pool.
 */
export const HANDOVER_CONCURRENCY = 16;

interface MessageToSend {
  uuid: string;
  company_id: number;
  state: MessageState;
  channel: MessageChannelName;
  kind: MessageKind;
  recipient: string;
  subject: string;
  text: string;
  idempotency_key: string;
  appointment_uuid: string | null;
}

/** One send job: its message and whether pg-boss will not retry it again. */
export interface SendItem {
  message: string;
  lastAttempt: boolean;
}

/**
 * Hands a batch of queued messages to their channels (one pg-boss batch of send jobs): one read of
 * the batch's messages, the hand-overs side by side, one statement recording the sent ones (with
 * the servers' ids) and one the failed, then the reminders' appointments moved from planned to
 * notified in one transaction per company (the calendar's AppointmentService). Answers, per item,
 * null when done or the reason to retry it (pg-boss retries with backoff; the last attempt records
 * it as failed). A message no longer queued is not handed over again (a retry after its record, a
 * second instance): the one repeat possible is a crash between the server's acceptance and the
 * batch's record, and the repeat carries the same idempotency key.
 */
@Injectable()
export class MessageSender {
  constructor(
    private readonly orm: MikroORM,
    private readonly channels: ChannelRegistry,
    private readonly appointments: AppointmentService,
  ) {}

  /** One message (a batch of one). */
  async send(uuid: string, lastAttempt: boolean): Promise<void> {
    const [outcome] = await this.sendBatch([{ message: uuid, lastAttempt }]);
    if (outcome) throw new Error(outcome);
  }

  async sendBatch(items: readonly SendItem[]): Promise<(string | null)[]> {
    if (!items.length) return [];
    const db = this.orm.em.fork().getConnection();
    const rows = await db.execute<MessageToSend[]>(
      `select uuid, company_id, state, channel, kind, recipient, subject, text, idempotency_key, appointment_uuid from message where uuid = any(?::uuid[])`,
      [`{${items.map((item) => item.message).join(',')}}`],
    );
    const messages = new Map(rows.map((row) => [row.uuid, row]));
    const outcome = new Map<string, string | null>();
    const channels = new Map<string, Promise<MessageChannel | null>>();
    const channelOf = (message: MessageToSend) => {
      const key = `${message.company_id}:${message.channel}`;
      if (!channels.has(key)) channels.set(key, this.channels.channelFor(message.company_id, message.channel));
      return channels.get(key) as Promise<MessageChannel | null>;
    };
    const sent: { uuid: string; provider_id: string }[] = [];
    const failed: { uuid: string; reason: string }[] = [];
    const queued = items.filter((item) => messages.get(item.message)?.state === 'queued');
    await mapLimited(queued, HANDOVER_CONCURRENCY, async (item) => {
      const message = messages.get(item.message) as MessageToSend;
      try {
        const channel = await channelOf(message);
        if (!channel) {
          failed.push({ uuid: message.uuid, reason: 'channel_off' });
          return;
        }
        const { providerId } = await channel.send({ to: message.recipient, subject: message.subject, text: message.text, idempotencyKey: message.idempotency_key });
        sent.push({ uuid: message.uuid, provider_id: providerId });
        message.state = 'sent';
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        if (item.lastAttempt) failed.push({ uuid: message.uuid, reason: reason.slice(0, 1000) });
        else outcome.set(message.uuid, reason);
      }
    });
    if (sent.length) {
      await db.execute(
        `update message m set state = 'sent', sent_at = now(), provider_id = x.provider_id, failure_reason = null, updated_at = now()
         from jsonb_to_recordset(?::jsonb) as x(uuid uuid, provider_id text) where m.uuid = x.uuid and m.state = 'queued'`,
        [JSON.stringify(sent)],
      );
    }
    if (failed.length) {
      await db.execute(
        `update message m set state = 'failed', failure_reason = x.reason, updated_at = now()
         from jsonb_to_recordset(?::jsonb) as x(uuid uuid, reason text) where m.uuid = x.uuid and m.state = 'queued'`,
        [JSON.stringify(failed)],
      );
    }
    // Also on a retry of a message already sent: its appointment's move may be what failed.
    const reminders = new Map<number, MessageToSend[]>();
    for (const message of messages.values()) {
      if (message.state !== 'sent' || message.kind !== 'reminder' || !message.appointment_uuid) continue;
      reminders.set(message.company_id, [...(reminders.get(message.company_id) ?? []), message]);
    }
    for (const [companyId, list] of reminders) {
      const reason = await this.notified(companyId, [...new Set(list.map((message) => message.appointment_uuid as string))]);
      if (reason) for (const message of list) outcome.set(message.uuid, reason);
    }
    return items.map((item) => outcome.get(item.message) ?? null);
  }

  /** Moves a company's appointments to notified; answers the reason when it failed (their jobs are retried). */
  private async notified(companyId: number, appointmentUuids: string[]): Promise<string | null> {
    const em = this.orm.em.fork();
    try {
      await withTenant(em, companyId, () => this.appointments.markNotifiedMany(appointmentUuids));
      return null;
    } catch (error) {
      log.warn({ msg: 'appointments not moved to notified', count: appointmentUuids.length, error: String(error) });
      return error instanceof Error ? error.message : String(error);
    }
  }
}
