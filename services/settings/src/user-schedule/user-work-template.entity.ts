import type { Ref } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { Branch } from '@dental/identity';
import { CompanyOwnedEntity } from '@dental/server-core';
import { Room } from '../rooms/room.entity.js';

/**
 * A user's weekly working time in one branch (weekday, from, to, optionally a room): a template
 * the calendar's planner turns into dated work times. The user is identity's, kept by uuid (no
 * relation or foreign key across modules).
 */
@Entity({ tableName: 'user_work_template' })
@Index({ properties: ['userUuid', 'weekday'] })
export class UserWorkTemplate extends CompanyOwnedEntity {
  @Property({ type: 'uuid' })
  userUuid!: string;

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
