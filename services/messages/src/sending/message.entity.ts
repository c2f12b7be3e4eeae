import type { Opt } from '@mikro-orm/core';
import { Entity, Index, Property } from '@mikro-orm/decorators/legacy';
import type { Language, MessageChannelName, MessageKind, MessageState } from '@dental/contracts';
import { CompanyOwnedEntity } from '@dental/server-core';

/**
 * One message to one patient on one channel. `idempotencyKey` is unique: a reminder's is
 * (appointment, kind, offset, channel), so a second scan, a second instance or a retry finds the row
 * and makes no second message; it travels as the e-mail's Message-ID and the SMS's user reference.
 */
@Entity({ tableName: 'message' })
@Index({ properties: ['patientUuid', 'createdAt'] })
export class MessageRow extends CompanyOwnedEntity {
  @Property({ type: 'string', length: 200, unique: true })
  idempotencyKey!: string;

  @Property({ type: 'uuid' })
  patientUuid!: string;

  @Property({ type: 'uuid', nullable: true })
  appointmentUuid: string | null = null;

  @Property({ type: 'uuid', nullable: true })
  branchUuid: string | null = null;

  @Property({ type: 'string', length: 20 })
  kind!: MessageKind;

  @Property({ type: 'string', length: 10 })
  channel!: MessageChannelName;

  @Property({ type: 'integer', nullable: true })
  offsetHours: number | null = null;

  @Property({ type: 'string', length: 2 })
  language!: Language;

  @Property({ type: 'string', length: 255 })
  recipient!: string;

  @Property({ type: 'string', length: 255, default: '' })
  subject: Opt<string> = '';

  @Property({ type: 'text' })
  text!: string;

  @Property({ type: 'string', length: 10, default: 'queued' })
  state: Opt<MessageState> = 'queued';

  @Property({ type: 'text', nullable: true })
  failureReason: string | null = null;

  @Property({ type: 'string', length: 255, nullable: true, index: true })
  providerId: string | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  sentAt: Date | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  deliveredAt: Date | null = null;
}
