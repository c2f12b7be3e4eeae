import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { MESSAGE_CHANNELS, type MessageChannelName, type MessageChannelSettings, type MessageChannelSettingsEdit } from '@dental/contracts';
import { conflict } from '@dental/server-core';
import { MessageChannelSettingsRow } from './channel-settings.entity.js';

/** What a channel answers before the company saved it: off, the usual port of its protocol. */
const UNSAVED: Record<MessageChannelName, Omit<MessageChannelSettings, 'channel'>> = {
  email: { enabled: false, host: '', port: 587, user: '', sender_name: '', has_secret: false, version: 0 },
  sms: { enabled: false, host: '', port: 2775, user: '', sender_name: '', has_secret: false, version: 0 },
};

export function toChannelSettingsAnswer(row: MessageChannelSettingsRow): MessageChannelSettings {
  return {
    channel: row.channel,
    enabled: row.enabled,
    host: row.host,
    port: row.port,
    user: row.user,
    sender_name: row.senderName,
    has_secret: Boolean(row.secret),
    version: row.version,
  };
}

/** The company's settings of its channels (e-mail, SMS); the secret is kept, never answered. */
@Injectable()
export class ChannelSettingsService {
  constructor(private readonly em: EntityManager) {}

  async list(): Promise<MessageChannelSettings[]> {
    const rows = await this.em.find(MessageChannelSettingsRow, {});
    return MESSAGE_CHANNELS.map((channel) => {
      const row = rows.find((candidate) => candidate.channel === channel);
      return row ? toChannelSettingsAnswer(row) : { channel, ...UNSAVED[channel] };
    });
  }

  /** Saves a channel: the first save with version 0, later ones with the version read (409 when stale). */
  async save(channel: MessageChannelName, body: MessageChannelSettingsEdit): Promise<MessageChannelSettings> {
    let row = await this.em.findOne(MessageChannelSettingsRow, { channel });
    if (!row) {
      if (body.version !== 0) throw conflict('VERSION_CONFLICT');
      row = this.em.create(MessageChannelSettingsRow, { channel, host: body.host, port: body.port, senderName: body.sender_name });
    } else if (row.version !== body.version) {
      throw conflict('VERSION_CONFLICT');
    }
    row.enabled = body.enabled;
    row.host = body.host;
    row.port = body.port;
    row.user = body.user;
    row.senderName = body.sender_name;
    if (body.secret !== undefined) row.secret = body.secret || null;
    await this.em.flush();
    return toChannelSettingsAnswer(row);
  }
}
