import { createHash } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import type { ChannelConnection, Handover, MessageChannel, OutgoingMessage } from './message-channel.js';

/** The e-mail's Message-ID made of the idempotency key: a repeat of the same message carries the same id. */
export function messageIdOf(idempotencyKey: string, host: string): string {
  const digest = createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 32);
  return `<${digest}.${encodeURIComponent(idempotencyKey).replace(/%/g, '=')}@${host || 'dental.local'}>`;
}

/** E-mail over SMTP with nodemailer (a pool of up to eight kept-open connections per company's settings). */
export class SmtpChannel implements MessageChannel {
  readonly name = 'email' as const;
  private readonly transport: Transporter;

  constructor(private readonly connection: ChannelConnection) {
    this.transport = nodemailer.createTransport({
      host: connection.host,
      port: connection.port,
      secure: connection.port === 465,
      // A local catcher or a relay on the private network may offer no TLS; one that does is used.
      ignoreTLS: false,
      requireTLS: false,
      tls: { rejectUnauthorized: false },
      auth: connection.user ? { user: connection.user, pass: connection.secret ?? '' } : undefined,
      // Kept open and reused: a batch's hand-overs go over a few long-lived connections, not one each.
      pool: true,
      maxConnections: 8,
      maxMessages: 1000,
      connectionTimeout: 10_000,
      socketTimeout: 20_000,
    });
  }

  async send(message: OutgoingMessage): Promise<Handover> {
    const senderAddress = this.connection.user.includes('@') ? this.connection.user : `no-reply@${this.connection.host || 'dental.local'}`;
    const info = await this.transport.sendMail({
      from: { name: this.connection.senderName, address: senderAddress },
      to: message.to,
      subject: message.subject,
      text: message.text,
      messageId: messageIdOf(message.idempotencyKey, this.connection.host),
      headers: { 'X-Idempotency-Key': message.idempotencyKey },
    });
    return { providerId: info.messageId };
  }

  close(): Promise<void> {
    this.transport.close();
    return Promise.resolve();
  }
}
