import type { Opt } from '@mikro-orm/core';
import { Entity, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { MessageChannelName } from '@dental/contracts';
import { CompanyOwnedEntity } from '@dental/server-core';

/** A company's settings of one channel: its server, the user and secret to sign in, the sender's name. */
@Entity({ tableName: 'message_channel_settings' })
@Unique({ properties: ['company', 'channel'] })
export class MessageChannelSettingsRow extends CompanyOwnedEntity {
  @Property({ type: 'string', length: 10 })
  channel!: MessageChannelName;

  @Property({ type: 'boolean', default: false })
  enabled: Opt<boolean> = false;

  @Property({ type: 'string', length: 255 })
  host!: string;

  @Property({ type: 'integer' })
  port!: number;

  @Property({ type: 'string', length: 255, default: '' })
  user: Opt<string> = '';

  /** Never answered back (the API says only whether one is set). */
  @Property({ type: 'string', length: 255, nullable: true, hidden: true })
  secret: string | null = null;

  @Property({ type: 'string', length: 100 })
  senderName!: string;
}
