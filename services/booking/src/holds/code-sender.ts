import { Injectable } from '@nestjs/common';
import type { Language } from '@dental/contracts';
import { translate } from '@dental/i18n';
import { ChannelRegistry } from '@dental/messages';
import { ApiException, logger } from '@dental/server-core';

const log = logger.child('booking');

/**
 * Sends a hold's 6-digit code through the company's channel (the messages module's SMTP or SMPP
 * channel; the local catchers under `npm start`), in the patient's language. No channel, or the
 * server refusing it: 409 MESSAGE_CHANNEL_OFF naming the channel (the hold is then ended by the caller).
 */
@Injectable()
export class CodeSender {
  constructor(private readonly channels: ChannelRegistry) {}

  async send(companyId: number, hold: { uuid: string; channel: 'sms' | 'email'; to: string; code: string; branchName: string; language: Language }): Promise<void> {
    const channel = await this.channels.channelFor(companyId, hold.channel);
    if (!channel) throw new ApiException(409, 'MESSAGE_CHANNEL_OFF', { channel: 'MESSAGE_CHANNEL_OFF' });
    const params = { code: hold.code, branch: hold.branchName };
    try {
      await channel.send({
        to: hold.to,
        subject: translate(hold.language, 'errors:booking_code_subject', params),
        text: translate(hold.language, 'errors:booking_code_text', params),
        idempotencyKey: `booking-hold-${hold.uuid}`,
      });
    } catch (error) {
      log.warn({ msg: 'booking code not handed over', hold: hold.uuid, error: String(error) });
      throw new ApiException(409, 'MESSAGE_CHANNEL_OFF', { channel: 'MESSAGE_CHANNEL_OFF' });
    }
  }
}
