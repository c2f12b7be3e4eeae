import type { Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * What every business record carries: a uuid (made by the server, never sent by a client),
 * timestamps, a soft-delete mark (nothing a clinic entered is lost by a delete) and a
 * version for optimistic locking (an edit carrying a stale version answers 409 VERSION_CONFLICT).
 */
export abstract class BaseEntity {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  uuid: Opt<string> = randomUUID();

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Opt<Date> = new Date();

  /** Hidden from every query by the soft-delete filter; history keeps pointing at the row. */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  deletedAt: Date | null = null;

  @Property({ type: 'integer', version: true, default: 1 })
  version!: Opt<number>;
}
