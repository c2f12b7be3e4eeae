import { Entity, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { Language, MessageChannelName, MessageKind } from '@dental/contracts';
import { CompanyOwnedEntity } from '@dental/server-core';

/** A branch's own text of one kind of message on one channel in one language (else the product's default). */
@Entity({ tableName: 'message_template' })
@Unique({ properties: ['branchUuid', 'kind', 'channel', 'language'] })
export class MessageTemplateRow extends CompanyOwnedEntity {
  @Property({ type: 'uuid' })
  branchUuid!: string;

  @Property({ type: 'string', length: 20 })
  kind!: MessageKind;

  @Property({ type: 'string', length: 10 })
  channel!: MessageChannelName;

  @Property({ type: 'string', length: 2 })
  language!: Language;

  @Property({ type: 'string', length: 200, default: '' })
  subject!: string;

  @Property({ type: 'text' })
  body!: string;
}
