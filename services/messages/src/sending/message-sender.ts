import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { MessageChannelName, MessageKind, MessageState } from '@dental/contracts';
import { AppointmentService } from '@dental/calendar';
import { logger, withTenant } from '@dental/server-core';
import { ChannelRegistry } from '../channels/channel-registry.js';

const log = logger.child('messages');

interface MessageToSend {
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

/**
 * Hands one queued message to its channel (a pg-boss job each): on the server's acceptance the
 * message is sent (with the server's id), and a reminder moves its appointment from planned to
 * notified through the calendar's AppointmentService, in the message's company. A failure throws
 * for pg-boss to retry with backoff; the last attempt records it as failed with the reason. A
 * message no longer queued is not sent again (a retry after its record, a second instance): the
 * one repeat possible is a crash between the server's acceptance and the record, and the repeat
 * carries the same idempotency key.
 */
@Injectable()
export class MessageSender {
  constructor(
    private readonly orm: MikroORM,
    private readonly channels: ChannelRegistry,
    private readonly appointments: AppointmentService,
  ) {}

  async send(uuid: string, lastAttempt: boolean): Promise<void> {
    const db = this.orm.em.fork().getConnection();
    const [message] = await db.execute<MessageToSend[]>(
      `select company_id, state, channel, kind, recipient, subject, text, idempotency_key, appointment_uuid from message where uuid = ?`,
      [uuid],
    );
    if (!message) return;
    if (message.state === 'queued') {
      const channel = await this.channels.channelFor(message.company_id, message.channel);
      if (!channel) {
        await this.fail(uuid, 'channel_off');
        return;
      }
      let providerId: string;
      try {
        ({ providerId } = await channel.send({ to: message.recipient, subject: message.subject, text: message.text, idempotencyKey: message.idempotency_key }));
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        if (lastAttempt) {
          await this.fail(uuid, reason);
          return;
        }
        throw error;
      }
      await db.execute(`update message set state = 'sent', sent_at = now(), provider_id = ?, failure_reason = null, updated_at = now() where uuid = ? and state = 'queued'`, [
        providerId,
        uuid,
      ]);
    } else if (message.state !== 'sent') {
      return;
    }
    // Also on a retry of a message already sent: its appointment's move may be what failed.
    if (message.kind === 'reminder' && message.appointment_uuid) await this.notified(message.company_id, message.appointment_uuid);
  }

  private async notified(companyId: number, appointmentUuid: string): Promise<void> {
    const em = this.orm.em.fork();
    try {
      await withTenant(em, companyId, () => this.appointments.markNotified(appointmentUuid));
    } catch (error) {
      // A deleted appointment has nothing to move; any other failure is retried with the job.
      if (error instanceof Error && 'status' in error && (error as { status: number }).status === 404) return;
      log.warn({ msg: 'appointment not moved to notified', appointment: appointmentUuid, error: String(error) });
      throw error;
    }
  }

  private async fail(uuid: string, reason: string): Promise<void> {
    await this.orm.em
      .fork()
      .getConnection()
      .execute(`update message set state = 'failed', failure_reason = ?, updated_at = now() where uuid = ? and state = 'queued'`, [reason.slice(0, 1000), uuid]);
  }
}
