import type { Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * One sign-in try. Failed ones in the last minute drive the rate limit per username and per
 * address; kept in Postgres so the limit holds across all API instances.
 */
@Entity({ tableName: 'login_attempt' })
@Index({ properties: ['username', 'createdAt'] })
@Index({ properties: ['ip', 'createdAt'] })
export class LoginAttempt {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  uuid: Opt<string> = randomUUID();

  /** As typed (lower-cased), whether or not such a user exists. */
  @Property({ type: 'string', length: 100 })
  username!: string;

  @Property({ type: 'string', length: 64 })
  ip!: string;

  @Property({ type: 'boolean' })
  succeeded!: boolean;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
