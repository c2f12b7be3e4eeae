import { randomUUID } from 'node:crypto';
import type { Opt, Ref } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Company } from '@dental/server-core';
import { User } from '../users/user.entity.js';

/** A single-use, five-minute ticket an admin issues to sign in as another user (hash stored only). */
@Entity({ tableName: 'impersonation_token' })
export class ImpersonationToken {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  uuid: Opt<string> = randomUUID();

  @Property({ type: 'string', length: 64, unique: 'impersonation_token_hash_unique' })
  tokenHash!: string;

  /** Who will be signed in. */
  @ManyToOne({ entity: () => User, ref: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  /** The company the resulting session acts in (the target user's). */
  @ManyToOne({ entity: () => Company, ref: true })
  company!: Ref<Company>;

  @ManyToOne({ entity: () => User, ref: true, deleteRule: 'cascade' })
  issuedBy!: Ref<User>;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  expiresAt!: Date;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  usedAt: Date | null = null;
}
