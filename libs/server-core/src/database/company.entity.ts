import type { Opt } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';

/**
 * A tenant: one client company of the platform. It lives in server-core because every
 * company-owned row points at it; its table belongs to the identity module's migrations.
 * Integer id as the spec shows (`{id, name, slug}`).
 */
@Entity({ tableName: 'company' })
export class Company {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 200 })
  name!: string;

  @Unique()
  @Property({ type: 'string', length: 100 })
  slug!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Opt<Date> = new Date();
}
