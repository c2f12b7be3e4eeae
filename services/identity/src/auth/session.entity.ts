import { randomUUID } from 'node:crypto';
import type { Opt, Ref } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Company } from '@dental/server-core';
import { User } from '../users/user.entity.js';

/**
 * A signed-in browser. Only a sha256 of the bearer token is stored, so a leaked table signs no one
 * in. Sessions live in Postgres, so any API instance can serve any request.
 */
@Entity({ tableName: 'session' })
export class Session {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  uuid: Opt<string> = randomUUID();

  @Property({ type: 'string', length: 64, unique: 'session_token_hash_unique' })
  tokenHash!: string;

  @ManyToOne({ entity: () => User, ref: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  /** The company the session acts in: the user's own, or the one an admin switched to. */
  @ManyToOne({ entity: () => Company, ref: true })
  company!: Ref<Company>;

  /** A "remember me" session lasts 30 days, otherwise 12 hours; a refresh keeps the choice. */
  @Property({ type: 'boolean', default: false })
  remember: Opt<boolean> = false;

  /** The admin who signed in as `user` through an impersonation token. */
  @ManyToOne({ entity: () => User, ref: true, nullable: true, deleteRule: 'set null' })
  impersonatedBy: Ref<User> | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();

  @Index()
  @Property({ type: 'datetime', columnType: 'timestamptz' })
  expiresAt!: Date;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  revokedAt: Date | null = null;
}
