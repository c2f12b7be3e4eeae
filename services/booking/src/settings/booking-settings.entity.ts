import type { Opt } from '@mikro-orm/core';
import { Entity, Property } from '@mikro-orm/decorators/legacy';
import { CompanyOwnedEntity } from '@dental/server-core';

/** A branch's online booking: on or off, its public slug, what and whom patients may book, and its rules. */
@Entity({ tableName: 'booking_settings' })
export class BookingSettings extends CompanyOwnedEntity {
  @Property({ type: 'uuid' })
  branchUuid!: string;

  @Property({ type: 'boolean', default: false })
  enabled: Opt<boolean> = false;

  @Property({ type: 'string', length: 60 })
  slug!: string;

  @Property({ type: 'text[]', columnType: 'uuid[]', defaultRaw: "'{}'" })
  serviceUuids: Opt<string[]> = [];

  @Property({ type: 'text[]', columnType: 'uuid[]', defaultRaw: "'{}'" })
  userUuids: Opt<string[]> = [];

  @Property({ type: 'integer', default: 60 })
  horizonDays: Opt<number> = 60;

  @Property({ type: 'integer', default: 2 })
  minNoticeHours: Opt<number> = 2;

  @Property({ type: 'integer', default: 0 })
  bufferMinutes: Opt<number> = 0;

  @Property({ type: 'text[]', columnType: 'text[]', defaultRaw: "'{}'" })
  embedOrigins: Opt<string[]> = [];

  @Property({ type: 'boolean', default: false })
  autoConfirm: Opt<boolean> = false;
}
