import { Injectable } from '@nestjs/common';
import type { Language } from '@dental/contracts';
import { ChannelRegistry, TemplateService } from '@dental/messages';
import { ApiException, logger } from '@dental/server-core';
import { BookingBranches, type BookingBranch } from '../slots/booking-branch.js';

const log = logger.child('booking');

/**
 * Sends a hold's 6-digit code through the company's channel (the messages module's SMTP or SMPP
 * channel; the local catchers under `npm start`), in the patient's language, written from the
 * branch's `booking_code` message template (edited with the branch's other templates, else the
 * product's default). No channel, or the server refusing it: 409 MESSAGE_CHANNEL_OFF naming the
 * channel (the hold is then ended by the caller).
 */
@Injectable()
export class CodeSender {
  constructor(
    private readonly channels: ChannelRegistry,
    private readonly templates: TemplateService,
    private readonly branches: BookingBranches,
  ) {}

  async send(booking: BookingBranch, hold: { uuid: string; channel: 'sms' | 'email'; to: string; code: string; language: Language }): Promise<void> {
    const channel = await this.channels.channelFor(booking.companyId, hold.channel);
    if (!channel) throw new ApiException(409, 'MESSAGE_CHANNEL_OFF', { channel: 'MESSAGE_CHANNEL_OFF' });
    const message = await this.branches.inTenant(booking, () => this.templates.bookingCode(booking.branch, hold.channel, hold.language, hold.code));
    try {
      await channel.send({ to: hold.to, subject: message.subject, text: message.text, idempotencyKey: `booking-hold-${hold.uuid}` });
    } catch (error) {
      log.warn({ msg: 'booking code not handed over', hold: hold.uuid, error: String(error) });
      throw new ApiException(409, 'MESSAGE_CHANNEL_OFF', { channel: 'MESSAGE_CHANNEL_OFF' });
    }
  }
}
