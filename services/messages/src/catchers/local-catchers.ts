// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the types the smpp package lacks (types/smpp.d.ts), for every project that compiles this file
/// <reference path="../types/smpp.d.ts" />
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import * as smpp from 'smpp';
import { SMTPServer } from 'smtp-server';

/** An e-mail as the SMTP catcher received and parsed it. */
export interface CaughtEmail {
  to: string;
  subject: string;
  text: string;
  messageId: string;
  language: string | null;
  receivedAt: Date;
  parsed: ParsedMail;
}

/** An SMS as the SMPP catcher read it from the submit_sm. */
export interface CaughtSms {
  to: string;
  from: string;
  text: string;
  dataCoding: number;
  userReference: number | null;
  messageId: string;
  systemId: string;
  receivedAt: Date;
}

export interface CatcherOptions {
  /** 0: a free port. */
  smtpPort?: number;
  smppPort?: number;
  /** Send a delivery receipt for every SMS after this many ms (none when undefined). */
  receiptAfterMs?: number;
  /** The SMPP user and password the catcher accepts (any when undefined). */
  smppCredentials?: { systemId: string; password: string };
}

/**
 * A real SMTP server (smtp-server, each message parsed by mailparser) and a real SMPP 3.4 server
 * (the `smpp` package: binds, answers each submit_sm with its own message id and, when asked,
 * sends the delivery receipt back on the session): what the tests send to, and `npm start`'s
 * local inbox (/test/outbox).
 */
export class LocalCatchers {
  readonly emails: CaughtEmail[] = [];
  readonly sms: CaughtSms[] = [];
  private smtp: SMTPServer | null = null;
  private smppServer: smpp.Server | null = null;
  private next = 1;
  smtpPort = 0;
  smppPort = 0;

  constructor(private readonly options: CatcherOptions = {}) {}

  async start(): Promise<this> {
    this.smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onAuth: (_auth, _session, callback) => callback(null, { user: 'catcher' }),
      onData: (stream, _session, callback) => {
        simpleParser(stream)
          .then((parsed) => {
            const to = Array.isArray(parsed.to) ? parsed.to.map((a) => a.text).join(', ') : (parsed.to?.text ?? '');
            const language = parsed.headers.get('content-language');
            this.emails.push({
              to,
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              messageId: parsed.messageId ?? '',
              language: typeof language === 'string' ? language : null,
              receivedAt: new Date(),
              parsed,
            });
            callback();
          })
          .catch((error: Error) => callback(error));
      },
    });
    const smtp = this.smtp;
    await listening(smtp, (done) => smtp.listen(this.options.smtpPort ?? 0, '127.0.0.1', done));
    this.smtpPort = (smtp.server.address() as AddressInfo).port;

    this.smppServer = smpp.createServer({}, (session) => this.serve(session));
    const server = this.smppServer;
    await listening(server, (done) => server.listen(this.options.smppPort ?? 0, '127.0.0.1', done));
    this.smppPort = (server.address() as AddressInfo).port;
    return this;
  }

  private serve(session: smpp.Session): void {
    let systemId = '';
    session.on('error', () => undefined);
    session.on('bind_transceiver', (pdu: smpp.PDU) => {
      const wanted = this.options.smppCredentials;
      if (wanted && (pdu.system_id !== wanted.systemId || pdu.password !== wanted.password)) {
        session.send(pdu.response({ command_status: 0x0d }));
        return;
      }
      systemId = String(pdu.system_id);
      session.send(pdu.response());
    });
    session.on('enquire_link', (pdu: smpp.PDU) => session.send(pdu.response()));
    session.on('unbind', (pdu: smpp.PDU) => {
      session.send(pdu.response());
      session.close();
    });
    session.on('submit_sm', (pdu: smpp.PDU) => {
      const messageId = `m${this.next++}`;
      const payload = (pdu.message_payload ?? pdu.short_message) as { message?: unknown } | undefined;
      this.sms.push({
        to: String(pdu.destination_addr),
        from: String(pdu.source_addr),
        text: typeof payload?.message === 'string' ? payload.message : '',
        dataCoding: Number(pdu.data_coding),
        userReference: pdu.user_message_reference === undefined ? null : Number(pdu.user_message_reference),
        messageId,
        systemId,
        receivedAt: new Date(),
      });
      session.send(pdu.response({ message_id: messageId }));
      if (this.options.receiptAfterMs !== undefined) {
        setTimeout(() => {
          session.deliver_sm({
            source_addr: String(pdu.destination_addr),
            destination_addr: String(pdu.source_addr),
            esm_class: 4,
            receipted_message_id: messageId,
            message_state: 2,
            short_message: `id:${messageId} sub:001 dlvrd:001 submit date:2611240800 done date:2611240800 stat:DELIVRD err:000 text:`,
          });
        }, this.options.receiptAfterMs).unref();
      }
    });
  }

  /** Both inboxes in one list, newest last, as /api/test/outbox answers them. */
  outbox(to?: string): { channel: 'email' | 'sms'; to: string; subject: string; text: string; received_at: string }[] {
    const all = [
      ...this.emails.map((mail) => ({ channel: 'email' as const, to: mail.to, subject: mail.subject, text: mail.text, received_at: mail.receivedAt.toISOString() })),
      ...this.sms.map((sms) => ({ channel: 'sms' as const, to: sms.to, subject: '', text: sms.text, received_at: sms.receivedAt.toISOString() })),
    ].sort((a, b) => a.received_at.localeCompare(b.received_at));
    if (!to) return all;
    const digits = to.replace(/[^\d]/g, '');
    return all.filter((message) => message.to.toLowerCase().includes(to.toLowerCase()) || (digits.length > 3 && message.to.replace(/[^\d]/g, '') === digits));
  }

  async stop(): Promise<void> {
    const smtp = this.smtp;
    const server = this.smppServer;
    this.smtp = null;
    this.smppServer = null;
    if (server) {
      for (const session of [...server.sessions]) session.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
    if (smtp) await new Promise<void>((resolve) => smtp.close(() => resolve()));
  }
}

/**
 * Resolves once `listen` has bound, and rejects on its error (a port another process holds)
 * instead of leaving it to an unhandled 'error' event that would end the whole API.
 */
function listening(server: { once(event: 'error', listener: (error: Error) => void): unknown; removeListener(event: 'error', listener: (error: Error) => void): unknown }, listen: (done: () => void) => void): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const failed = (error: Error) => reject(error);
    server.once('error', failed);
    listen(() => {
      server.removeListener('error', failed);
      resolve();
    });
  });
}

