import type { MessageChannelName } from '@dental/contracts';

/** One message as a channel hands it over: to whom, what, and the key that makes a repeat recognisable. */
export interface OutgoingMessage {
  to: string;
  /** E-mail only. */
  subject: string;
  text: string;
  /** (appointment, kind, offset) or the message's own uuid: the e-mail's Message-ID, the SMS's user reference. */
  idempotencyKey: string;
}

/** What the server answered: its id for the message (an SMS's delivery receipt names it). */
export interface Handover {
  providerId: string;
}

/** A company's settings of one channel, as the channel connects with them. */
export interface ChannelConnection {
  host: string;
  port: number;
  user: string;
  secret: string | null;
  senderName: string;
}

/**
 * The one interface every channel implements: hand a message to its server (resolves once the
 * server took it, rejects with the server's reason), and close its connections.
 */
export interface MessageChannel {
  readonly name: MessageChannelName;
  send(message: OutgoingMessage): Promise<Handover>;
  close(): Promise<void>;
}
