import type { Ref } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { Branch, User } from '@dental/identity';
import { CompanyOwnedEntity } from '@dental/server-core';
import { Room } from '../rooms/room.entity.js';

/**
 * A user's weekly working time in one branch (weekday, from, to, optionally a room): a template
 * the calendar's planner turns into dated work times.
 */
@Entity({ tableName: 'user_work_template' })
@Index({ properties: ['user', 'weekday'] })
export class UserWorkTemplate extends CompanyOwnedEntity {
  @ManyToOne({ entity: () => User, ref: true, deleteRule: 'restrict' })
  user!: Ref<User>;

  @ManyToOne({ entity: () => Branch, ref: true, index: true, deleteRule: 'restrict' })
  branch!: Ref<Branch>;

  @ManyToOne({ entity: () => Room, ref: true, nullable: true, deleteRule: 'restrict' })
  room: Ref<Room> | null = null;

  /** ISO weekday 1 Monday ... 7 Sunday. */
  @Property({ type: 'smallint' })
  weekday!: number;

  /** 'HH:mm' */
  @Property({ type: 'string', length: 5 })
  timeFrom!: string;

  @Property({ type: 'string', length: 5 })
  timeTo!: string;
}
