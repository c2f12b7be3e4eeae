import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { MessageChannelName } from '@dental/contracts';
import { logger } from '@dental/server-core';
import { CatcherHost } from '../catchers/catcher-host.js';
import type { MessageChannel } from './message-channel.js';
import { SmppChannel, type DeliveryReceipt } from './smpp.channel.js';
import { SmtpChannel } from './smtp.channel.js';

const log = logger.child('messages');

/** When a receipt that names no sent message yet is tried again (ms after the one before). */
const RECEIPT_RETRIES_MS = [0, 250, 1_000, 3_000, 10_000];

interface SettingsRow {
  enabled: boolean;
  host: string;
  port: number;
  user: string;
  secret: string | null;
  sender_name: string;
  version: number;
}

/**
 * The live channel of each company: built from its settings, kept while they stay the same version
 * (a pooled SMTP transport, a bound SMPP session that also receives the delivery receipts), closed
 * and rebuilt when they change. A channel the company has not switched on is none.
 */
@Injectable()
export class ChannelRegistry implements OnModuleDestroy {
  private readonly open = new Map<string, { version: number; channel: MessageChannel }>();

  constructor(
    private readonly orm: MikroORM,
    private readonly host: CatcherHost,
  ) {}

  /** Where the local catchers listen, when some instance runs them (npm start); null otherwise. */
  async localCatcher(): Promise<{ host: string; smtp_port: number; smpp_port: number } | null> {
    if (this.host.catchers) await this.host.register();
    const [row] = await this.orm.em
      .fork()
      .getConnection()
      .execute<{ host: string; smtp_port: number; smpp_port: number }[]>(`select host, smtp_port, smpp_port from message_local_catcher where id = 1`);
    return row ?? null;
  }

  async channelFor(companyId: number, name: MessageChannelName): Promise<MessageChannel | null> {
    const [row] = await this.orm.em
      .fork()
      .getConnection()
      .execute<SettingsRow[]>(
        `select enabled, host, port, "user", secret, sender_name, version from message_channel_settings where company_id = ? and channel = ? and deleted_at is null`,
        [companyId, name],
      );
    const key = `${companyId}:${name}`;
    const current = this.open.get(key);
    // No channel of its own while the local catchers run: the catcher's (its port as the version).
    const catcher = row ? null : await this.localCatcher();
    const port = name === 'email' ? catcher?.smtp_port : catcher?.smpp_port;
    const settings: SettingsRow | null =
      row ?? (catcher && port ? { enabled: true, host: catcher.host, port, user: '', secret: null, sender_name: 'Dental', version: -port } : null);
    if (!settings?.enabled || !settings.host) {
      if (current) void current.channel.close();
      this.open.delete(key);
      return null;
    }
    if (current?.version === settings.version) return current.channel;
    if (current) void current.channel.close();
    const connection = { host: settings.host, port: settings.port, user: settings.user, secret: settings.secret, senderName: settings.sender_name };
    const channel = name === 'email' ? new SmtpChannel(connection) : new SmppChannel(connection, (receipt) => void this.receipt(companyId, receipt));
    this.open.set(key, { version: settings.version, channel });
    return channel;
  }

  /**
   * A delivery receipt: the SMS it names moves to delivered (or failed, with the state the gateway
   * gave). A fast gateway's receipt can come before the batch records its hand-over (one statement
   * after the batch's hand-overs), so a receipt that names no sent message yet is tried again a
   * few times before it is given up.
   */
  private async receipt(companyId: number, receipt: DeliveryReceipt): Promise<void> {
    try {
      for (const delay of RECEIPT_RETRIES_MS) {
        if (delay) await new Promise((resolve) => setTimeout(resolve, delay).unref());
        const rows = await this.orm.em
          .fork()
          .getConnection()
          .execute<{ uuid: string }[]>(
            receipt.delivered
              ? `update message set state = 'delivered', delivered_at = now(), updated_at = now() where company_id = ? and channel = 'sms' and provider_id = ? and state = 'sent' returning uuid`
              : `update message set state = 'failed', failure_reason = ?, updated_at = now() where company_id = ? and channel = 'sms' and provider_id = ? and state = 'sent' returning uuid`,
            receipt.delivered ? [companyId, receipt.providerId] : [`SMS ${receipt.state}`, companyId, receipt.providerId],
          );
        if (rows.length) return;
      }
      log.warn({ msg: 'delivery receipt names no sent message', provider_id: receipt.providerId });
    } catch (error) {
      log.warn({ msg: 'delivery receipt not recorded', provider_id: receipt.providerId, error: String(error) });
    }
  }

  async onModuleDestroy(): Promise<void> {
    const channels = [...this.open.values()];
    this.open.clear();
    await Promise.all(channels.map(({ channel }) => channel.close()));
  }
}
