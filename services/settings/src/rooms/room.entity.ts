import type { Opt, Ref } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { Branch } from '@dental/identity';
import { CompanyOwnedEntity } from '@dental/server-core';

/** Room kinds of the spec: 0 treatment (the calendar's doctor rooms), 1 administration. */
export type RoomHidden = 0 | 1;

/**
 * A room of a branch: where appointments happen. `hidden` is the spec's name for the kind and is
 * matched against the calendar's room type (0 treatment, 1 administration); rooms are shown in
 * `sortOrder`, then by name.
 */
@Entity({ tableName: 'room' })
@Index({ properties: ['branch', 'sortOrder'] })
export class Room extends CompanyOwnedEntity {
  @ManyToOne({ entity: () => Branch, ref: true, deleteRule: 'restrict' })
  branch!: Ref<Branch>;

  @Property({ type: 'string', length: 100 })
  name!: string;

  @Property({ type: 'string', length: 7, nullable: true })
  color: string | null = null;

  @Property({ type: 'smallint', default: 0 })
  hidden: Opt<RoomHidden> = 0;

  @Property({ type: 'integer', default: 0 })
  sortOrder: Opt<number> = 0;
}
