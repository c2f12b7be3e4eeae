import type { Ref } from '@mikro-orm/core';
import { Check, Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { Branch, User } from '@dental/identity';
import { CompanyOwnedEntity } from '@dental/server-core';
import { Room } from '@dental/settings';

export const WORK_TIME_OVERLAP_CONSTRAINT = 'work_time_user_no_overlap';

/**
 * A dated work time of a user in a room (the planner; the calendar's background events). One user
 * cannot be in two rooms at once: an exclusion constraint on (user, range) of live rows.
 */
@Entity({ tableName: 'work_time' })
@Check({
  name: WORK_TIME_OVERLAP_CONSTRAINT,
  expression: `exclude using gist ("user_uuid" with =, tstzrange("time_from", "time_to", '[)') with &&) where ("deleted_at" is null)`,
})
@Check({ name: 'work_time_time_order', expression: '"time_from" < "time_to"' })
@Index({
  name: 'work_time_branch_time_index',
  expression: 'create index "work_time_branch_time_index" on "work_time" ("branch_uuid", "time_from") where "deleted_at" is null',
})
@Index({ name: 'work_time_user_time_index', properties: ['user', 'timeFrom'] })
export class WorkTime extends CompanyOwnedEntity {
  @ManyToOne({ entity: () => Branch, ref: true, deleteRule: 'restrict' })
  branch!: Ref<Branch>;

  @ManyToOne({ entity: () => Room, ref: true, deleteRule: 'restrict' })
  room!: Ref<Room>;

  @ManyToOne({ entity: () => User, ref: true, deleteRule: 'restrict' })
  user!: Ref<User>;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  timeFrom!: Date;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  timeTo!: Date;

  @Property({ type: 'string', length: 500, nullable: true })
  comment: string | null = null;
}
