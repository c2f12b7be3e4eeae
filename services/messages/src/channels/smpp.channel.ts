// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the types the smpp package lacks (types/smpp.d.ts), for every project that compiles this file
/// <reference path="../types/smpp.d.ts" />
import { createHash } from 'node:crypto';
import { isGsmText } from '@dental/contracts';
import * as smpp from 'smpp';
import type { ChannelConnection, Handover, MessageChannel, OutgoingMessage } from './message-channel.js';

/** SMPP 3.4's data_coding: 0 the SMSC's default alphabet (GSM 7-bit), 8 UCS-2 (Latvian and Russian letters). */
export const DATA_CODING = { gsm: 0, ucs2: 8 } as const;

/**
 * The SMS's user_message_reference made of the idempotency key: SMPP 3.4 gives the TLV 16 bits, so
 * the key's digest folded to them (the full key stays on the message's record).
 */
export function userReferenceOf(idempotencyKey: string): number {
  return createHash('sha256').update(idempotencyKey).digest().readUInt16BE(0);
}

/** A delivery receipt's message id and final state (SMPP 3.4 appendix B: "id:... stat:DELIVRD ..."). */
export interface DeliveryReceipt {
  providerId: string;
  delivered: boolean;
  state: string;
}

/**
 * SMS over SMPP 3.4 with the `smpp` package: one transceiver session per company's settings, bound
 * with the user and secret; each message one submit_sm (text up to three segments in
 * message_payload, so the gateway splits it), GSM 7-bit or UCS-2 as the text needs; delivery
 * receipts (deliver_sm with esm_class 4) reach `onReceipt`.
 */
export class SmppChannel implements MessageChannel {
  readonly name = 'sms' as const;
  private session: Promise<smpp.Session> | null = null;

  constructor(
    private readonly connection: ChannelConnection,
    private readonly onReceipt: (receipt: DeliveryReceipt) => void,
  ) {}

  private bound(): Promise<smpp.Session> {
    if (this.session) return this.session;
    const opening = new Promise<smpp.Session>((resolve, reject) => {
      const session = smpp.connect({ host: this.connection.host, port: this.connection.port, auto_enquire_link_period: 30_000 });
      const fail = (error: Error) => {
        this.session = null;
        reject(error);
      };
      session.once('error', fail);
      session.on('close', () => {
        if (this.session === opening) this.session = null;
      });
      session.on('deliver_sm', (pdu: smpp.PDU) => {
        session.send(pdu.response());
        const receipt = parseReceipt(pdu);
        if (receipt) this.onReceipt(receipt);
      });
      session.on('connect', () => {
        session.bind_transceiver({ system_id: this.connection.user, password: this.connection.secret ?? '' }, (pdu) => {
          if (pdu.command_status !== 0) {
            session.destroy();
            fail(new Error(`SMPP bind refused (status ${pdu.command_status})`));
            return;
          }
          session.removeListener('error', fail);
          session.on('error', () => {
            if (this.session === opening) this.session = null;
          });
          resolve(session);
        });
      });
    });
    this.session = opening;
    return opening;
  }

  async send(message: OutgoingMessage): Promise<Handover> {
    const session = await this.bound();
    const gsm = isGsmText(message.text);
    return new Promise<Handover>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('SMPP submit_sm: no answer in 20 s')), 20_000);
      const sent = session.submit_sm(
        {
          source_addr_ton: 5,
          source_addr_npi: 0,
          source_addr: this.connection.senderName.slice(0, 11),
          dest_addr_ton: 1,
          dest_addr_npi: 1,
          destination_addr: message.to.replace(/[^\d]/g, ''),
          registered_delivery: 1,
          data_coding: gsm ? DATA_CODING.gsm : DATA_CODING.ucs2,
          short_message: '',
          message_payload: message.text,
          user_message_reference: userReferenceOf(message.idempotencyKey),
        },
        (pdu) => {
          clearTimeout(timer);
          if (pdu.command_status === 0) resolve({ providerId: String(pdu.message_id) });
          else reject(new Error(`SMPP submit_sm refused (status ${pdu.command_status})`));
        },
      );
      if (!sent) {
        clearTimeout(timer);
        this.session = null;
        reject(new Error('SMPP session not writable'));
      }
    });
  }

  async close(): Promise<void> {
    const opening = this.session;
    this.session = null;
    if (!opening) return;
    const session = await opening.catch(() => null);
    if (session) await new Promise<void>((resolve) => session.close(() => resolve()));
  }
}

/** Reads a delivery receipt out of a deliver_sm (its receipted_message_id TLV, else the text's `id:`). */
export function parseReceipt(pdu: smpp.PDU): DeliveryReceipt | null {
  const esmClass = Number(pdu.esm_class ?? 0);
  if ((esmClass & 0x04) === 0) return null;
  const short = pdu.short_message as { message?: unknown } | undefined;
  const text = typeof short?.message === 'string' ? short.message : '';
  const id = typeof pdu.receipted_message_id === 'string' ? pdu.receipted_message_id : /id:(\S+)/.exec(text)?.[1];
  if (!id) return null;
  const state = /stat:(\w+)/.exec(text)?.[1] ?? (Number(pdu.message_state) === 2 ? 'DELIVRD' : 'UNKNOWN');
  return { providerId: id, delivered: state === 'DELIVRD', state };
}
